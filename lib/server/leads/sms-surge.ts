/**
 * The proof-of-work cost in force (lib/server/auth/proof-of-work.ts): ALTCHA_MAX_NUMBER, times
 * SMS_SURGE.factor while a country prefix sends more SMS than its normal level, read from the
 * SMS the app sent (`verification_codes`: one row per SMS handed to the provider, a code or a
 * guide link).
 *
 * A prefix surges while its SMS of the last hour exceed its normal level: its hourly average
 * over the 7 days before that hour, times SMS_SURGE.multiple, and never below
 * SMS_SURGE.floorPerHour (a quiet site does not surge on a handful of sign-ups). A bot farm
 * pumping SMS to one country therefore meets ten times the work within the hour, and the
 * prefix's normal visitors with it, until the rate falls back.
 *
 * Read at most every 10 s per process (SMS_SURGE.cacheMs): the challenge endpoint is public
 * and must not cost a query per request, yet a farm that sends 20 SMS in a few seconds should
 * meet the raised cost within seconds (bench:abuse: at 60 s, most of its 200 registrations
 * went through at the base cost).
 */
import 'server-only';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';
import { env } from '@/env';
import { Prisma } from '../generated/prisma/client';
import { sqlOf, type Db } from '../db/client';

export const SMS_SURGE = {
  factor: 10,
  multiple: 3,
  floorPerHour: 20,
  baselineHours: 7 * 24,
  cacheMs: 10_000,
} as const;

const HOUR_MS = 3_600_000;

/** One prefix's SMS: in the last hour, and its normal level per hour. */
export interface PrefixRate {
  callingCode: string;
  lastHour: number;
  normalPerHour: number;
  surging: boolean;
}

let cached: { at: number; rates: PrefixRate[] } | undefined;

/** Forgets the cached rates (tests, between databases). */
export function forgetSmsSurge(): void {
  cached = undefined;
}

/** The calling codes of SMS_ALLOWED_COUNTRIES, e.g. ['39', '49', '43', '41']. */
function allowedCallingCodes(): string[] {
  const codes = env.SMS_ALLOWED_COUNTRIES.map((c) => {
    try {
      return getCountryCallingCode(c as CountryCode) as string;
    } catch {
      return null;
    }
  });
  return [...new Set(codes.filter((c): c is string => c !== null))];
}

/** The SMS rate of each allowed prefix at `now` (cached SMS_SURGE.cacheMs). */
export async function smsRates(db: Db, now = new Date()): Promise<PrefixRate[]> {
  if (cached && Math.abs(now.getTime() - cached.at) < SMS_SURGE.cacheMs) return cached.rates;
  const codes = allowedCallingCodes();
  if (codes.length === 0) return [];
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const since = new Date(hourAgo.getTime() - SMS_SURGE.baselineHours * HOUR_MS);
  // E.164 calling codes are a prefix code: '+39…' is every Italian number and nothing else.
  const rows = await sqlOf(db)<{ cc: string; last_hour: number | string; before: number | string }>(
    Prisma.sql`
      SELECT p.cc,
             count(v.id) FILTER (WHERE v.created_at >= ${hourAgo}) AS last_hour,
             count(v.id) FILTER (WHERE v.created_at < ${hourAgo}) AS before
        FROM (VALUES ${Prisma.join(codes.map((cc) => Prisma.sql`(${cc})`))}) AS p(cc)
        LEFT JOIN verification_codes v
          ON v.phone LIKE '+' || p.cc || '%' AND v.created_at >= ${since} AND v.created_at <= ${now}
       GROUP BY p.cc`,
  );
  const rates = rows.map((row) => {
    const lastHour = Number(row.last_hour);
    const normalPerHour = Math.max(
      SMS_SURGE.floorPerHour,
      (Number(row.before) / SMS_SURGE.baselineHours) * SMS_SURGE.multiple,
    );
    return { callingCode: row.cc, lastHour, normalPerHour, surging: lastHour > normalPerHour };
  });
  cached = { at: now.getTime(), rates };
  return rates;
}

/**
 * The proof-of-work cost (a challenge's maxNumber) for a request to `callingCode`'s numbers;
 * without one (a challenge issued before the phone is typed), the highest any allowed prefix
 * needs, so that the solution holds whichever number follows.
 */
export async function proofMaxNumber(
  db: Db,
  callingCode: string | null,
  now = new Date(),
): Promise<number> {
  const rates = await smsRates(db, now);
  const surging = rates.some(
    (r) => r.surging && (callingCode === null || r.callingCode === callingCode),
  );
  return env.ALTCHA_MAX_NUMBER * (surging ? SMS_SURGE.factor : 1);
}
