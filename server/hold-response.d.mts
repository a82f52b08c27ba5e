import type { ServerResponse } from 'node:http';

/** What a held response becomes. */
export interface Replacement {
  body: Buffer | string;
  status?: number;
  headers?: Record<string, string | number | null>;
}
/** Holds the responses `choose` picks and sends what its transform makes of them. */
export function holdResponse(
  res: ServerResponse,
  choose: (res: ServerResponse) => ((body: Buffer) => Replacement) | undefined,
): void;
