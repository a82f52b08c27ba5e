/**
 * Which paths the admin guard covers (DESIGN.md §1, §6). SPEC.md's admin
 * calls are not all under /api/admin, so the list is explicit. proxy.ts's matcher names the
 * same prefixes, and a test checks every admin route file against `isAdminApi`.
 */

/** Admin pages: redirect to /admin-login?next=… without a session. */
export function isAdminPage(pathname: string): boolean {
  return /^\/(admin|enhanced-admin-dashboard)(\/|$)/.test(pathname);
}

/** Admin API calls: 401 without a session. POST /api/leads (registration) stays public. */
export function isAdminApi(pathname: string, method: string): boolean {
  if (pathname === '/api/admin/login') return false;
  if (/^\/api\/(admin|webhook)(\/|$)/.test(pathname)) return true;
  if (pathname === '/api/leads') return method === 'GET' || method === 'HEAD';
  return /^\/api\/leads\/[^/]+\/(notes|email)$/.test(pathname);
}
