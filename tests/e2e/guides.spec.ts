/**
 * The info and guide pages of docs/product.md §2.12 in a real browser: each answers 200 in Italian
 * with one h1 and a call to action to the home registration form; the trading guide's
 * contents links land on their sections; the broker page's canonical is /broker-comparison
 * at both addresses; tables scroll inside their region on a phone, not the page.
 */
import { expect, test } from '@playwright/test';

const PAGES = [
  ['/about', /Educazione finanziaria/],
  ['/guida-trading', /Guida al trading online/],
  ['/forex-trading', /Forex trading/],
  ['/broker-trading-online', /Broker di trading online/],
  ['/broker-comparison', /Broker di trading online/],
] as const;

const GUIDE_ANCHORS = [
  'cos-e-trading',
  'come-iniziare',
  'broker-italia',
  'strumenti-finanziari',
  'strategie-trading',
  'analisi-tecnica',
  'gestione-rischio',
  'errori-evitare',
];

for (const [path, h1] of PAGES) {
  test(`${path} renders in Italian with its h1, notices and registration link @mobile`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(/Tra il 74% e l'89%/)).toBeVisible();
    await expect(page.getByText(/compenso/).first()).toBeAttached();
    const cta = page.locator('main a[href="/#hero-form"]').last();
    await expect(cta).toBeVisible();
    const noHorizontalScroll = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(noHorizontalScroll).toBe(true);
  });
}

test('the trading guide contents links jump to their eight sections', async ({ page }) => {
  await page.goto('/guida-trading');
  const toc = page.getByRole('navigation', { name: 'In questa guida' });
  await expect(toc.getByRole('link')).toHaveCount(GUIDE_ANCHORS.length);
  for (const id of GUIDE_ANCHORS) {
    const link = toc.locator(`a[href="#${id}"]`);
    await expect(link).toHaveCount(1);
    const section = page.locator(`section#${id}`);
    await expect(section).toHaveCount(1);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      (await link.textContent()) ?? '',
    );
  }
  await toc.locator('a[href="#errori-evitare"]').click();
  await expect(page).toHaveURL(/#errori-evitare$/);
  await expect(page.locator('section#errori-evitare h2')).toBeInViewport();
});

test('both broker addresses point search engines to /broker-comparison', async ({ page }) => {
  await page.goto('/broker-trading-online');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/broker-comparison$/,
  );
  // The canonical link alone says which address counts (no noindex beside it).
  await expect(page.locator('meta[name="robots"]')).not.toHaveAttribute('content', /noindex/);

  await page.goto('/broker-comparison');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/broker-comparison$/,
  );
  await expect(page.locator('meta[name="robots"]')).not.toHaveAttribute('content', /noindex/);
  const table = page.getByRole('table', { name: /tre tipologie di broker/ });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Criterio',
    'Broker base',
    'Broker intermedio',
    'Broker professionale',
  ]);
});

test('the broker table scrolls inside its own region on a phone @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/broker-comparison');
  const region = page.getByRole('region', { name: /tre tipologie di broker/ });
  const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await region.evaluate((el) => el.scrollBy({ left: 200 }));
  expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});
