import type { ServerResponse } from 'node:http';

/** Longest wait for the first paint before the chunks load anyway (ms). */
export const FALLBACK_MS: number;
/** `html` with Next's chunk scripts loaded after the first paint (see the .mjs). */
export function deferChunkScripts(html: string): string;
/** The rewrite of a whole pre-rendered page `res` is about to send, else undefined. */
export function afterPaintRewrite(
  res: ServerResponse,
): ((body: Buffer) => { body: string }) | undefined;
