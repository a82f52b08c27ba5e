import type { IncomingMessage, ServerResponse } from 'node:http';

/** `etag` with `-encoding` inside its closing quote. */
export function encodedTag(etag: string, encoding: string): string;
/** Sets up `res` to be compressed as its request accepts (see the .mjs). */
export function compressResponse(req: IncomingMessage, res: ServerResponse): void;
