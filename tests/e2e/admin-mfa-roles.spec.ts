/**
 * The back-office's second factor and caller role in a real browser: an owner creates two
 * accounts; one turns TOTP on at /admin/security (the code computed here with the same library
 * as the server) and then cannot sign in without a code; a caller is refused export, erasure,
 * settings, webhooks, spend and accounts by the server. An owner creates a caller in the
 * accounts tab and hands over its one-time enrolment link: opened in another browser, it sets
 * the password and the factor and lands in the back-office; used once, it is dead.
 */
import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import {
  SECTIONS_NAV,
  confirmStepUp,
  noBlockingViolations,
  openSection,
  signIn,
  stepUpByApi,
} from './admin-session';

const RUN = Date.now().toString(36);
const TOTP_USER = { username: `e2e-totp-${RUN}`, password: 'tre parole lunghe totp 1' };
const CALLER = { username: `e2e-caller-${RUN}`, password: 'tre parole lunghe caller 1' };
const INVITED = { username: `e2e-invited-${RUN}`, password: 'tre parole lunghe invito 1' };
const LEAD_ID = '0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f';

/** The 6-digit code of `secret` at `time` (RFC 6238, 30 s, SHA-1). */
const totp = (secret: string, time = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: time,
  });

/** Fills the sign-in form at /admin-login; stops after the submit. */
async function submitLogin(page: Page, user: { username: string; password: string }) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, '/admin');
  // Creating accounts asks for a recent step-up (password again).
  await stepUpByApi(page);
  for (const [user, role] of [
    [TOTP_USER, 'owner'],
    [CALLER, 'caller'],
  ] as const) {
    const created = await page.request.post('/api/admin/accounts', { data: { ...user, role } });
    expect(created.status()).toBe(201);
  }
  await page.close();
});

test('an admin turns TOTP on, then signs in only with a code', async ({ page }) => {
  await submitLogin(page, TOTP_USER);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('link', { name: 'Verifica in due passaggi' }).click();
  await page.waitForURL('**/admin/security');
  // The password again: a session cookie alone cannot change the factor.
  await page.getByLabel('Password', { exact: true }).fill(TOTP_USER.password);
  await page.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
  await expect(
    page.getByRole('img', { name: "Codice QR per l'app di autenticazione" }),
  ).toBeVisible();
  await noBlockingViolations(page);
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
  await page.getByLabel('Codice di verifica').fill(totp(secret));
  await page.getByRole('button', { name: 'Conferma e attiva' }).click();
  const codes = page.getByRole('list', { name: 'Codici di recupero' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Ho salvato i codici' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('button', { name: 'Esci' }).click();
  await page.waitForURL((url) => url.pathname === '/admin-login');

  // The password alone asks for the code; a wrong one is refused; the next step's code works
  // (the current one was spent by the enrolment).
  await submitLogin(page, TOTP_USER);
  const code = page.getByLabel('Codice di verifica');
  await expect(code).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login/);
  await code.fill('000000' === totp(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Accedi' }).click();
  // Next's route announcer is an alert too: pick the form's by its text.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Il codice non è corretto' }),
  ).toBeVisible();
  await code.fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
});

test('a caller works the call list but the server refuses everything else', async ({ page }) => {
  await submitLogin(page, CALLER);
  await page.waitForURL((url) => url.pathname === '/admin');
  const nav = page.getByRole('navigation', { name: SECTIONS_NAV });
  await expect(nav.getByRole('link', { name: 'Chiamate' })).toBeVisible();
  for (const name of ['Comunicazioni', 'Webhook', 'Impostazioni', 'Account']) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  expect((await page.request.get('/api/admin/calls')).status()).toBe(200);
  // Lists carry no contacts for a caller (the lead's detail does, audited).
  const leads = (await (await page.request.get('/api/leads?pageSize=100')).json()) as {
    leads: { email: string | null; phone: string | null }[];
  };
  for (const row of leads.leads) expect([row.email, row.phone]).toEqual([null, null]);
  const calls = (await (await page.request.get('/api/admin/calls?pageSize=100')).json()) as {
    entries: { lead: { email: string | null; phone: string | null } | null }[];
  };
  for (const { lead } of calls.entries)
    if (lead) expect([lead.email, lead.phone]).toEqual([null, null]);
  const refused: [string, string, object?][] = [
    ['GET', '/api/admin/leads/export'],
    ['GET', '/api/admin/calls/export'],
    ['DELETE', `/api/admin/leads/${LEAD_ID}`],
    ['GET', '/api/admin/settings'],
    ['GET', '/api/webhook/status'],
    ['POST', '/api/webhook/test', {}],
    ['PUT', '/api/admin/ad-spend', { campaignId: 'FB_AD_01', month: '2026-11', amountEuro: '1' }],
    ['PUT', '/api/admin/lead-value', { validFrom: '2026-11-01', basis: 'lead', amountEuro: '1' }],
    ['GET', '/api/admin/accounts'],
    ['POST', '/api/admin/accounts', { ...CALLER, username: `x-${RUN}`, role: 'owner' }],
  ];
  for (const [method, url, data] of refused) {
    const response = await page.request.fetch(url, { method, ...(data ? { data } : {}) });
    expect([method, url, response.status()]).toEqual([method, url, 403]);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({
      code: 'forbidden',
      message: 'Non hai i permessi per questa operazione.',
    });
  }
});

test('an owner creates an account with an enrolment link; the invitee enrols and lands in the back-office', async ({
  page,
  browser,
}) => {
  await signIn(page, '/admin');
  await openSection(page, 'Account');
  const form = page.getByRole('form', { name: 'Nuovo account' });
  await form.getByLabel('Username').fill(INVITED.username);
  await form.getByLabel(/Email/).fill(`${INVITED.username}@example.com`);
  await form.getByRole('button', { name: 'Crea account' }).click();
  // Creating an account is an owner write: the step-up dialog asks for the password again.
  await confirmStepUp(page);
  const notice = page.getByRole('region', { name: `Link di attivazione per ${INVITED.username}` });
  const link = await notice.getByLabel('Link di attivazione').inputValue();
  expect(link).toMatch(/\/admin-enrol#[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('row', { name: new RegExp(INVITED.username) })).toContainText(
    `${INVITED.username}@example.com`,
  );

  // The invitee, in a browser of their own.
  const invitee = await browser.newContext();
  const tab = await invitee.newPage();
  await tab.goto(link);
  await expect(
    tab.getByRole('img', { name: "Codice QR per l'app di autenticazione" }),
  ).toBeVisible();
  // The token left the address bar as soon as it was read.
  expect(new URL(tab.url()).hash).toBe('');
  await expect(tab.getByLabel('Username')).toHaveValue(INVITED.username);
  await noBlockingViolations(tab);
  const secret = (await tab.getByTestId('mfa-secret').textContent())!.trim();
  await tab.getByLabel(/Nuova password/).fill(INVITED.password);
  await tab.getByLabel('Ripeti la password').fill(INVITED.password);
  await tab.getByLabel('Codice di verifica').fill(totp(secret));
  await tab.getByRole('button', { name: "Attiva l'account" }).click();
  await expect(
    tab.getByRole('list', { name: 'Codici di recupero' }).getByRole('listitem'),
  ).toHaveCount(10);
  await tab.getByRole('button', { name: /entra nell'amministrazione/ }).click();
  await tab.waitForURL((url) => url.pathname === '/admin');
  await expect(
    tab.getByRole('navigation', { name: SECTIONS_NAV }).getByRole('link', { name: 'Chiamate' }),
  ).toBeVisible();

  // Used once: the same link in yet another browser is refused.
  const other = await browser.newContext();
  const again = await other.newPage();
  await again.goto(link);
  await expect(
    again.getByRole('alert').filter({ hasText: 'non è valido, è già stato usato o è scaduto' }),
  ).toBeVisible();
  await invitee.close();
  await other.close();
});
