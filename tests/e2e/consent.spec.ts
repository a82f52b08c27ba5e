/**
 * Cookie consent in a real browser (docs/product.md §2.4, §4; Garante rules): accept, reject, save,
 * close, re-prompt, the footer button, and no third-party request before consent. The
 * snapshot must be built with NEXT_PUBLIC_GA_ID and NEXT_PUBLIC_META_PIXEL_ID set.
 */
import { expect, test, type Page, type Request } from '@playwright/test';

const THIRD_PARTY = /googletagmanager\.com|google-analytics\.com|facebook\.(net|com)/;

/** Records every request to a host other than the site, and stubs GA/Meta scripts. */
async function watchThirdParty(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (request.url().startsWith('http') && hostname !== 'localhost') seen.push(request.url());
  });
  await page.route(THIRD_PARTY, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' }),
  );
  return seen;
}

/** Navigates and waits until the page is hydrated and its islands ran (tracking answered). */
async function load(page: Page, go: () => Promise<unknown>): Promise<void> {
  const tracked = page.waitForResponse((r) => r.url().includes('/api/track-visitor'));
  await go();
  await tracked;
  await page.waitForTimeout(500);
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Informativa sui cookie' });
const storage = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);
const consentPost = (page: Page) =>
  page.waitForRequest((r: Request) => r.url().endsWith('/api/consent') && r.method() === 'POST');

test('nothing is requested from a third party before consent; accept all loads GA and pixel', async ({
  page,
}) => {
  const seen = await watchThirdParty(page);
  await load(page, () => page.goto('/'));
  await expect(banner(page)).toBeVisible();
  await expect(
    banner(page).getByRole('heading', { name: 'Questo sito utilizza i cookie' }),
  ).toBeVisible();
  expect(seen).toEqual([]);

  const posted = consentPost(page);
  await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
  const body = (await posted).postDataJSON();
  expect(body).toMatchObject({
    action: 'accept_all',
    categories: { necessary: true, analytics: true, marketing: true, functional: true },
  });
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => seen.some((u) => u.includes('googletagmanager.com/gtag/js?id=G-')))
    .toBe(true);
  await expect.poll(() => seen.some((u) => u.includes('connect.facebook.net'))).toBe(true);
  expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe('function');
  expect(await storage(page, 'cookie-consent')).toBe('true');

  await load(page, () => page.reload());
  await expect(banner(page)).toBeHidden();
});

test('reject all keeps only necessary cookies and loads nothing', async ({ page }) => {
  const seen = await watchThirdParty(page);
  await load(page, () => page.goto('/'));
  const reject = banner(page).getByRole('button', { name: 'Rifiuta tutti' });
  const accept = banner(page).getByRole('button', { name: 'Accetta tutti' });
  // Rejecting is as prominent as accepting: same size and same colours.
  const look = (l: typeof reject) =>
    l.evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, el.clientHeight];
    });
  expect(await look(reject)).toEqual(await look(accept));

  const posted = consentPost(page);
  await reject.click();
  expect((await posted).postDataJSON()).toMatchObject({
    action: 'reject_all',
    categories: { analytics: false, marketing: false, functional: false },
  });
  await expect(banner(page)).toBeHidden();
  expect(JSON.parse((await storage(page, 'cookie-preferences'))!)).toEqual({
    necessary: true,
    analytics: false,
    marketing: false,
    functional: false,
  });
  await page.waitForTimeout(500);
  expect(seen).toEqual([]);
});

test('the close X keeps only necessary cookies and is recorded as close', async ({ page }) => {
  const seen = await watchThirdParty(page);
  await page.goto('/');
  const posted = consentPost(page);
  await banner(page)
    .getByRole('button', { name: /Chiudi/ })
    .click();
  expect((await posted).postDataJSON()).toMatchObject({
    action: 'close',
    categories: { analytics: false, marketing: false },
  });
  await expect(banner(page)).toBeHidden();
  expect(await storage(page, 'cookie-consent')).toBe('true');
  await page.waitForTimeout(500);
  expect(seen).toEqual([]);
});

test('save preferences stores the chosen categories; analytics only loads GA', async ({ page }) => {
  const seen = await watchThirdParty(page);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Gestisci preferenze' }).click();
  await expect(banner(page).getByRole('heading', { name: 'Preferenze cookie' })).toBeFocused();
  const necessary = banner(page).getByRole('switch', { name: 'Necessari' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  for (const name of ['Analitici', 'Marketing', 'Funzionali']) {
    await expect(banner(page).getByRole('switch', { name })).not.toBeChecked();
  }
  await banner(page).getByRole('switch', { name: 'Analitici' }).click();
  // The close control of the panel returns to the short notice (and Escape does too).
  await banner(page).getByRole('button', { name: "Torna all'informativa breve" }).click();
  await expect(
    banner(page).getByRole('heading', { name: 'Questo sito utilizza i cookie' }),
  ).toBeVisible();
  await banner(page).getByRole('button', { name: 'Gestisci preferenze' }).click();
  await banner(page).getByRole('switch', { name: 'Analitici' }).press('Space');
  await expect(banner(page).getByRole('switch', { name: 'Analitici' })).toBeChecked();

  const posted = consentPost(page);
  await banner(page).getByRole('button', { name: 'Salva preferenze' }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    action: 'save',
    categories: { analytics: true, marketing: false, functional: false },
  });
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => seen.some((u) => u.includes('googletagmanager.com'))).toBe(true);
  expect(seen.some((u) => u.includes('facebook'))).toBe(false);
});

test('the footer button reopens the preferences with the current choice', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Rifiuta tutti' }).click();
  await expect(banner(page)).toBeHidden();
  const footerButton = page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Preferenze cookie' });
  await footerButton.click();
  await expect(banner(page).getByRole('heading', { name: 'Preferenze cookie' })).toBeFocused();
  await expect(banner(page).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  await banner(page).getByRole('switch', { name: 'Marketing' }).click();
  await banner(page).getByRole('button', { name: 'Salva preferenze' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(footerButton).toBeFocused();
  expect(JSON.parse((await storage(page, 'cookie-preferences'))!)).toMatchObject({
    marketing: true,
  });
});

/** Makes a choice, then rewrites its stored time/version to simulate an old grant of everything. */
async function ageStoredChoice(page: Page, change: { monthsAgo: number; policyVersion?: string }) {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Rifiuta tutti' }).click();
  await expect(banner(page)).toBeHidden();
  await page.evaluate(({ monthsAgo, policyVersion }) => {
    const meta = JSON.parse(localStorage.getItem('cookie-consent-meta')!);
    const decided = new Date();
    decided.setMonth(decided.getMonth() - monthsAgo);
    meta.decidedAt = decided.toISOString();
    if (policyVersion) meta.policyVersion = policyVersion;
    localStorage.setItem('cookie-consent-meta', JSON.stringify(meta));
    const all = { necessary: true, analytics: true, marketing: true, functional: true };
    localStorage.setItem('cookie-preferences', JSON.stringify(all));
  }, change);
}

test('a choice younger than 6 months is kept and applied', async ({ page }) => {
  const seen = await watchThirdParty(page);
  await ageStoredChoice(page, { monthsAgo: 5 });
  await page.reload();
  await expect.poll(() => seen.some((u) => u.includes('googletagmanager.com'))).toBe(true);
  await expect(banner(page)).toBeHidden();
});

test('asks again when the choice is older than 6 months', async ({ page }) => {
  const seen = await watchThirdParty(page);
  await ageStoredChoice(page, { monthsAgo: 7 });
  await load(page, () => page.reload());
  await expect(banner(page)).toBeVisible();
  expect(seen).toEqual([]); // an expired grant loads nothing
});

test('asks again when the cookie policy version changed', async ({ page }) => {
  const seen = await watchThirdParty(page);
  await ageStoredChoice(page, { monthsAgo: 0, policyVersion: '2020-01-01' });
  await load(page, () => page.reload());
  await expect(banner(page)).toBeVisible();
  expect(seen).toEqual([]);
});

test('the banner fits a phone screen and the choices are reachable @mobile', async ({ page }) => {
  await page.goto('/');
  for (const name of ['Gestisci preferenze', 'Rifiuta tutti', 'Accetta tutti']) {
    await expect(banner(page).getByRole('button', { name })).toBeInViewport();
  }
  await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
  await expect(banner(page)).toBeHidden();
});

test('the notice comes with the HTML, and a stored choice hides it before any script of ours runs', async ({
  page,
}) => {
  // No Next.js chunk may load: what shows is the pre-rendered page and its inline script. The
  // chunks' URLs carry `?dpl=<deployment id>` when the build has one (a release, CI).
  await page.route(/\/_next\/static\/chunks\/.+\.js(\?|$)/, (route) => route.abort());
  await page.goto('/guida-trading');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Rifiuta tutti' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  await page.evaluate(() => {
    const categories = { necessary: true, analytics: false, marketing: false, functional: false };
    localStorage.setItem('cookie-consent', 'true');
    localStorage.setItem('cookie-preferences', JSON.stringify(categories));
    localStorage.setItem(
      'cookie-consent-meta',
      JSON.stringify({ decidedAt: new Date().toISOString(), policyVersion: '2026-11-01' }),
    );
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});
