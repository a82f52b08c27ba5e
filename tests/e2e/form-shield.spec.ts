/**
 * The form shield in Chromium against the production build: the home form's widget solves
 * the proof of work in the page while the visitor types (axe clean with it showing), a scripted
 * POST without a solution is refused without an SMS, and a premium-rate number is refused on
 * its field before any SMS.
 */
import { expect, test } from '@playwright/test';
import { noBlockingViolations } from './admin-session';
import { codeFor, smsCountTo, uniquePhone } from './outbox';
import { solvedProof } from './proof';

test('a visitor registers with the proof of work solved in the page @mobile', async ({ page }) => {
  const phone = uniquePhone();
  const challenges: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/altcha/challenge')) challenges.push(r.status());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Rifiuta tutti' }).click();
  const form = page.getByRole('form', { name: /accedi/i });
  // No widget, no challenge until the visitor starts on the form.
  await expect(form.locator('altcha-widget')).toHaveCount(0);
  expect(challenges).toEqual([]);

  await form.getByLabel(/^Nome/).fill('Giulia');
  // Solved while the visitor types: its checkbox ticks itself, its label says so.
  const widget = form.locator('altcha-widget');
  await expect(widget.getByRole('checkbox', { name: 'Verificato' })).toBeChecked();
  expect(challenges).toEqual([200]);
  await noBlockingViolations(page);

  await form.getByLabel(/^Cognome/).fill('Rossi');
  await form.getByLabel(/^Email/i).fill(`scudo.${phone.slice(-7)}@example.it`);
  await form.getByLabel(/^Telefono/i).fill(phone.replace('+39', ''));
  await form.getByLabel(/^Password/).fill('segreta1');
  await form.getByLabel(/esperienza/i).selectOption('principiante');
  await form.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/leads') && r.method() === 'POST');
  await form.getByRole('button', { name: 'ACCEDI GRATIS' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body.altcha).toEqual(expect.any(String));
  expect(body.fillMs).toBeGreaterThanOrEqual(2_000);
  expect(body).not.toHaveProperty('website');
  await page.waitForURL(/\/verify-sms\?/);
  expect(await codeFor(phone)).toMatch(/^\d{6}$/);
});

test('a scripted registration without a solved proof gets 4xx and sends no SMS', async ({
  request,
}) => {
  const phone = uniquePhone();
  const fields = {
    firstName: 'Bot',
    lastName: 'Farm',
    email: `bot.${phone.slice(-7)}@example.it`,
    phone,
    password: 'segreta123',
    experience: 'base',
    privacyAccepted: true,
    fillMs: 8_000,
  };
  const none = await request.post('/api/leads', { data: fields });
  expect(none.status()).toBe(400);
  expect((await none.json()).error.code).toBe('proof_required');

  const altcha = await solvedProof(request);
  const garbled = await request.post('/api/leads', {
    data: { ...fields, altcha: altcha.slice(0, -8) },
  });
  expect(garbled.status()).toBe(403);

  const resend = await request.post('/api/resend-sms', { data: { phone } });
  expect(resend.status()).toBe(400);
  expect(await smsCountTo(phone)).toBe(0);

  // The same request with the solved proof goes through, once.
  expect((await request.post('/api/leads', { data: { ...fields, altcha } })).status()).toBe(201);
  const replay = await request.post('/api/leads', { data: { ...fields, altcha } });
  expect(replay.status()).toBe(403);
  await codeFor(phone);
  expect(await smsCountTo(phone)).toBe(1);
});

test('a premium-rate number is refused on its field before any SMS', async ({ page }) => {
  const premium = '+39899123456';
  await page.goto('/');
  await page.getByRole('button', { name: 'Rifiuta tutti' }).click();
  const form = page.getByRole('form', { name: /accedi/i });
  await form.getByLabel(/^Nome/).fill('Giulia');
  await form.getByLabel(/^Cognome/).fill('Rossi');
  await form.getByLabel(/^Email/i).fill(`premium.${Date.now() % 1e7}@example.it`);
  const phoneField = form.getByLabel(/^Telefono/i);
  await phoneField.fill('+39 899 123456');
  await form.getByLabel(/^Password/).fill('segreta1');
  await form.getByLabel(/esperienza/i).selectOption('principiante');
  await form.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await form.getByRole('button', { name: 'ACCEDI GRATIS' }).click();
  await expect(phoneField).toHaveAccessibleDescription(/non può ricevere il codice SMS/);
  await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
  expect(await smsCountTo(premium)).toBe(0);
  expect(page.url()).not.toMatch(/verify-sms/);
});
