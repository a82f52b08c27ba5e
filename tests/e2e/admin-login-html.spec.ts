/**
 * /admin-login is server-rendered: the sign-in form (username, password, submit) is in the
 * HTML the server sends, before any script runs, and the ?next= admin path still decides
 * where a successful sign-in lands.
 */
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

test('the server HTML of /admin-login holds the whole form', async ({ request }) => {
  const html = await (await request.get('/admin-login?next=%2Fadmin%2Fleads%3Fq%3Drossi')).text();
  expect(html).toMatch(/<input[^>]*name="username"/);
  expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
  expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Accedi/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is shown', async ({ page }) => {
    await page.goto('/admin-login');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  });
});

test('a sign-in goes back to the ?next= admin path, and never off the admin area', async ({
  page,
}) => {
  for (const [next, landing] of [
    ['/admin/leads?q=rossi', /\/admin\/leads\?q=rossi$/],
    ['https://evil.example/admin', /\/admin$/],
  ] as const) {
    await page.context().clearCookies();
    await page.goto(`/admin-login?next=${encodeURIComponent(next)}`);
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(landing);
  }
});
