/**
 * No personal data in clear where it leaves the app (README "Security"): a visitor who granted
 * marketing registers and verifies through the route handlers, from pages whose addresses still
 * carry an old link's phone and email; what the stand-in Graph API receives from the outbox and
 * every log line the app writes (the file SMS driver's included) hold neither, in any form.
 * Hashes are fine: Meta asks for them.
 */
import '../support/meta-env';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POST as register } from '@/app/api/leads/route';
import { POST as verify } from '@/app/api/verify-sms/route';
import { POST as consent } from '@/app/api/consent/route';
import { createDispatcher } from '@/lib/server/outbox/dispatcher';
import { metaCapiConfig, metaDeliverer } from '@/lib/server/channels/meta/conversions-api';
import { setSmsSender } from '@/lib/server/channels/sms';
import { outboxSender } from '@/lib/server/channels/sms/file-driver';
import { sha256 } from '@/lib/server/tracking/meta-user-data';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { startMetaStandin, type MetaStandin } from '../support/meta-standin';

/** Every line the app's logger writes in this file, as text (the app's redaction applied). */
const mockLogLines: string[] = [];
jest.mock('@/lib/server/logger', () => {
  const actual = jest.requireActual('@/lib/server/logger');
  const pino = jest.requireActual('pino');
  const { Writable } = jest.requireActual('node:stream');
  const sink = new Writable({
    write(chunk: Buffer, _encoding: string, done: () => void) {
      mockLogLines.push(String(chunk));
      done();
    },
  });
  return {
    ...actual,
    logger: pino({ level: 'trace', base: undefined, redact: actual.LOG_REDACTION }, sink),
  };
});

const db = setupTestDatabase();

const CONSENT_ID = '7a2b3c4d-2222-4c3d-8e4f-1a2b3c4d5e6f';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';
const PHONE = '+393471234567';
const EMAIL = 'Giulia.Rossi@Example.IT';
/** Every form the phone and the email could take in a URL, a payload or a log line. */
const PERSONAL = [
  PHONE,
  encodeURIComponent(PHONE),
  '393471234567',
  '3471234567',
  '347 123 4567',
  '347%20123%204567',
  EMAIL.toLowerCase(),
  encodeURIComponent(EMAIL.toLowerCase()),
];
/** The pages the requests come from: old links still carry the phone and the email. */
const LANDING = `http://localhost:3000/?utm_source=facebook&fbclid=IwAR0privacy&email=${encodeURIComponent(EMAIL)}`;
const OLD_VERIFY_LINK = `http://localhost:3000/verify-sms?phone=${encodeURIComponent(PHONE)}&redirect=%2Fstudent-dashboard&campaign=FB_AD_01&source=facebook`;

/** Where each form of the phone or email appears in `text` (case-insensitive). */
function personalIn(text: string): string[] {
  const lower = text.toLowerCase();
  return PERSONAL.filter((value) => lower.includes(value.toLowerCase()));
}

let standin: MetaStandin;
let smsDir: string;
beforeAll(async () => {
  standin = await startMetaStandin();
  smsDir = mkdtempSync(path.join(tmpdir(), 'privacy-sms-'));
});
afterAll(async () => {
  setSmsSender(undefined);
  await standin.close();
  rmSync(smsDir, { recursive: true, force: true });
});

function lastCode(file: string): string {
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  const code = JSON.parse(lines.at(-1)!).text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code in the SMS outbox');
  return code;
}

it('registration and verification send Meta no phone or email in clear, and log none', async () => {
  const outbox = path.join(smsDir, 'sms-outbox.jsonl');
  // The file driver, as in production without Vonage: its log line is checked too.
  setSmsSender(outboxSender(outbox));
  mockLogLines.length = 0;

  const chosen = await call(consent, '/api/consent', {
    body: {
      anonymousId: CONSENT_ID,
      categories: { necessary: true, analytics: true, marketing: true, functional: true },
      policyVersion: '2026-11-01',
      action: 'accept_all',
    },
  });
  expect(chosen.status).toBe(201);
  const registered = await call(register, '/api/leads', {
    headers: { 'user-agent': UA, referer: LANDING },
    body: {
      firstName: 'Giulia',
      lastName: 'Rossi',
      email: EMAIL,
      phone: '347 123 4567',
      password: 'segreta-lunga-1',
      experience: 'base',
      privacyAccepted: true,
      consentId: CONSENT_ID,
    },
  });
  expect(registered.status).toBe(201);
  const verified = await call(verify, '/api/verify-sms', {
    headers: { 'user-agent': UA, referer: OLD_VERIFY_LINK },
    cookie: registered.cookie,
    body: { phone: PHONE, code: lastCode(outbox), consentId: CONSENT_ID },
  });
  expect(verified.status).toBe(200);

  const config = metaCapiConfig()!;
  const url = config.url.replace('http://127.0.0.1:9', standin.url);
  const dispatcher = createDispatcher({
    db: db(),
    clock: () => new Date(),
    random: () => 0.5,
    deliverers: { meta: metaDeliverer(() => ({ ...config, url }), { timeoutMs: 3000 }) },
  });
  await dispatcher.tick();

  const received = await standin.received();
  const events = received.flatMap((r) => r.body.data as Record<string, any>[]);
  expect(events.map((e) => e.event_name)).toEqual(['Lead', 'CompleteRegistration']);
  // The pages' addresses reach Meta as origin, path and campaign parameters only.
  expect(events.map((e) => e.event_source_url)).toEqual([
    'http://localhost:3000/?utm_source=facebook&fbclid=IwAR0privacy',
    'http://localhost:3000/verify-sms?campaign=FB_AD_01&source=facebook',
  ]);
  // Hashed, as Meta asks: that is how the contact may travel.
  expect(events[1]!.user_data.ph).toEqual([sha256('393471234567')]);
  expect(events[1]!.user_data.em).toEqual([sha256('giulia.rossi@example.it')]);
  expect(personalIn(JSON.stringify(received))).toEqual([]);

  expect(mockLogLines.join('')).toMatch(/sms written to outbox/);
  expect(personalIn(mockLogLines.join(''))).toEqual([]);
});
