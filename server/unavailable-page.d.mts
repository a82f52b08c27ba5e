import type { IncomingMessage, ServerResponse } from 'node:http';

/** Seconds after which the page reloads itself, and its Retry-After. */
export const UNAVAILABLE_RETRY_SEC: number;
/** The whole unavailable page in `locale`. */
export function unavailablePage(locale: 'it' | 'de'): string;
/** The language of the page at `pathname` (the build's HTML, else Accept-Language). */
export function pageLocale(
  pathname: string,
  appDir: string,
  acceptLanguage: string | undefined,
): 'it' | 'de';
/** The unavailable page instead of a failed page response, else undefined. */
export function unavailableInstead(
  req: IncomingMessage,
  res: ServerResponse,
  appDir: string,
):
  | (() => { body: string; status: number; headers: Record<string, string | number | null> })
  | undefined;
