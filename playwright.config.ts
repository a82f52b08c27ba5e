/**
 * End-to-end tests in Debian's Chromium against `next start` (docs/decisions.md §7): run
 * `npm run build` first. The server gets a fresh embedded database and SMS outbox under
 * .data/e2e, or PostgreSQL when E2E_DATABASE_URL is set.
 */
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
        NEXT_TELEMETRY_DISABLED: '1',
        // A production server refuses these unless set explicitly (env.ts).
        SMS_DRIVER: 'outbox',
        ALLOW_INSECURE_SITE_URL: '1',
        ALLOW_INSECURE_WEBHOOK_URL: '1',
        // The CRM stand-in's /partner page is the partner broker (http on loopback).
        ALLOW_INSECURE_PARTNER_BROKER_URL: '1',
        SMS_OUTBOX_PATH: E2E_OUTBOX,
        PGLITE_DATA_DIR: '.data/e2e/pglite',
        LOG_LEVEL: 'warn',
        AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        MAIL_OUTBOX_DIR: E2E_MAIL_DIR,
        WEBHOOK_URL: `${E2E_RECEIVER.url}/hook`,
        WEBHOOK_SECRET: E2E_RECEIVER.secret,
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
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
  ],
});
