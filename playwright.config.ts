/**
 * End-to-end tests in Debian's Chromium against `next start` (docs/decisions.md §7): run
 * `npm run build` first. The server gets a fresh embedded database and SMS outbox under
 * .data/e2e, or PostgreSQL when E2E_DATABASE_URL is set.
 */
import { generateKeyPairSync } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_OUTBOX = '.data/e2e/sms-outbox.jsonl';
/** The admin the e2e server creates on its first start (ADMIN_USERNAME/ADMIN_PASSWORD). */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-1' };
export const E2E_MAIL_DIR = '.data/e2e/mail';
/**
 * The partner broker of the e2e build and server (PARTNER_BROKER_*: read when the pages are
 * built and by /go/partner at run time; `npm run build:e2e` sets the same values). Its page is
 * the CRM stand-in's /partner.
 */
export const E2E_PARTNER = {
  PARTNER_BROKER_NAME: 'Broker Esempio Ltd',
  PARTNER_BROKER_REGULATOR: 'CySEC',
  PARTNER_BROKER_AUTHORISATION: '123/45',
  PARTNER_BROKER_RETAIL_LOSS_PERCENT: '74',
  PARTNER_BROKER_URL: `http://127.0.0.1:${PORT + 99}/partner?aff=e2e`,
};
/** The premium plan's monthly capacity in the e2e server. */
export const E2E_PREMIUM_CAPACITY = 47;
/** The CRM stand-in (scripts/webhook-receiver.mjs) the e2e server sends its webhooks to. */
export const E2E_RECEIVER = {
  url: `http://127.0.0.1:${PORT + 99}`,
  secret: 'whsec_ZTJlLXdlYmhvb2stc2VjcmV0LTAxMjM0NTY3ODlhYmNkZWY=',
};

/**
 * A second server of the same build verifying through Vonage Verify (VERIFY_DRIVER=vonage-verify,
 * docs/sms.md) against the Verify stand-in, with its own embedded database: one build serves
 * either driver, and the main suite keeps the app's own SMS. Codes land in `outbox`.
 */
export const E2E_VERIFY = {
  url: `http://localhost:${PORT + 10}`,
  standIn: `http://127.0.0.1:${PORT + 98}`,
  dataDir: '.data/e2e-verify',
  outbox: '.data/e2e-verify-outbox.jsonl',
};
const VERIFY_SIGNATURE_SECRET = 'e2e-verify-signature-secret-0123456789';

/** What both app servers run with. A production server refuses some unless set (env.ts). */
const SERVER_ENV = {
  NEXT_TELEMETRY_DISABLED: '1',
  SMS_DRIVER: 'outbox',
  ALLOW_INSECURE_SITE_URL: '1',
  ALLOW_INSECURE_WEBHOOK_URL: '1',
  // The CRM stand-in's /partner page is the partner broker (http on loopback).
  ALLOW_INSECURE_PARTNER_BROKER_URL: '1',
  LOG_LEVEL: 'warn',
  AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  ...E2E_PARTNER,
  PREMIUM_MONTHLY_CAPACITY: String(E2E_PREMIUM_CAPACITY),
  // Every browser of the suite comes from loopback, one client address: the per-address
  // limits would stop the suite, not an attacker (the integration tests and bench:abuse
  // check them).
  SMS_SENDS_PER_ADDRESS_HOUR: '1000',
  REGISTRATIONS_PER_ADDRESS_HOUR: '1000',
  // The pages' widget solves each proof of work in the browser: at this cost in a few
  // tries, so no test waits on it (bench/solve-time.mjs measures the production cost).
  ALTCHA_MAX_NUMBER: '50',
};

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: [
    {
      command: `node scripts/webhook-receiver.mjs ${PORT + 99}`,
      url: `${E2E_RECEIVER.url}/received`,
      reuseExistingServer: !process.env.CI,
      env: { WEBHOOK_SECRET: E2E_RECEIVER.secret, RECEIVER_LOG: '.data/e2e-webhooks.jsonl' },
    },
    {
      command: `node scripts/e2e-server.mjs ${PORT}`,
      url: `http://localhost:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        ...SERVER_ENV,
        SMS_OUTBOX_PATH: E2E_OUTBOX,
        PGLITE_DATA_DIR: '.data/e2e/pglite',
        MAIL_OUTBOX_DIR: E2E_MAIL_DIR,
        WEBHOOK_URL: `${E2E_RECEIVER.url}/hook`,
        WEBHOOK_SECRET: E2E_RECEIVER.secret,
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
    {
      command: `node scripts/verify-stand-in.mjs ${PORT + 98}`,
      url: `${E2E_VERIFY.standIn}/_stand-in/requests`,
      reuseExistingServer: !process.env.CI,
      env: {
        VERIFY_OUTBOX_PATH: E2E_VERIFY.outbox,
        VERIFY_STAND_IN_CALLBACK_URL: `${E2E_VERIFY.url}/api/verify/status`,
        VONAGE_SIGNATURE_SECRET: VERIFY_SIGNATURE_SECRET,
      },
    },
    {
      command: `node scripts/e2e-server.mjs ${PORT + 10}`,
      url: E2E_VERIFY.url,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        ...SERVER_ENV,
        E2E_DATA_DIR: E2E_VERIFY.dataDir,
        SMS_OUTBOX_PATH: `${E2E_VERIFY.dataDir}/sms-outbox.jsonl`,
        PGLITE_DATA_DIR: `${E2E_VERIFY.dataDir}/pglite`,
        MAIL_OUTBOX_DIR: `${E2E_VERIFY.dataDir}/mail`,
        VERIFY_DRIVER: 'vonage-verify',
        VERIFY_WORKFLOW: 'whatsapp,sms,voice',
        VONAGE_API_HOST: E2E_VERIFY.standIn,
        ALLOW_INSECURE_VONAGE_REST_HOST: '1',
        VONAGE_APPLICATION_ID: 'e2e-application',
        VONAGE_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 })
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
        VONAGE_SIGNATURE_SECRET: VERIFY_SIGNATURE_SECRET,
      },
    },
  ],
});
