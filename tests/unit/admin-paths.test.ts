/**
 * The admin-path list is the one source of the proxy's matcher and of the guard's predicates:
 * proxy.ts's literal matcher equals ADMIN_PATHS, each pattern classifies paths as Next's
 * matcher would, and the proxy's 401 speaks the request's language.
 */
import { NextRequest } from 'next/server';
import { config, proxy } from '@/proxy';
import { ADMIN_PATHS, isAdminApi, isAdminPage } from '@/lib/server/auth/admin-paths';

it("proxy.ts's matcher starts with ADMIN_PATHS, written out", () => {
  // The tested landing pages follow (tests/unit/experiment-proxy.test.ts).
  expect(config.matcher.slice(0, ADMIN_PATHS.length)).toEqual(ADMIN_PATHS);
  // POST /api/leads is the public registration: the proxy never runs for it.
  expect(config.matcher).not.toContain('/api/leads');
});

it.each([
  ['/admin', true],
  ['/admin/', true],
  ['/admin/anything/deeper', true],
  ['/enhanced-admin-dashboard', true],
  ['/enhanced-admin-dashboard/x', true],
  ['/admin-login', false],
  ['/administrator', false],
  ['/', false],
  ['/api/admin/kpis', false],
])('isAdminPage(%s) is %s', (path, expected) => {
  expect(isAdminPage(path)).toBe(expected);
});

it.each([
  ['/api/admin', 'GET', true],
  ['/api/admin/kpis', 'GET', true],
  ['/api/admin/calls/consultation/1', 'PATCH', true],
  ['/api/webhook/status', 'GET', true],
  ['/api/leads/0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f/notes', 'POST', true],
  ['/api/leads/0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f/email', 'POST', true],
  ['/api/leads', 'GET', true],
  ['/api/leads', 'HEAD', true],
  ['/api/admin/login', 'POST', false],
  ['/api/leads', 'POST', false],
  ['/api/leads/0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f', 'GET', false],
  ['/api/leads/x/notes/more', 'POST', false],
  ['/api/administrator', 'GET', false],
  ['/admin', 'GET', false],
])('isAdminApi(%s, %s) is %s', (path, method, expected) => {
  expect(isAdminApi(path, method)).toBe(expected);
});

it.each([
  ['it', 'Accesso riservato: effettua di nuovo il login.'],
  ['de-DE,de;q=0.9', 'Zugriff nur nach Anmeldung: Bitte melden Sie sich erneut an.'],
])('refuses an admin call without a session in the language of %s', async (language, text) => {
  const response = await proxy(
    new NextRequest('http://localhost:3000/api/admin/kpis', {
      headers: { 'accept-language': language },
    }),
  );
  expect(response.status).toBe(401);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: text } });
});
