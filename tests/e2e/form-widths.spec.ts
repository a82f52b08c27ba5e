/**
 * Every public page with a form, Italian and German, at the phone widths a visitor from an ad
 * has (320 to 412 px): no part of any form leaves the screen, its form, its card, or a box
 * that clips it (tests/e2e/form-fit.ts). The route table (lib/site/routes.ts) names the pages, so a
 * new page is checked without being listed here; the pages that register or sign in must show
 * a form, so the test cannot pass by finding none.
 */
import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES, type PublicRoute } from '../../lib/site/routes';
import { clippedFormParts, PHONE_WIDTHS } from './form-fit';

/** Pages whose purpose is a form: registration, verification, sign-in. */
const FORM_KINDS = new Set<PublicRoute['kind']>(['home', 'landing', 'prelander', 'sales']);
const FORM_APP_PAGES = new Set(['/login', '/anmelden', '/verify-sms', '/sms-bestaetigung']);

const mustHaveForm = (route: PublicRoute) =>
  FORM_KINDS.has(route.kind) || FORM_APP_PAGES.has(route.path);

test('the pages that must have a form include both languages', () => {
  const locales = new Set(PUBLIC_ROUTES.filter(mustHaveForm).map((route) => route.locale));
  expect([...locales].sort()).toEqual(['de', 'it']);
  for (const path of FORM_APP_PAGES) expect(PUBLIC_ROUTES.map((r) => r.path)).toContain(path);
});

for (const route of PUBLIC_ROUTES) {
  test(`${route.path}: every form fits at ${PHONE_WIDTHS.join(', ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 800 });
    await page.goto(route.path, { waitUntil: 'domcontentloaded' });
    if (mustHaveForm(route)) await expect(page.locator('form').first()).toBeVisible();
    else await page.waitForLoadState('load');
    const withForm = (await page.locator('form:visible').count()) > 0;
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const clipped = await clippedFormParts(page);
      expect(clipped.slice(0, 8), `${route.path} at ${width} px`).toEqual([]);
      // A page with a form scrolls no sideways either (a focused field would move the page).
      if (!withForm) continue;
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${route.path} page width at ${width} px`).toBeLessThanOrEqual(width);
    }
  });
}
