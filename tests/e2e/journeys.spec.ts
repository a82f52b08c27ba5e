/**
 * A visitor from a paid ad on a 360 px phone, Italian and German, from the campaign page to the
 * student area: the form wholly visible before it is sent (tests/e2e/form-fit.ts), the code
 * from the SMS, then what the page promised in the lead's language: the Italian guide and the
 * way to /student-dashboard where the form was; the German welcome page, the guide link by SMS
 * and /lernbereich, with the German sign-in and the logo leading to German pages.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { E2E_OUTBOX } from '../../playwright.config';
import { clippedFormParts } from './form-fit';
import { codeFor, uniquePhone } from './outbox';
import { fillCampaignForm } from './register';

test.use({ viewport: { width: 360, height: 780 } });

/** The SMS texts the app wrote to `to` so far (the e2e outbox file). */
async function smsTo(to: string): Promise<string[]> {
  const text = await readFile(E2E_OUTBOX, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === to)
    .map((m) => m.text);
}

/** No part of the page's forms leaves the screen or its card. */
async function expectFormFits(page: Page) {
  expect(await clippedFormParts(page)).toEqual([]);
}

test('an Italian visitor goes from /trading-educativo to the guide and the student area', async ({
  page,
}) => {
  const phone = uniquePhone();
  await page.goto('/trading-educativo');
  await page.getByRole('button', { name: 'Rifiuta tutti' }).click();
  await page.getByRole('link', { name: 'Registrati gratis' }).click();
  const form = page.locator('section#modulo-registrazione').getByRole('form');
  await fillCampaignForm(form, phone);
  await expectFormFits(page);
  await form.getByRole('button', { name: /GRATIS$/ }).click();

  await page.waitForURL((url) => url.pathname === '/verify-sms');
  await page.getByLabel('Codice di verifica').fill(await codeFor(phone));
  await page.getByRole('button', { name: /^Verifica/ }).click();
  await page.waitForURL((url) => url.pathname === '/guida-trading-base');

  // The guide and the student area where the form was: nothing more to register for.
  const ready = page.locator('[data-guide-ready]');
  await expect(ready.getByText('Sei già registrato: la tua guida ti aspetta')).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(ready.getByRole('link', { name: 'Scarica la guida (PDF)' })).toHaveAttribute(
    'href',
    '/ebooks/tradingBasics.pdf',
  );
  await ready.getByRole('link', { name: 'Vai alla tua area studenti' }).click();
  await page.waitForURL((url) => url.pathname === '/student-dashboard');
  expect(new URL(page.url()).searchParams.get('ebook')).toBe('trading');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ciao Giulia!');
  await expect(page.getByRole('banner').getByRole('link')).toHaveAttribute('href', '/');
  // No guide link by SMS: the Italian pages promise none.
  expect(await smsTo(phone)).toHaveLength(1);
});

test('a German visitor goes from /krypto-leitfaden-deutsch to the SMS link and /lernbereich', async ({
  page,
}) => {
  const phone = `+49152${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  await page.goto('/krypto-leitfaden-deutsch');
  await page.getByRole('button', { name: 'Alle ablehnen' }).click();
  const form = page.getByRole('form', { name: 'Leitfaden kostenlos anfordern' });
  await form.scrollIntoViewIfNeeded();
  await fillCampaignForm(form, phone, { language: 'de', firstName: 'Lena' });
  await expectFormFits(page);
  await form.getByRole('button', { name: 'LEITFADEN KOSTENLOS ERHALTEN' }).click();

  await page.waitForURL(/\/sms-bestaetigung\?/);
  await expect(page.getByRole('banner').getByRole('link')).toHaveAttribute(
    'href',
    '/krypto-leitfaden-deutsch',
  );
  await page.getByLabel('Bestätigungscode').fill(await codeFor(phone));
  await page.getByRole('button', { name: 'Code bestätigen' }).click();
  await page.waitForURL(/\/willkommen-deutsch/);

  // The promised SMS: the link to the German student area, once, nothing personal in it.
  await expect.poll(async () => (await smsTo(phone)).length).toBe(2);
  const link = (await smsTo(phone))[1]!;
  expect(link).toMatch(/^Ihr Leitfaden ist bereit: http\S+\/lernbereich\?ebook=crypto /);
  expect(link).not.toContain('Lena');

  await page.getByRole('link', { name: 'Zu Ihrem Lernbereich' }).click();
  await page.waitForURL((url) => url.pathname === '/lernbereich');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hallo Lena!');
  await expect(page.locator('[data-highlighted="cryptoBasics"]')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link')).toHaveAttribute(
    'href',
    '/krypto-leitfaden-deutsch',
  );
  // No Italian page is linked from the German area.
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => /^\/(benvenuto|login|student-dashboard)\b/.test(href))).toEqual([]);

  // The Italian area sends a German lead to its own; the campaign page shows its guide.
  await page.goto('/student-dashboard?ebook=crypto');
  await page.waitForURL((url) => url.pathname === '/lernbereich');
  await page.goto('/krypto-leitfaden-deutsch');
  const ready = page.locator('[data-guide-ready]');
  await expect(ready.getByText('Sie sind bereits registriert: Ihr Leitfaden wartet')).toBeVisible();
  await expect(ready.getByRole('link', { name: 'Zu Ihrem Lernbereich' })).toHaveAttribute(
    'href',
    '/lernbereich?ebook=crypto',
  );
  expect(await smsTo(phone)).toHaveLength(2);
});

test('the German sign-in: «Anmelden» on /sms-bestaetigung opens /anmelden, in German', async ({
  page,
}) => {
  await page.goto('/sms-bestaetigung');
  await page.getByRole('button', { name: 'Alle ablehnen' }).click();
  await page.getByRole('link', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => url.pathname === '/anmelden');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung im Lernbereich');
  await expect(page.getByRole('banner').getByRole('link')).toHaveAttribute(
    'href',
    '/krypto-leitfaden-deutsch',
  );
  await expectFormFits(page);
  // A browser without the lead's session finds the German sign-in on the German area too.
  await page.goto('/lernbereich');
  await expect(page.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/anmelden');
});
