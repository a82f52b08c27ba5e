/**
 * A German visitor stays on German pages (issue 36): a crawl that starts from every German
 * route of the route table (lib/site/routes.ts), follows every link to a German page, and fails on
 * any link to a page that exists in Italian only — navigation, footer, logo, buttons, the
 * cookie banner, the forms' consent links, at a desktop and a phone width — first as a
 * stranger, then as a verified German lead (the student area, the panel where the form was,
 * the home page). Links are read after the page's scripts ran, so client-rendered links count.
 */
import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../lib/site/routes';
import { verifiedGermanLead } from './register';

const GERMAN = new Set(PUBLIC_ROUTES.filter((r) => r.locale === 'de').map((r) => r.path));
const ITALIAN = new Set(PUBLIC_ROUTES.filter((r) => r.locale === 'it').map((r) => r.path));

/** Every link of the page, visible or not (a closed menu's too), with its text. */
async function linksOf(page: Page): Promise<{ href: string; text: string }[]> {
  return page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: (a as HTMLAnchorElement).href,
      text: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim().slice(0, 40),
    })),
  );
}

/**
 * Crawls the German pages from `start` at each width; returns each link to an Italian-only
 * page as «from → to («text»)» and the German pages it visited.
 */
async function crawl(page: Page, start: string[]): Promise<{ bad: string[]; seen: string[] }> {
  const bad = new Set<string>();
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      // Client-rendered links come with the page's scripts; a page that polls never idles.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      const here = new URL(page.url());
      for (const { href, text } of await linksOf(page)) {
        const url = new URL(href);
        if (url.origin !== here.origin) continue;
        if (ITALIAN.has(url.pathname)) bad.add(`${path} → ${url.pathname}${url.hash} («${text}»)`);
        else if (GERMAN.has(url.pathname) && !seen.has(url.pathname)) queue.push(url.pathname);
      }
    }
  }
  return { bad: [...bad].sort(), seen: [...seen].sort() };
}

test.describe.configure({ timeout: 240_000 });

test('no German page links to an Italian-only page', async ({ page }) => {
  const { bad, seen } = await crawl(page, [...GERMAN]);
  expect(seen).toEqual(expect.arrayContaining([...GERMAN]));
  expect(bad).toEqual([]);
});

test('a verified German lead meets no link to an Italian-only page', async ({ page }) => {
  const phone = `+49151${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const leadId = await verifiedGermanLead(page.request, phone);
  await page.goto('/krypto-leitfaden-deutsch');
  await page.evaluate((id) => localStorage.setItem('lead-id', id), leadId);
  await page.goto('/krypto-leitfaden-deutsch');
  await expect(page.locator('[data-guide-ready]')).toBeVisible();

  const { bad } = await crawl(page, ['/lernbereich', '/krypto-leitfaden-deutsch', '/anmelden']);
  expect(bad).toEqual([]);
  // The Italian home shows a German lead its German panel and area.
  await page.goto('/');
  const ready = page.locator('[data-guide-ready]');
  await expect(ready.getByText('Sie sind bereits registriert: Ihr Leitfaden wartet')).toBeVisible();
  await expect(ready.getByRole('link', { name: 'Zu Ihrem Lernbereich' })).toHaveAttribute(
    'href',
    '/lernbereich',
  );
});
