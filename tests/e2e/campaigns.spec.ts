/**
 * Campaign and sales pages (docs/product.md §2.10, §2.11, §2.3b) in a real browser: each page
 * shows the page count of the guide it delivers (a sample says so) and its colour theme, and the German form goes end to end —
 * register, SMS code from the outbox, verification, /willkommen-deutsch.
 */
import { expect, test } from '@playwright/test';
import { PRIVACY_CHECKBOX } from './register';
import { codeFor } from './outbox';

const PAGES = [
  { path: '/guida-crypto-educativa', count: /^\d+ pagine( \(Campione\))?$/, theme: 'blue' },
  { path: '/segnali-trading-educazione', count: /^\d+ pagine( \(Campione\))?$/, theme: 'green' },
  { path: '/analisi-mercati-educazione', count: /^\d+ pagine( \(Campione\))?$/, theme: 'purple' },
  { path: '/krypto-leitfaden-deutsch', count: /^\d+ Seiten( \(Muster\))?$/, theme: 'teal' },
  { path: '/guida-trading-base', count: /^\d+ pagine( \(Campione\))?$/, theme: 'orange' },
  { path: '/guida-crypto-principianti', count: /^\d+ pagine( \(Campione\))?$/, theme: 'teal' },
  {
    path: '/educazione-finanziaria-italiana',
    count: /^\d+ pagine( \(Campione\))?$/,
    theme: 'green',
  },
  { path: '/ebook-gratis', count: /^\d+ pagine( \(Campione\))?$/, theme: 'blue' },
];

for (const { path, count, theme } of PAGES) {
  test(`${path} shows its guide's page count, the ${theme} theme and a form without password`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByTestId('page-count')).toHaveText(count);
    await expect(page.locator(`main[data-theme="${theme}"]`)).toHaveCount(1);
    const card = page.locator(`section#modulo-guida[data-theme="${theme}"]`);
    await expect(card).toBeVisible();
    await expect(card.locator('input[type="password"]')).toHaveCount(0);
    await expect(card.getByRole('checkbox', PRIVACY_CHECKBOX)).not.toBeChecked();
  });
}

test('/segnali-trading-educazione says the signals are teaching examples', async ({ page }) => {
  await page.goto('/segnali-trading-educazione');
  await expect(page.getByRole('note')).toContainText('esempi didattici');
  await expect(page.getByRole('table')).toContainText('Analisi tecnica');
  await expect(page.getByRole('heading', { name: /4 passi/ })).toBeVisible();
});

test('the German form registers, verifies and lands on /willkommen-deutsch @mobile', async ({
  page,
}) => {
  const phone = `+49151${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  await page.goto('/krypto-leitfaden-deutsch?utm_source=facebook');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // A cookie choice first, as a visitor would (the banner covers the page bottom on phones).
  await page.getByRole('button', { name: 'Alle ablehnen' }).click();
  await page.getByRole('link', { name: 'Kostenlosen Leitfaden erhalten' }).first().click();

  const form = page.getByRole('form', { name: 'Leitfaden kostenlos anfordern' });
  await form.getByLabel(/^Vorname/).fill('Lena');
  await form.getByLabel(/^Nachname/).fill('Schmidt');
  await form.getByLabel(/^E-Mail/).fill(`lena.${phone.slice(-8)}@example.de`);
  await form.getByLabel(/^Mobilnummer/).fill(phone);
  await form.getByLabel(/^Trading-Erfahrung/).selectOption('base');
  await form.getByRole('button', { name: 'LEITFADEN KOSTENLOS ERHALTEN' }).click();
  await expect(form.getByText(/Um fortzufahren, müssen Sie/)).toBeVisible();
  await form.getByRole('checkbox', PRIVACY_CHECKBOX).check();
  await form.getByRole('button', { name: 'LEITFADEN KOSTENLOS ERHALTEN' }).click();
  await expect(page.getByText('Registrierung erfolgreich!')).toBeVisible();

  await page.waitForURL(/\/sms-bestaetigung\?/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestätigen Sie Ihre Nummer');
  const url = new URL(page.url());
  expect(url.searchParams.has('phone')).toBe(false);
  expect(url.searchParams.get('redirect')).toBe('/willkommen-deutsch');
  await expect(page.getByText(phone)).toBeVisible();
  expect(url.searchParams.get('campaign')).toBe('GERMAN_CRYPTO_EDUCATION');
  expect(url.searchParams.get('source')).toBe('german_crypto_education-prelander');

  await page.getByLabel('Bestätigungscode').fill(await codeFor(phone));
  await page.getByRole('button', { name: 'Code bestätigen' }).click();
  await page.waitForURL(/\/willkommen-deutsch/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Willkommen! Ihre Nummer ist bestätigt',
  );
  await expect(page.getByText(/250 Euro/).first()).toBeVisible();
  // Home is the German page the visitor came from, not the Italian /.
  await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute(
    'href',
    '/krypto-leitfaden-deutsch',
  );
});
