/**
 * The back-office in e2e: sign in as the e2e admin, pass the step-up dialog that owner writes
 * open, and the axe check every admin view gets.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

/** Opens `next`, is sent to /admin-login, signs in, and waits to be back on `next`. */
export async function signIn(page: Page, next = '/admin') {
  await page.goto(next);
  await page.waitForURL(/\/admin-login\?next=/);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => url.pathname === new URL(next, 'http://x').pathname);
}

/** The back-office's section list (components/admin/shell/admin-sidebar.tsx). */
export const SECTIONS_NAV = "Sezioni dell'amministrazione";

/**
 * Opens the back-office section named `name` from the section list: beside the content on a
 * wide screen, in the sheet behind "Menu delle sezioni" on a phone. Waits for its heading.
 */
export async function openSection(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu delle sezioni' });
  const nav = page.getByRole('navigation', { name: SECTIONS_NAV });
  // Whichever the screen shows, once the page is there.
  await expect(menu.or(nav).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

/** No serious or critical axe violation on the page as it is now. */
export async function noBlockingViolations(page: Page) {
  // Next streams a rendered page's metadata after its content: the <title> may come a moment
  // after the section is on screen, and axe would report a page without one.
  await expect(page).toHaveTitle(/\S/);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

/**
 * Passes the step-up dialog an owner write opened (the e2e admin has no second factor: the
 * password alone), after checking it with axe; waits until it has closed.
 */
export async function confirmStepUp(page: Page, password = E2E_ADMIN.password) {
  const dialog = page.getByRole('dialog', { name: 'Conferma la tua identità' });
  await expect(dialog).toBeVisible();
  await noBlockingViolations(page);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Conferma e continua' }).click();
  await expect(dialog).toBeHidden();
}

/** Steps the page's admin session up through the API (before owner writes sent with page.request). */
export async function stepUpByApi(page: Page, password = E2E_ADMIN.password) {
  const response = await page.request.post('/api/admin/step-up', { data: { password } });
  expect(response.status()).toBe(200);
}
