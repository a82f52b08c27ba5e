/**
 * Verification through Vonage Verify in Chromium, in both languages (docs/sms.md): the same
 * build, served by a second server with VERIFY_DRIVER=vonage-verify against the Verify stand-in
 * (playwright.config.ts E2E_VERIFY). A visitor registers, the code page names WhatsApp, and the
 * code Verify delivered reaches the student area; with WhatsApp failing, Verify falls back to
 * SMS after the channel's timeout and that code verifies.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { E2E_VERIFY } from '../../playwright.config';
import { fillCampaignForm, register } from './register';

test.use({ baseURL: E2E_VERIFY.url });

interface VerifyOutboxLine {
  channel: 'whatsapp' | 'sms' | 'voice';
  to: string;
  code: string | null;
}

/** Waits for the code Verify delivered to `phone` by `channel`. */
async function verifyCode(phone: string, channel: VerifyOutboxLine['channel']): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const text = await readFile(E2E_VERIFY.outbox, 'utf8').catch(() => '');
      const lines = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as VerifyOutboxLine);
      code = lines.find((l) => l.to === phone.slice(1) && l.channel === channel)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function standIn(path: string, method: 'PUT' | 'POST', body: unknown) {
  const res = await fetch(`${E2E_VERIFY.standIn}${path}`, {
    method,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  expect(res.ok).toBe(true);
}

const LANGUAGES = [
  {
    language: 'it' as const,
    phone: () => `+39347${String(Date.now() % 10_000_000).padStart(7, '0')}`,
    register: async (page: Page, phone: string) => {
      await register(page, phone);
    },
    sentWhatsapp: 'Ti abbiamo inviato il codice via WhatsApp.',
    codeLabel: 'Codice di verifica',
    verify: /^Verifica codice/,
    studentArea: /\/student-dashboard/,
  },
  {
    language: 'de' as const,
    phone: () => `+49152${String(Date.now() % 100_000_000).padStart(8, '0')}`,
    register: async (page: Page, phone: string) => {
      await page.goto('/krypto-leitfaden-deutsch');
      await page.getByRole('button', { name: 'Alle ablehnen' }).click();
      const form = page.getByRole('form', { name: 'Leitfaden kostenlos anfordern' });
      await fillCampaignForm(form, phone, { language: 'de' });
      await form.getByRole('button', { name: 'LEITFADEN KOSTENLOS ERHALTEN' }).click();
      await page.waitForURL(/\/sms-bestaetigung\?/);
    },
    sentWhatsapp: 'Wir haben Ihnen den Code per WhatsApp gesendet.',
    codeLabel: 'Bestätigungscode',
    verify: /^Code bestätigen/,
    studentArea: /\/willkommen-deutsch/,
  },
];

test.afterEach(async () => {
  await standIn('/_stand-in/mode', 'PUT', { fail: [], slow: [], fraud: false });
});

for (const copy of LANGUAGES) {
  test(`${copy.language}: the code comes by WhatsApp and verifies`, async ({ page }) => {
    const phone = copy.phone();
    await copy.register(page, phone);
    await expect(page.getByText(copy.sentWhatsapp)).toBeVisible();
    await page.getByLabel(copy.codeLabel).fill(await verifyCode(phone, 'whatsapp'));
    await page.getByRole('button', { name: copy.verify }).click();
    await page.waitForURL(copy.studentArea);
  });

  test(`${copy.language}: WhatsApp failing, the SMS after the timeout verifies`, async ({
    page,
  }) => {
    await standIn('/_stand-in/mode', 'PUT', { fail: ['whatsapp'] });
    const phone = copy.phone();
    await copy.register(page, phone);
    await expect(page.getByText(copy.sentWhatsapp)).toBeVisible();
    // Verify's own fallback: once WhatsApp's timeout has passed it sends the SMS.
    await standIn('/_stand-in/advance', 'POST', { seconds: 310 });
    await page.getByLabel(copy.codeLabel).fill(await verifyCode(phone, 'sms'));
    await page.getByRole('button', { name: copy.verify }).click();
    await page.waitForURL(copy.studentArea);
  });
}
