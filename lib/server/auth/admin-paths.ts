/**
 * Which paths the admin guard covers (docs/decisions.md §1, §6). docs/product.md's admin calls are not all
 * under /api/admin, so the list is explicit, in Next's matcher syntax: ADMIN_PATHS is the one
 * list. proxy.ts's `config.matcher` has to be a literal (Next reads it at build time, before any
 * import runs), so it is written out there and tests/unit/admin-paths.test.ts checks that it
 * equals ADMIN_PATHS; `isAdminPage` and `isAdminApi` are compiled from the same patterns.
 */

/** Admin pages: redirect to /admin-login?next=… without a session. */
export const ADMIN_PAGE_PATHS = [
  '/admin',
  '/admin/:path*',
  '/enhanced-admin-dashboard',
  '/enhanced-admin-dashboard/:path*',
] as const;

/**
 * Admin API calls the proxy refuses (401) without a session. `/api/leads` is left out: its POST
 * is the public registration; its GET (the lead list) is refused by its handler.
 */
export const ADMIN_API_PATHS = [
  '/api/admin/:path*',
  '/api/webhook/:path*',
  '/api/leads/:id/notes',
  '/api/leads/:id/email',
] as const;

/** Every path the proxy runs for: proxy.ts's `config.matcher`. */
export const ADMIN_PATHS = [...ADMIN_PAGE_PATHS, ...ADMIN_API_PATHS];

/** A matcher pattern as a RegExp: a trailing `/:name*` is any rest (or none), `:name` one segment. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern.replace(/\/:\w+\*$/, '(?:/.*)?').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

const PAGE_PATTERNS = ADMIN_PAGE_PATHS.map(patternRegExp);
const API_PATTERNS = ADMIN_API_PATHS.map(patternRegExp);

/** Admin pages: redirect to /admin-login?next=… without a session. */
export function isAdminPage(pathname: string): boolean {
  return PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}

/**
 * Admin API calls: 401 without a session. The sign-in is open, and so is the logout (it
 * answers 2xx and clears the cookie whether or not the session is still live); GET
 * /api/leads (the lead list) is admin, POST /api/leads (registration) stays public.
 */
export function isAdminApi(pathname: string, method: string): boolean {
  if (pathname === '/api/admin/login' || pathname === '/api/admin/logout') return false;
  if (API_PATTERNS.some((pattern) => pattern.test(pathname))) return true;
  return pathname === '/api/leads' && (method === 'GET' || method === 'HEAD');
}
