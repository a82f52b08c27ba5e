/**
 * Next 16 proxy (formerly middleware), Node runtime: the variant of the tested landing pages
 * and the admin guard on the server (docs/decisions.md §1, §6).
 *
 * Tested pages (EXPERIMENT_PAGES of lib/experiments/pages.ts): while an experiment runs on one,
 * each request is assigned a variant and a challenger is rewritten to its pre-rendered route
 * (lib/server/experiments/page-proxy.ts); after a stop with a challenger as winner, everyone
 * is. From memory only: the experiments are read in the background every few seconds.
 *
 * Admin guard: admin pages without a valid session token redirect to /admin-login?next=…;
 * admin API calls answer 401 before any handler runs. The token is checked here (signature,
 * expiry); the server-side session record (revocation) is checked again by every admin handler
 * (withAdmin) and by the admin layout. The matcher names only guarded paths and the tested
 * pages: no code of ours runs for the other public pages. The old tab links
 * (`/admin?tab=X`, `/enhanced-admin-dashboard?tab=X`) answer 308 to the section's route.
 *
 * `/api/leads` is not matched: its POST is the public registration, which a match would send
 * through this proxy on every request without guarding it, and the proxy's pass cost the
 * admin GET 30 % of its throughput (556 → 786 req/s, p99 158 → 117 ms without it, in
 * bench:api-load on PostgreSQL). Its GET, the admin lead list, is refused by its handler
 * (withAdmin: token, live session row, permission) like every admin call outside /api/admin
 * (docs/decisions.md §6); tests/integration/admin-guard.test.ts checks that for every admin route.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { sectionUrlOfTab } from '@/components/admin/shell/admin-nav';
import { experimentPageOf } from '@/lib/experiments/pages';
import { experimentResponse } from '@/lib/server/experiments/page-proxy';
import { isAdminApi, isAdminPage } from '@/lib/server/auth/admin-paths';
import { readAdminToken } from '@/lib/server/auth/admin-token';
import { localeOf, translate } from '@/lib/server/http/i18n';
import type { ApiErrorBody } from '@/lib/contracts/errors';

export async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  const tested = experimentPageOf(pathname);
  if (tested) return experimentResponse(request, tested);
  // The back-office's sections are routes: an old `/admin?tab=leads&q=…` link (bookmarks, the
  // alias) moves for good to `/admin/leads?q=…`, before anything else is read.
  if (
    (pathname === '/admin' && searchParams.has('tab')) ||
    pathname === '/enhanced-admin-dashboard'
  )
    return NextResponse.redirect(new URL(sectionUrlOfTab(searchParams), request.url), 308);
  const page = isAdminPage(pathname);
  if (!page && !isAdminApi(pathname, request.method)) return NextResponse.next();
  if (await readAdminToken(request)) return NextResponse.next();
  if (page) {
    const login = new URL('/admin-login', request.url);
    login.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  const message = translate(localeOf(request), 'api.unauthorized');
  return NextResponse.json({ error: { code: 'unauthorized', message } } satisfies ApiErrorBody, {
    status: 401,
    headers: { 'Cache-Control': 'no-store' },
  });
}

// ADMIN_PATHS of lib/server/auth/admin-paths.ts, then the paths of EXPERIMENT_PAGES, written
// out: Next reads the matcher at build time and takes only a literal
// (tests/unit/admin-paths.test.ts and tests/unit/experiment-proxy.test.ts keep them equal)
export const config = {
  matcher: [
    '/admin',
    '/admin/:path*',
    '/enhanced-admin-dashboard',
    '/enhanced-admin-dashboard/:path*',
    '/api/admin/:path*',
    '/api/webhook/:path*',
    '/api/leads/:id/notes',
    '/api/leads/:id/email',
    '/',
    '/trading-educativo',
    '/crypto-educazione',
    '/finanza-personale',
    '/trading-segreti',
    '/strategie-italiane',
    '/crypto-guida',
    '/investimenti-primi-passi',
    '/prelander',
    '/guida-trading-base',
    '/guida-crypto-principianti',
    '/educazione-finanziaria-italiana',
    '/ebook-gratis',
  ],
};
