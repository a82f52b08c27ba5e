/**
 * A German visitor end to end (docs/decisions.md §5b: every public flow stays in the visitor's
 * language, legal pages included): from /krypto-leitfaden-deutsch through registration,
 * /sms-bestaetigung (code from the SMS outbox) and /willkommen-deutsch, following every legal
 * link the cookie banner, the form and the footer offer, without meeting <html lang="it"> or
 * an Italian legal page. The Impressum names its operator or the missing setting.
 */
import { expect, test, type Page } from '@playwright/test';
import { fillCampaignForm } from './register';
import { LEGAL_PATHS } from '../../lib/site/routes';
import { codeFor } from './outbox';

const ITALIAN_LEGAL = new Set<string>(Object.values(LEGAL_PATHS.it));
const GERMAN_LEGAL = new Set<string>(Object.values(LEGAL_PATHS.de));

/** The site paths of the page's links (no query, no anchor). */
async function sitePaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.split(/[?#]/)[0] ?? '');
}

/** The page is German and links no Italian legal page. */
async function expectGerman(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect((await sitePaths(page)).filter((path) => ITALIAN_LEGAL.has(path))).toEqual([]);
}

test('a German visitor registers, verifies and reads every legal page in German', async ({
  page,
}) => {
  const phone = `+49152${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  await page.goto('/krypto-leitfaden-deutsch');
  await expectGerman(page);

  // The cookie banner's policy links.
  const banner = page.getByRole('dialog', { name: /Cookie/ });
  await expect(banner.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
    'href',
    '/datenschutz',
  );
  await expect(banner.getByRole('link', { name: 'Cookie-Richtlinie' })).toHaveAttribute(
    'href',
    '/cookie-richtlinie',
  );
  await banner.getByRole('link', { name: 'Cookie-Richtlinie' }).click();
  await page.waitForURL(/\/cookie-richtlinie$/);
  await expectGerman(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie-Richtlinie');
  await page.getByRole('button', { name: 'Alle ablehnen' }).click();
  await page.goto('/krypto-leitfaden-deutsch');

  // The form's policy links, then the registration.
  const form = page.getByRole('form', { name: 'Leitfaden kostenlos anfordern' });
  const formLinks = await form
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(formLinks).toEqual(['/datenschutz', '/nutzungsbedingungen']);
  // They open in a new tab, so the form keeps what was typed.
  const [policy] = await Promise.all([
    page.waitForEvent('popup'),
    form.getByRole('link', { name: /Datenschutz/ }).click(),
  ]);
  await expect(policy.locator('html')).toHaveAttribute('lang', 'de');
  await expect(policy.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  await policy.close();
  await fillCampaignForm(form, phone, { language: 'de' });
  await form.getByRole('button', { name: 'LEITFADEN KOSTENLOS ERHALTEN' }).click();

  // Verification: in German, and the way back leads to the German campaign page.
  await page.waitForURL(/\/sms-bestaetigung\?/);
  await expectGerman(page);
  const back = page.getByRole('link', { name: 'Zurück zur Registrierung' });
  await expect(back).toHaveAttribute('href', /^\/krypto-leitfaden-deutsch\?campaign=GERMAN/);
  await page.getByLabel('Bestätigungscode').fill(await codeFor(phone));
  await page.getByRole('button', { name: 'Code bestätigen' }).click();
  await page.waitForURL(/\/willkommen-deutsch/);
  await expectGerman(page);

  // Every legal link of the German footer, followed by a click.
  const footer = page.getByRole('contentinfo');
  const footerPaths = await footer
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  // As the Italian footer: the educational disclaimer; the risk warnings are linked from the texts.
  expect(new Set(footerPaths)).toEqual(
    new Set([...GERMAN_LEGAL].filter((path) => path !== LEGAL_PATHS.de.disclaimer)),
  );

  const visited = new Set<string>();
  /** Opens `path` by clicking its link on `from` (inside `scope`), then checks the page. */
  async function follow(from: string, scope: 'contentinfo' | 'article', path: string) {
    visited.add(path);
    await page.goto(from);
    await page.getByRole(scope).locator(`a[href="${path}"]`).first().click();
    await page.waitForURL((url) => url.pathname === path);
    await expectGerman(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The Italian texts' markers are absent: the page's own German date, no Italian labels.
    await expect(page.getByText('Zuletzt aktualisiert:')).toBeVisible();
    await expect(page.getByText(/Ultimo aggiornamento|Torna alla home/)).toHaveCount(0);
    // The way home stays German too.
    await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute(
      'href',
      '/krypto-leitfaden-deutsch',
    );
  }
  for (const path of new Set([...footerPaths, ...formLinks.map(String)]))
    await follow('/willkommen-deutsch', 'contentinfo', path);
  // The terms' link to the risk warnings ("Haftungsausschluss").
  await follow('/nutzungsbedingungen', 'article', LEGAL_PATHS.de.disclaimer);
  expect(visited).toEqual(GERMAN_LEGAL);
});

test('the Impressum shows each operator detail or names the setting that is missing', async ({
  page,
}) => {
  await page.goto('/impressum');
  await expectGerman(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
  const fields = page.locator('[data-operator-field]');
  await expect(fields).toHaveCount(6);
  for (const field of await fields.all()) {
    const value = (await field.locator('dd').innerText()).trim();
    expect(value).not.toBe('');
    const missing = field.locator('[data-missing-setting]');
    if ((await missing.count()) > 0)
      await expect(missing).toContainText(
        (await missing.getAttribute('data-missing-setting')) ?? '',
      );
  }
});

test('the Italian legal pages keep Italian links and name their German twin', async ({ page }) => {
  const response = await page.goto('/privacy-policy');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  expect((await sitePaths(page)).filter((path) => GERMAN_LEGAL.has(path))).toEqual([]);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    /\/datenschutz$/,
  );
});
