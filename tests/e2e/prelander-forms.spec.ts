/**
 * The registration form of the eight pre-landers in a real browser (docs/product.md §2.10, §2.3b;
 * docs/decisions.md §5b): on each page a visitor registers without leaving it, types the SMS code on
 * the verification page and lands on the guide the product spec names; the CRM's `lead.created` carries
 * the page's campaign (the FB_… id of the address, else the page's default). The form is in
 * the served HTML, axe finds nothing serious, and the form fits a phone.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fillCampaignForm } from './register';
import { codeFor, uniquePhone } from './outbox';
import { receivedEvent } from './receiver';

const FB_ID = 'FB_PL_TRADING_NEW_07';

const PAGES = [
  {
    path: '/trading-educativo',
    query: `?campaign=${FB_ID}&utm_source=facebook&utm_medium=cpc&utm_campaign=${FB_ID}`,
    campaign: FB_ID,
    redirect: '/guida-trading-base',
    scroll: true,
  },
  {
    path: '/crypto-educazione',
    campaign: 'CRYPTO_EDUCATION',
    redirect: '/guida-crypto-principianti',
    scroll: true,
  },
  {
    path: '/finanza-personale',
    campaign: 'FINANCIAL_EDUCATION',
    redirect: '/educazione-finanziaria-italiana',
    scroll: true,
  },
  { path: '/prelander', campaign: 'PRELANDER_DIRECT', redirect: '/guida-trading-base' },
  { path: '/trading-segreti', campaign: 'PRELANDER_DIRECT', redirect: '/guida-trading-base' },
  { path: '/strategie-italiane', campaign: 'PRELANDER_DIRECT', redirect: '/guida-trading-base' },
  { path: '/crypto-guida', campaign: 'CRYPTO_DIRECT', redirect: '/guida-crypto-principianti' },
  {
    path: '/investimenti-primi-passi',
    campaign: 'INVESTMENT_DIRECT',
    redirect: '/educazione-finanziaria-italiana',
  },
] as const;

/** The form card the scroll-to-form buttons lead to. */
const formCard = (page: Page) => page.locator('section#modulo-registrazione');

for (const entry of PAGES) {
  const { path, campaign, redirect } = entry;
  const query = 'query' in entry ? entry.query : '';
  const scroll = 'scroll' in entry && entry.scroll;

  test(`${path}${query ? ' (FB_… campaign)' : ''}: a visitor registers in the page for ${campaign} and reaches ${redirect}`, async ({
    page,
    request,
  }) => {
    // The form is in the served HTML of the static page, before any script runs.
    const html = await (await request.get(path)).text();
    expect(html).toContain('id="modulo-registrazione"');
    expect(html).toMatch(/<form[^>]*aria-label="[^"]+"/);

    const phone = uniquePhone();
    await page.goto(`${path}${query}`);
    // A cookie choice first, as a visitor would: on a phone the banner covers the page bottom.
    await page.getByRole('button', { name: 'Rifiuta tutti' }).click();
    if (scroll) {
      await page.getByRole('link', { name: 'Registrati gratis' }).click();
      await expect(page).toHaveURL(/#modulo-registrazione$/);
      await expect(formCard(page).getByRole('heading', { level: 2 })).toBeInViewport();
    }
    const form = formCard(page).getByRole('form');
    await fillCampaignForm(form, phone);
    await form.getByRole('button', { name: /GRATIS$/ }).click();
    await expect(page.getByText('Registrazione completata!')).toBeVisible();

    await page.waitForURL((url) => url.pathname === '/verify-sms');
    await page.getByLabel('Codice di verifica').fill(await codeFor(phone));
    await page.getByRole('button', { name: /^Verifica/ }).click();
    await page.waitForURL((url) => url.pathname === redirect);

    const created = await receivedEvent(request, 'lead.created', (d) => d.phone === phone);
    expect(created.body.data.campaignId).toBe(campaign);
  });
}

for (const { path } of PAGES) {
  test(`${path}: axe finds no serious or critical violation, with and without form errors`, async ({
    page,
  }) => {
    await page.goto(path);
    // As a first-time visitor sees it: the cookie banner open.
    await expect(page.getByRole('dialog', { name: /cookie/i })).toBeVisible();
    for (const withErrors of [false, true]) {
      if (withErrors) {
        await page.getByRole('button', { name: 'Rifiuta tutti' }).click();
        await formCard(page)
          .getByRole('button', { name: /GRATIS$/ })
          .click();
        await expect(formCard(page).getByRole('textbox').first()).toBeFocused();
      }
      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(blocking).toEqual([]);
    }
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path } of PAGES) {
    test(`${path}: the form fits the screen`, async ({ page }, testInfo) => {
      await page.goto(path);
      await page.getByRole('button', { name: 'Rifiuta tutti' }).click();
      const card = formCard(page);
      await card.scrollIntoViewIfNeeded();
      // No sideways scrolling, and every control of the form inside the screen.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      for (const control of await card.locator('input, select, button').all()) {
        const box = await control.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
      await card.screenshot({ path: testInfo.outputPath('form-390.png') });
      await page.screenshot({ path: testInfo.outputPath('page-390.png'), fullPage: true });
    });
  }
});

test.describe('on a 1366 px screen', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const path of ['/trading-educativo', '/crypto-guida']) {
    test(`${path}: the form sits beside the three steps`, async ({ page }, testInfo) => {
      await page.goto(path);
      await page.getByRole('button', { name: 'Rifiuta tutti' }).click();
      const steps = page.getByRole('heading', { name: 'Tre passi per ricevere la guida' });
      const [stepsBox, cardBox] = [await steps.boundingBox(), await formCard(page).boundingBox()];
      expect(cardBox!.x).toBeGreaterThan(stepsBox!.x + stepsBox!.width);
      await page.screenshot({ path: testInfo.outputPath('page-1366.png'), fullPage: true });
    });
  }
});
