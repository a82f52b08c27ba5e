/**
 * Step-up and a forced password change in a real browser: the owner asks a caller for a new
 * password from the accounts tab, which first opens the step-up dialog (password again) and
 * then goes through by itself; the caller, signing in elsewhere, lands on the password form,
 * is refused everything else by the server meanwhile, and reaches the back-office once it has
 * chosen a new password.
 */
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import {
  SECTIONS_NAV,
  confirmStepUp,
  noBlockingViolations,
  signIn,
  stepUpByApi,
} from './admin-session';

const RUN = Date.now().toString(36);
const CALLER = { username: `e2e-renew-${RUN}`, password: 'tre parole lunghe rinnovo 1' };
const NEW_PASSWORD = 'quattro parole nuove rinnovo';

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, '/admin');
  await stepUpByApi(page);
  const created = await page.request.post('/api/admin/accounts', {
    data: { ...CALLER, role: 'caller' },
  });
  expect(created.status()).toBe(201);
  await page.close();
});

test('an owner asks a caller for a new password; the caller chooses one before anything else', async ({
  page,
  browser,
}) => {
  await signIn(page, '/admin/accounts');
  const row = page.getByRole('row', { name: new RegExp(CALLER.username) });
  await row.getByRole('button', { name: `Richiedi nuova password a ${CALLER.username}` }).click();
  await confirmStepUp(page);
  await expect(row).toContainText('Deve cambiare password');
  // The owner's own row: no reset of its own factor, the security page instead.
  const own = page.getByRole('row', { name: new RegExp(E2E_ADMIN.username) });
  await expect(own.getByRole('button', { name: /Azzera/ })).toHaveCount(0);
  await expect(
    own.getByRole('link', { name: 'Password e verifica in due passaggi' }),
  ).toBeVisible();

  const elsewhere = await browser.newContext();
  const caller = await elsewhere.newPage();
  await caller.goto('/admin-login');
  await caller.getByLabel('Username').fill(CALLER.username);
  await caller.getByLabel('Password', { exact: true }).fill(CALLER.password);
  await caller.getByRole('button', { name: 'Accedi' }).click();
  await caller.waitForURL('**/admin/security');
  await expect(caller.getByRole('heading', { name: 'Scegli una nuova password' })).toBeVisible();
  await noBlockingViolations(caller);
  const refused = await caller.request.get('/api/admin/calls');
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
    'password_change_required',
  );

  await caller.getByLabel('Password attuale', { exact: true }).fill(CALLER.password);
  await caller.getByLabel('Nuova password', { exact: true }).fill(NEW_PASSWORD);
  await caller.getByRole('button', { name: 'Cambia password' }).click();
  await caller.waitForURL((url) => url.pathname === '/admin');
  await expect(
    caller.getByRole('navigation', { name: SECTIONS_NAV }).getByRole('link', { name: 'Chiamate' }),
  ).toBeVisible();
  expect((await caller.request.get('/api/admin/calls')).status()).toBe(200);
  await elsewhere.close();
});
