/**
 * The landings survive the database (on PostgreSQL: E2E_DATABASE_URL). A production server of
 * the suite's build reaches the database through a TCP proxy that the test cuts under it, as a
 * failover or a network partition would, then restores. While it is away: five landings a
 * visitor saw before answer 200 with their content (the process's copies), a landing the process
 * never served answers the 503 page in its language, a registration answers 503 with the JSON
 * error and Retry-After in the visitor's language (and the landing's form shows it, in Italian
 * and in German), readiness says why it is not ready and liveness stays 200. Once it is back: registrations are acknowledged again within 15 s,
 * without a restart, every acknowledged lead is in the database whole (its consent and its CRM
 * event with it), and the outbox delivers what waited.
 */
import { Client } from 'pg';
import { expect, test, type Locator } from '@playwright/test';
import { tcpProxy } from '../../scripts/tcp-proxy.mjs';
import { E2E_PARTNER, E2E_RECEIVER } from '../../playwright.config';
import { fetchChallenge, solve } from '../../bench/proof-solver';
import { fetchRaw, startServer, SUITE_PORT, type RunningServer } from './production-server';
import { OUTAGE_LANDINGS } from './outage-landings';
import { PRIVACY_CHECKBOX } from './register';

const DATABASE_URL = process.env.E2E_DATABASE_URL;
test.skip(!DATABASE_URL, 'needs PostgreSQL (E2E_DATABASE_URL)');

const LANDINGS = OUTAGE_LANDINGS;
/** A landing the server is not asked for before the database goes away. */
const UNSEEN = '/investimenti-primi-passi';

const PORT = SUITE_PORT + 2;
const PROXY_PORT = SUITE_PORT + 3;
const target = new URL(DATABASE_URL ?? 'postgresql://127.0.0.1:5432/x');
const proxy = tcpProxy(PROXY_PORT, { host: target.hostname, port: Number(target.port || 5432) });
let server: RunningServer;
let seq = 0;

/** A proof of work solved as the page's widget solves it (its challenge needs the database). */
const solvedProof = async () => solve(await fetchChallenge(server.url));

/**
 * One registration as the page sends it, from an Italian or German page; `altcha` a proof
 * solved before (the widget fetched its challenge before the database went away).
 */
async function register(locale: 'it' | 'de' = 'it', altcha?: string) {
  seq += 1;
  const n = `${Date.now() % 10_000_000}`.padStart(7, '0');
  const email = `outage.${n}.${seq}@example.it`;
  const answer = await fetchRaw(`${server.url}/api/leads`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      'accept-language': locale,
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36',
    },
    body: JSON.stringify({
      firstName: 'Outage',
      lastName: 'Test',
      email,
      phone: `+39348${String(seq % 1000).padStart(3, '0')}${n.slice(-4)}`,
      password: 'segreta-outage-1',
      experience: 'principiante',
      privacyAccepted: true,
      fillMs: 8_000,
      altcha: altcha ?? (await solvedProof()),
    }),
  });
  return { answer, email };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await proxy.start();
  const through = Object.assign(new URL(DATABASE_URL!), { host: `127.0.0.1:${PROXY_PORT}` });
  server = await startServer([process.execPath, 'server/index.mjs'], {
    port: PORT,
    env: {
      DATABASE_URL: through.toString(),
      SITE_URL: `http://127.0.0.1:${PORT}`,
      ALLOW_INSECURE_SITE_URL: '1',
      SMS_DRIVER: 'outbox',
      SMS_OUTBOX_PATH: '.data/e2e-outage/sms-outbox.jsonl',
      MAIL_OUTBOX_DIR: '.data/e2e-outage/mail',
      AUTH_SECRET: 'outage-secret-outage-secret-outage-0123456',
      LOG_LEVEL: 'warn',
      WEBHOOK_URL: `${E2E_RECEIVER.url}/hook`,
      WEBHOOK_SECRET: E2E_RECEIVER.secret,
      ALLOW_INSECURE_WEBHOOK_URL: '1',
      ...E2E_PARTNER,
      ALLOW_INSECURE_PARTNER_BROKER_URL: '1',
      SMS_SENDS_PER_ADDRESS_HOUR: '1000',
      REGISTRATIONS_PER_ADDRESS_HOUR: '1000',
      ALTCHA_MAX_NUMBER: '50',
    },
  });
});

test.afterAll(async () => {
  await proxy.restore();
  await server?.stop();
  await proxy.stop();
});

test('the landings answer while the database is away, and writes resume when it is back', async () => {
  test.setTimeout(240_000);
  const acknowledged: string[] = [];
  // Visitors before the outage: each landing served once, and two registrations.
  for (const landing of LANDINGS) {
    const page = await fetchRaw(`${server.url}${landing.path}`);
    expect(page.status, landing.path).toBe(200);
  }
  for (let i = 0; i < 2; i++) {
    const { answer, email } = await register();
    expect(answer.status).toBe(201);
    acknowledged.push(email);
  }

  const proofs = { it: await solvedProof(), de: await solvedProof() };
  await proxy.cut();

  for (const landing of LANDINGS) {
    const page = await fetchRaw(`${server.url}${landing.path}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(page.status, `${landing.path} while the database is away`).toBe(200);
    expect(page.text).toContain(landing.text);
    expect(page.text).not.toContain('Internal Server Error');
  }
  // Fifty visitors at once, across the landings: every one gets its page.
  const burst = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      fetchRaw(`${server.url}${LANDINGS[i % LANDINGS.length]!.path}`),
    ),
  );
  expect(burst.filter((page) => page.status === 200)).toHaveLength(50);
  const unseen = await fetchRaw(`${server.url}${UNSEEN}`);
  expect(unseen.status).toBe(503);
  expect(unseen.headers['retry-after']).toBeTruthy();
  expect(unseen.headers['cache-control']).toBe('no-store');
  expect(unseen.text).toContain('<html lang="it">');
  expect(unseen.text).toContain('momentaneamente non disponibile');

  for (const [locale, words] of [
    ['it', /non disponibile/],
    ['de', /nicht verfügbar/],
  ] as const) {
    const { answer } = await register(locale, proofs[locale]);
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    const body = JSON.parse(answer.text) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('unavailable');
    expect(body.error.message).toMatch(words);
  }
  const ready = await fetchRaw(`${server.url}/api/health/ready`);
  expect(ready.status).toBe(503);
  expect(JSON.parse(ready.text)).toMatchObject({ status: 'not_ready', reason: expect.any(String) });
  expect((await fetchRaw(`${server.url}/api/health/live`)).status).toBe(200);

  await proxy.restore();
  const back = Date.now();
  let recovered: number | undefined;
  while (recovered === undefined && Date.now() - back < 30_000) {
    const { answer, email } = await register().catch((error: unknown) => ({
      answer: { status: 503, text: String(error) },
      email: '',
    }));
    if (answer.status === 201) {
      recovered = Date.now() - back;
      acknowledged.push(email);
    } else {
      expect(answer.status, answer.text).toBe(503);
    }
  }
  expect(recovered, 'registrations acknowledged again after the return').toBeDefined();
  test.info().annotations.push({
    type: 'first registration acknowledged after the return',
    description: `${recovered} ms`,
  });
  expect(recovered!).toBeLessThan(15_000);
  // Twenty registrations at once right after: every one acknowledged is stored (below).
  const wave = await Promise.all(Array.from({ length: 20 }, () => register()));
  for (const { answer, email } of wave) {
    expect([201, 503]).toContain(answer.status);
    if (answer.status === 201) acknowledged.push(email);
  }
  expect(wave.filter(({ answer }) => answer.status === 201).length).toBeGreaterThan(0);
  expect((await fetchRaw(`${server.url}/api/health/ready`)).status).toBe(200);
  // The landing that could not be rendered is served again.
  await expect
    .poll(async () => (await fetchRaw(`${server.url}${UNSEEN}`)).status, { timeout: 15_000 })
    .toBe(200);

  // Every acknowledged lead is whole in the database, and its CRM event goes out.
  const db = new Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ email: string; consents: number; events: number }>(
      `SELECT l.email,
              (SELECT count(*)::int FROM consent_records c WHERE c.lead_id = l.id) AS consents,
              (SELECT count(*)::int FROM outbox_messages o
                WHERE o.lead_id = l.id AND o.event_type = 'lead.created') AS events
         FROM leads l WHERE l.email = ANY($1)`,
      [acknowledged],
    );
    expect(rows.map((r) => r.email).sort()).toEqual([...acknowledged].sort());
    for (const row of rows)
      expect([row.email, row.consents, row.events]).toEqual([row.email, 1, 1]);
    await expect
      .poll(
        async () =>
          (
            await db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM outbox_messages o JOIN leads l ON l.id = o.lead_id
                WHERE l.email = ANY($1) AND o.event_type = 'lead.created'
                  AND o.status = 'delivered'`,
              [acknowledged],
            )
          ).rows[0]?.n,
        // A delivery cut by the outage goes again once its lease (60 s) runs out.
        { timeout: 90_000 },
      )
      .toBe(acknowledged.length);
  } finally {
    await db.end();
  }
});

/** The two languages' landing forms, as a visitor fills them. */
const FORMS = [
  {
    path: '/',
    reject: 'Rifiuta tutti',
    form: /accedi/i,
    verified: 'Verificato',
    fill: async (form: Locator, n: string) => {
      await form.getByLabel(/^Nome/).fill('Giulia');
      await form.getByLabel(/^Cognome/).fill('Rossi');
      await form.getByLabel(/^Email/i).fill(`assente.${n}@example.it`);
      await form.getByLabel(/^Telefono/i).fill(`347${n}`);
      await form.getByLabel(/^Password/).fill('segreta1');
      await form.getByLabel(/esperienza/i).selectOption('principiante');
    },
    submit: 'ACCEDI GRATIS',
    error: ['Errore nella registrazione', 'Il servizio è momentaneamente non disponibile'],
  },
  {
    path: '/krypto-leitfaden-deutsch',
    reject: 'Alle ablehnen',
    form: 'Leitfaden kostenlos anfordern',
    verified: 'Geprüft',
    fill: async (form: Locator, n: string) => {
      await form.getByLabel(/^Vorname/).fill('Jonas');
      await form.getByLabel(/^Nachname/).fill('Weber');
      await form.getByLabel(/^E-Mail/).fill(`abwesend.${n}@example.de`);
      await form.getByLabel(/^Mobilnummer/).fill(`+491512${n}`);
      await form.getByLabel(/^Trading-Erfahrung/).selectOption('base');
    },
    submit: 'LEITFADEN KOSTENLOS ERHALTEN',
    error: ['Registrierungsfehler', 'Der Dienst ist vorübergehend nicht verfügbar'],
  },
];

test("a visitor's form says so in the page's language, and the same form registers once it is back", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const landing of FORMS) {
    // A visitor of its own: the cookie banner shows again.
    const context = await browser.newContext();
    const page = await context.newPage();
    const n = `${Date.now() % 10_000_000}`.padStart(7, '0');
    await page.goto(`${server.url}${landing.path}`);
    await page.getByRole('button', { name: landing.reject }).click();
    const form = page.getByRole('form', { name: landing.form });
    await landing.fill(form, n);
    await form.getByRole('checkbox', PRIVACY_CHECKBOX).check();
    // The widget solved its proof while the visitor typed, before the database went away.
    await expect(
      form.locator('altcha-widget').getByRole('checkbox', { name: landing.verified }),
    ).toBeChecked();

    await proxy.cut();
    await form.getByRole('button', { name: landing.submit }).click();
    for (const text of landing.error)
      await expect(page.getByText(text).first()).toBeVisible({ timeout: 20_000 });

    await proxy.restore();
    // The visitor tries again, as the message asks, until the registration is acknowledged.
    await expect(async () => {
      const answer = page.waitForResponse(
        (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
      );
      await form.getByRole('button', { name: landing.submit }).click({ timeout: 5_000 });
      expect((await answer).status()).toBe(201);
    }).toPass({ timeout: 30_000 });
    await context.close();
  }
});
