/**
 * Every environment variable the app reads, parsed once (docs/conventions.md "Configuration").
 * A bad value fails `next build` and start-up with a message naming the variable.
 * Listed with comments and defaults in .env.example; nothing else reads process.env.
 */
import { createEnv } from '@t3-oss/env-nextjs';
import { z } from 'zod';
import { isOperatorValue, type OperatorField } from './lib/site/operator';

const countryList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 codes, comma-separated')));

/** An optional Impressum detail (lib/site/operator.ts: one rule for env, settings tab and page). */
const operatorValue = (field: OperatorField, example: string) =>
  z
    .string()
    .trim()
    .refine((v) => isOperatorValue(field, v), `e.g. ${example}`)
    .optional();

/** Standard Webhooks secret: `whsec_` + base64 of ≥ 24 bytes (the spec's recommendation). */
function isWebhookSecret(value: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
  return Boolean(match && Buffer.from(match[1]!, 'base64').length >= 24);
}

export const env = createEnv({
  server: {
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    SITE_URL: z.url().default('http://localhost:3000'),
    /** 1: production may start with an http SITE_URL (a local run of the production build). */
    ALLOW_INSECURE_SITE_URL: z.enum(['0', '1']).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL')
      .optional(),
    PGLITE_DATA_DIR: z.string().default('.data/pglite'),
    SMS_DRIVER: z.enum(['outbox', 'vonage']).default('outbox'),
    SMS_OUTBOX_PATH: z.string().default('.data/sms-outbox.jsonl'),
    SMS_ALLOWED_COUNTRIES: countryList.default(['IT', 'DE', 'AT', 'CH']),
    VONAGE_API_KEY: z.string().optional(),
    VONAGE_API_SECRET: z.string().optional(),
    VONAGE_FROM: z.string().default('TradingEdu'),
    /** Vonage's REST host (a local stand-in in development and tests); https in production. */
    VONAGE_REST_HOST: z.url().optional(),
    /** 1: production may call an http VONAGE_REST_HOST on a loopback host (a local stand-in). */
    ALLOW_INSECURE_VONAGE_REST_HOST: z.enum(['0', '1']).optional(),
    /**
     * Vonage's signature secret (dashboard, API settings): delivery receipts to
     * POST /api/sms/status and Verify's callbacks to POST /api/verify/status are accepted only
     * when signed with it; unset: every receipt and callback is refused.
     */
    VONAGE_SIGNATURE_SECRET: z.string().min(16).optional(),
    /** The signing method chosen next to the secret in Vonage's dashboard. */
    VONAGE_SIGNATURE_METHOD: z
      .enum(['md5hash', 'md5', 'sha1', 'sha256', 'sha512'])
      .default('sha256'),
    /**
     * How a lead's number is verified: 'app' (a code the app makes, sent by SMS_DRIVER) or
     * 'vonage-verify' (Vonage Verify v2 sends and checks the code along VERIFY_WORKFLOW).
     */
    VERIFY_DRIVER: z.enum(['app', 'vonage-verify']).default('app'),
    /** Verify v2's channels in order, comma-separated: whatsapp, sms, voice (docs/sms.md). */
    VERIFY_WORKFLOW: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((c) => c.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.enum(['whatsapp', 'sms', 'voice'], 'whatsapp, sms or voice'))
          .min(1)
          .refine((list) => new Set(list).size === list.length, 'each channel once'),
      )
      .default(['whatsapp', 'sms']),
    /** Seconds Verify waits on one channel before the next (Vonage allows 15–900). */
    VERIFY_CHANNEL_TIMEOUT: z.coerce.number().int().min(15).max(900).default(300),
    /** The brand Verify's messages name ("Your <brand> code is …"). */
    VERIFY_BRAND: z.string().min(1).max(16).default('TradingEdu'),
    /** The Vonage application (JWT auth of Verify v2): its id and private key (PEM or a file). */
    VONAGE_APPLICATION_ID: z.string().optional(),
    VONAGE_PRIVATE_KEY: z.string().optional(),
    /** Verify v2's host (a local stand-in in development and tests); https in production. */
    VONAGE_API_HOST: z.url().optional(),
    PRIVACY_POLICY_VERSION: z.string().default('2026-11-01'),
    /** Version of the cookie policy; a change asks every visitor for consent again. */
    COOKIE_POLICY_VERSION: z
      .string()
      .regex(/^[\w.-]{1,40}$/, 'letters, digits, dot, dash or underscore (max 40)')
      .default('2026-11-01'),
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
    /**
     * Proxies whose X-Forwarded-For entries are believed (lib/server/http/client-ip.ts): CIDR
     * ranges, comma-separated. Default: loopback and the private ranges (RFC 1918, RFC 4193).
     */
    TRUSTED_PROXIES: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.union([z.cidrv4(), z.cidrv6()], {
            error: 'CIDR ranges, comma-separated, e.g. 10.0.0.0/8, fd00::/8, 192.0.2.7/32',
          }),
        ),
      )
      .default([
        '127.0.0.0/8',
        '::1/128',
        '10.0.0.0/8',
        '172.16.0.0/12',
        '192.168.0.0/16',
        'fc00::/7',
      ]),
    /** Signs admin sessions (next-auth JWT); required in production, ≥ 32 characters. */
    AUTH_SECRET: z.string().min(32, 'at least 32 characters (openssl rand -base64 32)').optional(),
    /** next-auth's own name for AUTH_SECRET; either works. */
    NEXTAUTH_SECRET: z
      .string()
      .min(32, 'at least 32 characters (openssl rand -base64 32)')
      .optional(),
    /** First admin, created on start-up when no admin exists (password ≥ 12). */
    ADMIN_USERNAME: z
      .string()
      .regex(/^[\w.@-]{3,64}$/, '3-64 letters, digits, dot, @, dash or underscore')
      .optional(),
    ADMIN_PASSWORD: z.string().min(12, 'at least 12 characters').max(256).optional(),
    /** The first admin's email, for security notices (another account enrolled a factor). */
    ADMIN_EMAIL: z.email('an email address').optional(),
    /** 1: every admin must enrol a second factor (TOTP) at the next sign-in. */
    ADMIN_REQUIRE_MFA: z.enum(['0', '1']).default('0'),
    /** CRM endpoint for lead events (Standard Webhooks); unset: webhooks are off. */
    WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'an http(s) URL' }).optional(),
    /** Signing secret: whsec_ + base64 of at least 24 random bytes; unset: events go unsigned. */
    WEBHOOK_SECRET: z
      .string()
      .refine(isWebhookSecret, 'whsec_ followed by the base64 of at least 24 random bytes')
      .optional(),
    /** 1: production may send webhooks to an http WEBHOOK_URL (a receiver on loopback). */
    ALLOW_INSECURE_WEBHOOK_URL: z.enum(['0', '1']).optional(),
    /**
     * SMTP server for email to leads (smtps://, or smtp://…?requireTLS=true for STARTTLS; TLS
     * is required in production); unset: .eml files in MAIL_OUTBOX_DIR.
     */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
      .optional(),
    /** 1: production may send mail without TLS to an SMTP server on a loopback host. */
    ALLOW_INSECURE_SMTP: z.enum(['0', '1']).optional(),
    /** Sender of email to leads. */
    MAIL_FROM: z.string().default('Accademia Trading Italia <noreply@localhost>'),
    /** Where the local mail driver writes .eml files. */
    MAIL_OUTBOX_DIR: z.string().default('.data/mail'),
    /** Run the outbox dispatcher inside the app (default); false when `npm run worker` runs apart. */
    OUTBOX_IN_PROCESS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /**
     * Meta Conversions API (server events deduplicated with the pixel): on when the access
     * token and a pixel id (META_PIXEL_ID, else NEXT_PUBLIC_META_PIXEL_ID) are set.
     */
    META_CAPI_ACCESS_TOKEN: z.string().min(20, 'a Meta system-user access token').optional(),
    /** The pixel (dataset) the server events go to; default NEXT_PUBLIC_META_PIXEL_ID. */
    META_PIXEL_ID: z
      .string()
      .regex(/^\d{5,20}$/, 'a numeric Meta pixel id')
      .optional(),
    /** Graph API host; a local stand-in in development and tests. */
    META_GRAPH_URL: z
      .url({ protocol: /^https?$/, error: 'an http(s) URL' })
      .default('https://graph.facebook.com'),
    /** 1: production may send Conversions API events to an http META_GRAPH_URL (a stand-in). */
    ALLOW_INSECURE_META_GRAPH_URL: z.enum(['0', '1']).optional(),
    /** Graph API version of the events endpoint. */
    META_GRAPH_API_VERSION: z
      .string()
      .regex(/^v\d{1,3}\.\d{1,2}$/, 'a Graph API version such as v24.0')
      .default('v24.0'),
    /**
     * Meta Marketing API (ad spend import): on when this token (a system user's, with the
     * ads_read permission on the ad account) and META_AD_ACCOUNT_ID are set.
     */
    META_ADS_ACCESS_TOKEN: z.string().min(20, 'a Meta system-user access token').optional(),
    /** The ad account whose spend is imported: its number, with or without `act_`. */
    META_AD_ACCOUNT_ID: z
      .string()
      .trim()
      .regex(/^(?:act_)?\d{5,20}$/, 'the ad account id, e.g. act_1234567890 or 1234567890')
      .transform((v) => v.replace(/^act_/, ''))
      .optional(),
    /** Events Manager's test code: events show under "Test events" and count nowhere else. */
    META_TEST_EVENT_CODE: z
      .string()
      .regex(/^[\w-]{1,40}$/, 'the code Events Manager shows, e.g. TEST12345')
      .optional(),
    /**
     * The partner broker of the partner-offer panel (docs/product.md §2.2): all five or none.
     * With none set, the panel, its button and /go/partner are not there. Read at build time by
     * the pre-rendered pages and at run time by the /go/partner redirect: set them for both.
     */
    PARTNER_BROKER_NAME: z.string().min(2).max(80).optional(),
    /** The broker's supervisor, e.g. CONSOB, BaFin, CySEC. */
    PARTNER_BROKER_REGULATOR: z.string().min(2).max(80).optional(),
    /** The broker's authorisation (licence) number at that supervisor. */
    PARTNER_BROKER_AUTHORISATION: z.string().min(1).max(80).optional(),
    /** The broker's own published share of retail CFD accounts that lose money, in percent. */
    PARTNER_BROKER_RETAIL_LOSS_PERCENT: z.coerce.number().int().min(1).max(100).optional(),
    /**
     * Where /go/partner sends the visitor (https; the only target it ever redirects to). Plain
     * http only to a loopback host, outside production or with ALLOW_INSECURE_PARTNER_BROKER_URL.
     */
    PARTNER_BROKER_URL: z.url({ protocol: /^https?$/, error: 'an http(s) URL' }).optional(),
    /** 1: production may use an http PARTNER_BROKER_URL on a loopback host (the e2e stand-in). */
    ALLOW_INSECURE_PARTNER_BROKER_URL: z.enum(['0', '1']).optional(),
    /**
     * Real monthly capacity of the premium plan (requests per Rome month). Unset: no "places
     * left" figure is shown and requests are not capped (docs/decisions.md §5: no fake scarcity).
     */
    PREMIUM_MONTHLY_CAPACITY: z.coerce.number().int().min(1).max(100_000).optional(),
    /**
     * Per client address and hour: SMS sent (anti SMS-pumping, docs/decisions.md §6) and registrations.
     * Raise them only for an address many real people share; the e2e suite, whose browsers all
     * come from loopback, raises them (the limits themselves are tested by the integration
     * tests and bench:abuse).
     */
    SMS_SENDS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    REGISTRATIONS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
    /**
     * Proof-of-work cost of the forms that send an SMS (ALTCHA, lib/server/auth/proof-of-work.ts):
     * the largest counter a challenge hides, so a browser tries half of it on average (each
     * try one PBKDF2 derivation). Raised automatically ×10 while a country prefix sends more
     * SMS than usual (lib/server/leads/sms-surge.ts). The tests and the e2e server lower it.
     */
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).default(2_000),
    /**
     * The operator named by the Impressum (§ 5 DDG) of the German pages: defaults until set
     * in the back-office's settings tab. Unset (and not set there): the page names the missing
     * setting. Read at build time by the pre-rendered /impressum.
     */
    OPERATOR_NAME: operatorValue('name', 'Accademia Trading Italia S.r.l.'),
    /** Postal address on one line (no P.O. box): street and number, postcode, city, country. */
    OPERATOR_ADDRESS: operatorValue('address', 'Via Roma 1, 20121 Milano, Italia'),
    OPERATOR_EMAIL: operatorValue('email', 'info@example.com'),
    /** International format, e.g. +39 02 1234567. */
    OPERATOR_PHONE: operatorValue('phone', '+39 02 1234567'),
    /** Register with its court or office and the number, e.g. Registro Imprese di Milano, REA MI-123456. */
    OPERATOR_REGISTER: operatorValue('register', 'Registro Imprese di Milano, REA MI-123456'),
    /** VAT identification number with its country prefix. */
    OPERATOR_VAT_ID: operatorValue('vatId', 'IT12345678901'),
    /**
     * Bearer token of GET /api/metrics (Prometheus). Unset: the endpoint answers 404 as if it
     * were not there. Long and random (e.g. `openssl rand -hex 32`): it is the only guard.
     */
    METRICS_TOKEN: z
      .string()
      .min(16, 'at least 16 characters, e.g. the output of openssl rand -hex 32')
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * How many app servers run at once for this site (replicas behind the reverse proxy, all on
     * DATABASE_URL). Above 1, production also needs NEXT_DEPLOYMENT_ID and
     * NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (unsafeProductionSettings below). The page cache is
     * shared through PostgreSQL whatever this says (lib/server/cache/next-cache-handler.mjs).
     */
    REPLICAS: z.coerce.number().int().min(1).max(1000).default(1),
    /**
     * Next's deployment id (next.config.ts `deploymentId`): a browser holding pages of another
     * deployment loads the page afresh instead of fetching scripts this one lacks, and cached
     * pages are kept per deployment. The same value for `next build` and for every server of
     * that build, e.g. the commit hash.
     */
    NEXT_DEPLOYMENT_ID: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{1,64}$/,
        'letters, digits, dash or underscore (max 64), e.g. a commit hash',
      )
      .optional(),
    /**
     * Next's key for Server Actions' encrypted arguments (read by Next itself): unset, each
     * build makes its own, and a page of one build cannot call an action on a server of
     * another (a rolling deploy). The same value for every server and every build.
     */
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: z
      .string()
      .regex(/^[A-Za-z0-9+/]{43}=$/, 'the base64 of 32 random bytes (openssl rand -base64 32)')
      .optional(),
  },
  client: {
    /** GA4 measurement id (G-XXXXXXX); unset: Google Analytics is never loaded. */
    NEXT_PUBLIC_GA_ID: z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'a GA4 measurement id such as G-ABC123DEF4')
      .optional(),
    /** Meta pixel id (digits); unset: the pixel is never loaded. */
    NEXT_PUBLIC_META_PIXEL_ID: z
      .string()
      .regex(/^\d{5,20}$/, 'a numeric Meta pixel id')
      .optional(),
  },
  experimental__runtimeEnv: {
    NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID,
    NEXT_PUBLIC_META_PIXEL_ID: process.env.NEXT_PUBLIC_META_PIXEL_ID,
  },
  emptyStringAsUndefined: true,
});

const partnerKeys = [
  'PARTNER_BROKER_NAME',
  'PARTNER_BROKER_REGULATOR',
  'PARTNER_BROKER_AUTHORISATION',
  'PARTNER_BROKER_RETAIL_LOSS_PERCENT',
  'PARTNER_BROKER_URL',
] as const;
const partnerSet = partnerKeys.filter((key) => env[key] !== undefined);
if (partnerSet.length > 0 && partnerSet.length < partnerKeys.length) {
  throw new Error(
    `Invalid environment variables: the partner broker needs all of ${partnerKeys.join(', ')} (missing: ${partnerKeys.filter((key) => env[key] === undefined).join(', ')})`,
  );
}

if (
  env.VERIFY_DRIVER === 'vonage-verify' &&
  (!env.VONAGE_APPLICATION_ID || !env.VONAGE_PRIVATE_KEY)
) {
  throw new Error(
    'Invalid environment variables: VERIFY_DRIVER=vonage-verify needs VONAGE_APPLICATION_ID and VONAGE_PRIVATE_KEY',
  );
}

if (env.SMS_DRIVER === 'vonage' && (!env.VONAGE_API_KEY || !env.VONAGE_API_SECRET)) {
  throw new Error(
    'Invalid environment variables: SMS_DRIVER=vonage needs VONAGE_API_KEY and VONAGE_API_SECRET',
  );
}
