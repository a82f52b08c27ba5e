/**
 * Accessibility of every public page: axe-core finds no serious
 * or critical violation on each content route of lib/site/routes.ts plus /login and /benvenuto,
 * with the cookie banner showing as a first-time visitor sees it. Runs on desktop and, via
 * the @mobile tag, on a phone.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../lib/site/routes';

const PATHS = [
  ...PUBLIC_ROUTES.filter((r) => r.kind !== 'app').map((r) => r.path),
  '/login',
  '/benvenuto',
];

for (const path of PATHS) {
  test(`${path} has no serious or critical axe violations @mobile`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // Scan as a first-time visitor sees the page: hydrated, cookie banner open.
    await expect(page.getByRole('dialog', { name: /cookie/i })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  });
}
