import type { IncomingMessage, ServerResponse } from 'node:http';

/** Longest wait for the first paint before the chunks load anyway (ms). */
export const FALLBACK_MS: number;
/** `html` with Next's chunk scripts loaded after the first paint (see the .mjs). */
export function deferChunkScripts(html: string): string;
/** Makes `res` rewrite a pre-rendered page with deferChunkScripts before it is sent. */
export function deferChunkScriptsOf(req: IncomingMessage, res: ServerResponse): void;
