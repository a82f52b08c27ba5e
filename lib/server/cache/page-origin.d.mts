// Types of page-origin.mjs (plain ESM: the cache handler's, loaded by Next outside the bundle).

/** env.ts's default SITE_URL, the origin when SITE_URL is unset. */
export const DEFAULT_SITE_URL: string;

/** The site address pages are rendered for: SITE_URL of `source`, normalised. */
export function siteOrigin(source: Readonly<Record<string, string | undefined>>): string;

/** The cache tag that marks an entry as rendered for `origin`. */
export function originTag(origin: string): string;

/** `data` with the origin's tag among its cache tags when it is a response value. */
export function markedWithOrigin<T>(data: T, origin: string): T;

/** Whether a cache entry may be served by a server running for `origin`. */
export function renderedFor(entry: { value?: unknown } | null | undefined, origin: string): boolean;
