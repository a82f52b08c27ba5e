/**
 * The product's main job in a real browser: register on `/`, read the SMS code from the
 * outbox, verify it on /verify-sms and reach the student area.
 */
import { expect, test } from '@playwright/test';
import { codeFor, uniquePhone } from './outbox';
import { register } from './register';

test('registers, verifies the SMS code and reaches the student area @mobile', async ({ page }) => {
  const phone = uniquePhone();
  await register(page, phone, '?cid=CRYPTO_FB_01&source=facebook');
  const url = new URL(page.url());
  expect(url.searchParams.has('phone')).toBe(false);
  expect(url.searchParams.get('redirect')).toBe('/student-dashboard?ebook=crypto');
  // The tab knows the number (sessionStorage), also after a reload.
  await expect(page.getByText(phone)).toBeVisible();
  await page.reload();
  await expect(page.getByText(phone)).toBeVisible();

  const verify = page.getByRole('button', { name: /^Verifica/ });
  await expect(verify).toBeDisabled();
  await page.getByLabel('Codice di verifica').fill(await codeFor(phone));
  await expect(verify).toBeEnabled();
  await verify.click();
  await expect(
    page.getByText('Verifica completata! Benvenuto nella tua dashboard educativa.'),
  ).toBeVisible();

  await page.waitForURL(/\/student-dashboard\?ebook=crypto/);
  await expect(page.getByText(/Giulia/).first()).toBeVisible();
  await expect(page.getByText('Accesso non autorizzato')).toHaveCount(0);
});

test('a wrong code shows "Codice non valido"', async ({ page }) => {
  const phone = uniquePhone();
  await register(page, phone);
  const code = await codeFor(phone);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Codice di verifica').fill(wrong);
  await page.getByRole('button', { name: /^Verifica/ }).click();
  await expect(page.getByText('Codice non valido')).toBeVisible();
  await expect(page.getByText('Il codice inserito non è corretto. Riprova.')).toBeVisible();
});

test("an old link's ?phone= still opens the page, and leaves the address; resend after 2:00", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/verify-sms?phone=%2B393470000000&campaign=FB_AD_01');
  await expect(page.getByText('+393470000000')).toBeVisible();
  await expect(page).toHaveURL((url) => !url.searchParams.has('phone'));
  expect(new URL(page.url()).searchParams.get('campaign')).toBe('FB_AD_01');
  await expect(page.getByText(/2:00/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invia di nuovo il codice' })).toHaveCount(0);
  await page.clock.runFor(60_000);
  await expect(page.getByText(/1:00/)).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(page.getByRole('button', { name: 'Invia di nuovo il codice' })).toBeVisible();
});

test('/verify-sms in a tab that knows no phone asks for the number', async ({ page }) => {
  await page.goto('/verify-sms');
  // A cookie choice first, as a visitor would: the banner covers the page bottom.
  await page.getByRole('button', { name: 'Rifiuta tutti' }).click();
  await expect(page.getByText('Quale numero vuoi verificare?')).toBeVisible();
  await page.getByLabel('Numero di cellulare').fill('+39 347 000 0001');
  await page.getByRole('button', { name: 'Continua', exact: true }).click();
  await expect(page.getByText('+39 347 000 0001')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invia di nuovo il codice' })).toBeVisible();
});

test('the student area refuses a browser that has not verified', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Accesso non autorizzato')).toBeVisible();
});

test('an unknown path answers 404 "Page Not Found"', async ({ page }) => {
  const response = await page.goto('/questa-pagina-non-esiste');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found')).toBeVisible();
});
