/**
 * Settings the operator edits in the back-office: the partner broker and the premium plan's
 * monthly places. A stored value overrides its environment variable (PARTNER_BROKER_*,
 * PREMIUM_MONTHLY_CAPACITY); with no stored row the environment's value holds, so the
 * variables are the first-run defaults. A save regenerates the pre-rendered pages that show
 * the partner broker (revalidatePath), so they change within seconds and stay static.
 * The Impressum's operator details (lib/site/operator.ts) work the same way, field by field.
 * The one writer of `site_settings`.
 */
import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import * as z from 'zod/mini';
import { env } from '@/env';
import {
  normalPartnerUrl,
  type SettingsResponse,
  type SettingSource,
  type SiteSettings,
} from '@/lib/contracts/admin/settings';
import type { OperatorSettingsResponse } from '@/lib/contracts/admin/operator';
import {
  OPERATOR_ENV,
  OPERATOR_FIELDS,
  type OperatorDetails,
  type OperatorField,
} from '@/lib/site/operator';
import { getDb, type Db } from '../db/client';
import { Prisma } from '../generated/prisma/client';
import { fieldError } from '../http/errors';
import { revalidatePages } from '../http/revalidate';
import { logger } from '../logger';
import { recordAudit, type AdminIdentity } from '../auth/audit';

/** The stored row of each setting. */
const KEYS = {
  partnerBroker: 'partner_broker',
  premiumMonthlyCapacity: 'premium_monthly_capacity',
} as const satisfies Record<keyof SiteSettings, string>;

/** The pre-rendered pages that show the partner broker (the partner-offer panel). */
export const PARTNER_PAGES = ['/', '/dashboard', '/student-dashboard'] as const;

/**
 * Whether the partner URL may be plain http to a loopback host: outside production (a local
 * stand-in), or in production with ALLOW_INSECURE_PARTNER_BROKER_URL=1 (the e2e suite's
 * production build). Otherwise only https (lib/contracts/admin/settings.ts normalPartnerUrl).
 */
export function partnerLoopbackHttpAllowed(
  source: { NODE_ENV?: string; ALLOW_INSECURE_PARTNER_BROKER_URL?: string } = env,
): boolean {
  return source.NODE_ENV !== 'production' || source.ALLOW_INSECURE_PARTNER_BROKER_URL === '1';
}

/** `url` as /go/partner may send it (normalised), or null when it may not be one. */
export function safePartnerUrl(url: string): string | null {
  return normalPartnerUrl(url, { allowLoopbackHttp: partnerLoopbackHttpAllowed() });
}

const storedValue = {
  partnerBroker: z.nullable(
    z.object({
      name: z.string(),
      regulator: z.string(),
      authorisation: z.string(),
      retailLossPercent: z.number(),
      // A row stored before the URL rule (raw CR/LF, http) is not used: the environment's is.
      url: z.pipe(
        z.string(),
        z.transform((v, ctx) => {
          const url = safePartnerUrl(v);
          if (url !== null) return url;
          ctx.issues.push({ code: 'custom', input: v, message: 'not a safe partner URL' });
          return z.NEVER;
        }),
      ),
    }),
  ),
  premiumMonthlyCapacity: z.nullable(z.number()),
};

/** The settings as the environment gives them (the defaults). */
export function envSiteSettings(): SiteSettings {
  const {
    PARTNER_BROKER_NAME: name,
    PARTNER_BROKER_REGULATOR: regulator,
    PARTNER_BROKER_AUTHORISATION: authorisation,
    PARTNER_BROKER_RETAIL_LOSS_PERCENT: retailLossPercent,
    PARTNER_BROKER_URL: url,
  } = env;
  const safeUrl = url === undefined ? null : safePartnerUrl(url);
  // The start-up check refuses this in production (env.ts); elsewhere the panel is left out.
  if (url !== undefined && safeUrl === null)
    logger.error('PARTNER_BROKER_URL is not an https URL (or loopback http outside production)');
  const complete = name && regulator && authorisation && retailLossPercent !== undefined && safeUrl;
  return {
    partnerBroker: complete
      ? { name, regulator, authorisation, retailLossPercent, url: safeUrl }
      : null,
    premiumMonthlyCapacity: env.PREMIUM_MONTHLY_CAPACITY ?? null,
  };
}

/** The settings in force and where each comes from (stored, or the environment). */
export async function readSiteSettings(db: Pick<Db, 'siteSetting'>): Promise<SettingsResponse> {
  const rows = await db.siteSetting.findMany();
  const defaults = envSiteSettings();
  const pick = <K extends keyof SiteSettings>(key: K): [SiteSettings[K], SettingSource] => {
    const row = rows.find((r) => r.key === KEYS[key]);
    if (!row) return [defaults[key], 'env'];
    const parsed = z.safeParse(storedValue[key], row.value);
    if (parsed.success) return [parsed.data as SiteSettings[K], 'stored'];
    // Only this module writes the table; a row it cannot read is a bug, not a setting.
    logger.error({ key: row.key }, 'unreadable stored setting: the environment value is used');
    return [defaults[key], 'env'];
  };
  const [partnerBroker, partnerSource] = pick('partnerBroker');
  const [premiumMonthlyCapacity, capacitySource] = pick('premiumMonthlyCapacity');
  return {
    settings: { partnerBroker, premiumMonthlyCapacity },
    sources: { partnerBroker: partnerSource, premiumMonthlyCapacity: capacitySource },
  };
}

/**
 * Stores `value` as setting `key` at `now` through `tx` (a new row or a replaced one). The one
 * write of `site_settings`: the settings kept elsewhere (the alert thresholds,
 * lib/server/owner/alert-settings.ts) store through it too.
 */
export async function putSiteSetting(
  tx: Pick<Db, 'siteSetting'>,
  key: string,
  value: Prisma.InputJsonValue | typeof Prisma.JsonNull,
  now: Date,
): Promise<void> {
  await tx.siteSetting.upsert({
    where: { key },
    create: { key, value, updatedAt: now },
    update: { value, updatedAt: now },
  });
}

/** The settings in force (stored, else the environment's). */
export async function siteSettings(db: Pick<Db, 'siteSetting'>): Promise<SiteSettings> {
  return (await readSiteSettings(db)).settings;
}

/**
 * The settings a page renders with. `next build` opens no database (lib/server/db/client.ts:
 * its workers run in parallel and PGlite allows one process), so the build renders the
 * environment's values; a running server renders the stored ones when it regenerates a page,
 * on a save (revalidatePath) or at the page's revalidate interval.
 */
export async function pageSiteSettings(): Promise<SiteSettings> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return envSiteSettings();
  return siteSettings(await getDb());
}

/** The changed settings, each as { from, to }. */
function changes(before: SiteSettings, after: SiteSettings) {
  const changed: Partial<Record<keyof SiteSettings, { from: unknown; to: unknown }>> = {};
  for (const key of Object.keys(KEYS) as (keyof SiteSettings)[])
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changed[key] = { from: before[key], to: after[key] };
  return changed;
}

/**
 * Stores `next` as the settings in force at `ctx.now` (both keys, so neither falls back to the
 * environment afterwards), audited with what changed, then marks the pre-rendered pages that
 * show a changed setting for regeneration. Returns what is now in force and the paths marked.
 * Raises `validation_failed` (422, `partnerUrl`) for a loopback http URL in production without
 * ALLOW_INSECURE_PARTNER_BROKER_URL=1 (the schema, shared with the browser, cannot know).
 */
export async function saveSiteSettings(
  db: Db,
  next: SiteSettings,
  ctx: { admin: AdminIdentity; ip: string; now?: Date },
): Promise<SettingsResponse & { revalidated: string[] }> {
  const now = ctx.now ?? new Date();
  if (next.partnerBroker) {
    const url = safePartnerUrl(next.partnerBroker.url);
    if (url === null) throw fieldError({ partnerUrl: 'validation.partnerUrl' });
    next = { ...next, partnerBroker: { ...next.partnerBroker, url } };
  }
  const changed = await db.$transaction(async (tx) => {
    const before = await readSiteSettings(tx);
    for (const key of Object.keys(KEYS) as (keyof SiteSettings)[]) {
      // JSON null is a stored "none" (no broker, no figure); no row is the environment's value.
      const value = next[key] === null ? Prisma.JsonNull : (next[key] as Prisma.InputJsonValue);
      await putSiteSetting(tx, KEYS[key], value, now);
    }
    const diff = changes(before.settings, next);
    await recordAudit(
      tx,
      {
        admin: ctx.admin,
        action: 'settings.update',
        targetType: 'site_settings',
        details: diff as Prisma.InputJsonValue,
        ip: ctx.ip,
      },
      now,
    );
    return diff;
  });
  const revalidated = changed.partnerBroker ? [...PARTNER_PAGES] : [];
  revalidatePages(revalidated);
  return { ...(await readSiteSettings(db)), revalidated };
}

/** The stored row of the Impressum's operator details (lib/site/operator.ts). */
const OPERATOR_KEY = 'operator';

/** The pre-rendered page that shows the operator's details. */
export const OPERATOR_PAGES = ['/impressum'] as const;

const storedOperator = z.partialRecord(z.enum(OPERATOR_FIELDS), z.nullable(z.string()));

/** The operator's details as the environment gives them (each field's default). */
export function envOperatorDetails(): OperatorDetails {
  return Object.fromEntries(
    OPERATOR_FIELDS.map((field) => [field, env[OPERATOR_ENV[field]] ?? null]),
  ) as OperatorDetails;
}

/**
 * The operator's details in force, field by field: the stored value, else the environment's,
 * else null (missing); and where each comes from.
 */
export async function readOperatorSettings(
  db: Pick<Db, 'siteSetting'>,
): Promise<OperatorSettingsResponse> {
  const row = await db.siteSetting.findUnique({ where: { key: OPERATOR_KEY } });
  let stored: Partial<OperatorDetails> = {};
  if (row) {
    const parsed = z.safeParse(storedOperator, row.value);
    if (parsed.success) stored = parsed.data;
    // Only this module writes the table; a row it cannot read is a bug, not a setting.
    else logger.error({ key: row.key }, 'unreadable stored setting: the environment value is used');
  }
  const defaults = envOperatorDetails();
  const operator = {} as OperatorDetails;
  const sources = {} as OperatorSettingsResponse['sources'];
  for (const field of OPERATOR_FIELDS) {
    const own = stored[field];
    operator[field] = own ?? defaults[field];
    sources[field] = own ? 'stored' : defaults[field] ? 'env' : null;
  }
  return { operator, sources };
}

/**
 * The operator's details /impressum renders with: the environment's during `next build` (it
 * opens no database), the stored ones when a running server regenerates the page.
 */
export async function pageOperatorDetails(): Promise<OperatorDetails> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return envOperatorDetails();
  return (await readOperatorSettings(await getDb())).operator;
}

/**
 * Stores `next` (null: no stored value, the environment's holds) at `ctx.now`, audited with
 * the fields whose value in force changed, then marks /impressum for regeneration when one
 * did. Returns what is now in force and the paths marked.
 */
export async function saveOperatorSettings(
  db: Db,
  next: OperatorDetails,
  ctx: { admin: AdminIdentity; ip: string; now?: Date },
): Promise<OperatorSettingsResponse & { revalidated: string[] }> {
  const now = ctx.now ?? new Date();
  const value = next as Prisma.InputJsonValue;
  const changed = await db.$transaction(async (tx) => {
    const before = (await readOperatorSettings(tx)).operator;
    await putSiteSetting(tx, OPERATOR_KEY, value, now);
    const after = (await readOperatorSettings(tx)).operator;
    const diff: Partial<Record<OperatorField, { from: string | null; to: string | null }>> = {};
    for (const field of OPERATOR_FIELDS)
      if (before[field] !== after[field]) diff[field] = { from: before[field], to: after[field] };
    await recordAudit(
      tx,
      {
        admin: ctx.admin,
        action: 'settings.update',
        targetType: 'site_settings',
        details: { operator: diff } as Prisma.InputJsonValue,
        ip: ctx.ip,
      },
      now,
    );
    return Object.keys(diff).length > 0;
  });
  const revalidated = changed ? [...OPERATOR_PAGES] : [];
  revalidatePages(revalidated);
  return { ...(await readOperatorSettings(db)), revalidated };
}
