/**
 * Registers a visitor through the home page's landing form, as a person would.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { codeFor } from './outbox';
import { asFromForm } from './proof';

/**
 * The consent box of a registration form, by its label (Italian or German): the form shield's
 * widget is a checkbox too once the form has been focused.
 */
export const PRIVACY_CHECKBOX = { name: /^(Ho letto|Ich habe)/ };

/**
 * Fills and sends the form of `/${query}` after the cookie choice `cookies` (reject all by
 * default); waits for /verify-sms, whose address carries no phone. Returns the email used.
 */
export async function register(
  page: Page,
  phone: string,
  query = '',
  cookies: 'Rifiuta tutti' | 'Accetta tutti' = 'Rifiuta tutti',
): Promise<string> {
  const email = `giulia.${phone.slice(-7)}@example.it`;
  await page.goto(`/${query}`);
  // A cookie choice first, as a visitor would: on a phone the banner covers the page bottom.
  await page.getByRole('button', { name: cookies }).click();
  const form = page.getByRole('form', { name: /registr|accedi|inizia/i });
  await form.getByLabel(/^Nome/).fill('Giulia');
  await form.getByLabel(/^Cognome/).fill('Rossi');
  await form.getByLabel(/^Email/i).fill(email);
  await form.getByLabel(/^(Telefono|Cellulare|Numero)/i).fill(phone.replace('+39', ''));
  await form.getByLabel(/^Password/).fill('segreta1');
  await form.getByLabel(/esperienza/i).selectOption('principiante');
  await form.getByRole('checkbox', PRIVACY_CHECKBOX).check();
  await form.getByRole('button', { name: 'ACCEDI GRATIS' }).click();
  await expect(page.getByText('Registrazione completata!')).toBeVisible();
  await page.waitForURL(/\/verify-sms\?/);
  // The phone reaches the page in the tab's sessionStorage, never in its address.
  expect(new URL(page.url()).searchParams.has('phone')).toBe(false);
  return email;
}

/**
 * Fills the reusable campaign form `form` (campaign, sales and pre-lander pages) for `phone`,
 * in the form's language, the privacy box ticked; does not send it. `firstName` names the
 * lead (the email is made from it and the phone).
 */
export async function fillCampaignForm(
  form: Locator,
  phone: string,
  options: { language?: 'it' | 'de'; firstName?: string } = {},
): Promise<void> {
  const italian = options.language !== 'de';
  const firstName = options.firstName ?? (italian ? 'Giulia' : 'Jonas');
  await form.getByLabel(italian ? /^Nome/ : /^Vorname/).fill(firstName);
  await form.getByLabel(italian ? /^Cognome/ : /^Nachname/).fill(italian ? 'Rossi' : 'Weber');
  const domain = italian ? 'example.it' : 'example.de';
  await form
    .getByLabel(italian ? /^Email/ : /^E-Mail/)
    .fill(`${firstName.toLowerCase()}.${phone.slice(-8)}@${domain}`);
  await form.getByLabel(italian ? /^Telefono/ : /^Mobilnummer/).fill(phone);
  await form
    .getByLabel(italian ? /^Esperienza/ : /^Trading-Erfahrung/)
    .selectOption(italian ? 'principiante' : 'base');
  await form.getByRole('checkbox', PRIVACY_CHECKBOX).check();
}

/**
 * Registers a German campaign lead («Lena Schmidt», no password, as the form of
 * /krypto-leitfaden-deutsch does) through the API of `request` and verifies it with the SMS
 * code; `request`'s cookies then hold the lead's session. Returns the lead's public id.
 */
export async function verifiedGermanLead(request: APIRequestContext, phone: string) {
  const registered = await request.post('/api/leads', {
    headers: { 'accept-language': 'de' },
    data: await asFromForm(request, {
      firstName: 'Lena',
      lastName: 'Schmidt',
      email: `lena.${phone.slice(-8)}@example.de`,
      phone,
      experience: 'base',
      privacyAccepted: 'true',
      campaign: 'GERMAN_CRYPTO_EDUCATION',
      locale: 'de',
    }),
  });
  expect(registered.status()).toBe(201);
  const verified = await request.post('/api/verify-sms', {
    data: { phone, code: await codeFor(phone) },
  });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { leadId: string }).leadId;
}
