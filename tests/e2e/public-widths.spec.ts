/**
 * Every public page fits a 320 px phone (issue 36), in both languages: each route of the route
 * table (lib/site/routes.ts) is opened at 320 px, scrolled through so that lazy sections render, and
 * no element and no line of text may run past the screen or out of a box that clips it
 * (tests/e2e/layout-checks.ts measures element boxes and text lines: the page's scroll width
 * alone misses a box cut off inside a card, and an element's box misses a word too long for it).
 * Content inside a box that scrolls sideways on purpose (a wide table) is the box's to show.
 */
import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../lib/site/routes';
import { overflowing, overflowingText } from './layout-checks';

test.use({ viewport: { width: 320, height: 640 } });

for (const route of PUBLIC_ROUTES) {
  test(`${route.path} (${route.locale}) fits 320 px`, async ({ page }) => {
    await page.goto(route.path);
    await page.waitForLoadState('networkidle');
    // Through the whole page, so that what renders near the screen renders.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    expect([...(await overflowing(page)), ...(await overflowingText(page))]).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
}
