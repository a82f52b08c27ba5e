import type { IncomingMessage, ServerResponse } from 'node:http';

/** Prepares a request and its response before Next handles them (see the .mjs). */
export function prepareResponse(
  req: IncomingMessage,
  res: ServerResponse,
  options: { appDir: string },
): void;
