/**
 * Phone verification (SPEC.md §2.5, §4; DESIGN.md §6): sending codes within the limits and
 * checking them. Rules live in ./otp.ts; this module owns their storage.
 */
import 'server-only';
import { enqueueLeadEvent } from './outbox/lead-events';
import { onLeadVerified } from './automations';
import { env } from '@/env';
import { sqlOf, type Db } from './db';
import type { Lead } from './generated/prisma/client';
import { AppError, RateLimitedError } from './errors';
import {
  OTP_RULES,
  carriedAttempts,
  codeMatches,
  codeStatus,
  expiryFor,
  generateCode,
  hashCode,
  resendWaitSeconds,
  type CodeState,
} from './otp';
import { hit, hitAll } from './rate-limit';
import { normalizePhone } from './phone';
import { smsSender } from './sms';
import { takeFreeAccessPlace } from './free-access';
import { translate } from './i18n';
import { logger } from './logger';

/** Per-IP and per-country caps on SMS sends (anti SMS-pumping). */
const SEND_LIMITS = { perIpHour: 10, perCountryHour: 300 };
/** Per-IP cap on code checks. */
const VERIFY_LIMITS = { perIpHour: 60 };

export type SendOutcome = 'sent' | 'failed' | 'skipped';

/** A verification_codes row as the driver returns it (snake_case). */
interface CodeRow {
  attempts: number;
  created_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
}

const codeState = (row: CodeRow): CodeState => ({
  attempts: Number(row.attempts),
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
  consumedAt: row.consumed_at ? new Date(row.consumed_at) : null,
});

/**
 * Sends a new code to `lead` unless a limit forbids it.
 * `strict` (resend): a limit throws a 429. Not strict (registration): it is skipped silently.
 * Returns 'sent', 'failed' (provider error: the lead stays, resend works later) or 'skipped'.
 */
export async function sendCode(
  db: Db,
  lead: Pick<Lead, 'id' | 'phone' | 'locale'>,
  opts: { ip: string; strict: boolean; now?: Date },
): Promise<SendOutcome> {
  const now = opts.now ?? new Date();
  const phone = normalizePhone(lead.phone);
  if (!phone?.country || !env.SMS_ALLOWED_COUNTRIES.includes(phone.country)) {
    if (opts.strict) throw new AppError(422, 'country_not_allowed', 'smsUnavailable');
    return 'skipped';
  }
  // The statements of a send go straight to the driver (db.ts sqlOf): every registration
  // runs them, and Prisma's query compiler was a third of the server's CPU there.
  const sql = sqlOf(db);
  const since = new Date(now.getTime() - OTP_RULES.dayMs);
  const delivered = await sql<{ created_at: Date }>(
    `SELECT created_at FROM verification_codes
      WHERE lead_id = $1 AND delivered AND created_at > $2 ORDER BY created_at DESC`,
    [lead.id, since],
  );
  const wait = resendWaitSeconds(delivered[0] ? new Date(delivered[0].created_at) : null, now);
  try {
    if (wait > 0) throw new RateLimitedError(wait, 'resend_too_soon', 'resendTooSoon');
    if (delivered.length >= OTP_RULES.maxSendsPerDay)
      throw new AppError(429, 'daily_limit', 'dailySendLimit');
    await hitAll(
      db,
      [
        { key: `sms:ip:${opts.ip}`, max: SEND_LIMITS.perIpHour, windowSec: 3600 },
        { key: `sms:cc:${phone.callingCode}`, max: SEND_LIMITS.perCountryHour, windowSec: 3600 },
      ],
      now,
    );
  } catch (error) {
    if (opts.strict) throw error;
    return 'skipped';
  }
  const [previous] = await sql<CodeRow>(
    `SELECT attempts, created_at, expires_at, consumed_at FROM verification_codes
      WHERE lead_id = $1 AND delivered ORDER BY created_at DESC LIMIT 1`,
    [lead.id],
  );
  const code = generateCode();
  const [row] = await sql<{ id: number }>(
    `INSERT INTO verification_codes (lead_id, phone, code_hash, attempts, delivered, created_at, expires_at)
     VALUES ($1, $2, $3, $4, false, $5, $6) RETURNING id`,
    [
      lead.id,
      lead.phone,
      hashCode(code),
      carriedAttempts(previous ? codeState(previous) : null, now),
      now,
      expiryFor(now),
    ],
  );
  if (!row) throw new Error('verification code insert returned no row');
  const locale = lead.locale === 'de' ? 'de' : 'it';
  try {
    await smsSender().send({ to: lead.phone, text: translate(locale, 'api.smsText', { code }) });
  } catch (error) {
    // The code row stays undelivered: it never validates and does not delay a resend.
    logger.warn({ err: error, leadId: lead.id }, 'sms delivery failed');
    return 'failed';
  }
  await sql('UPDATE verification_codes SET delivered = true WHERE id = $1', [row.id]);
  // A code sent later supersedes older ones still in play.
  await sql(
    `UPDATE verification_codes SET consumed_at = $1
      WHERE lead_id = $2 AND id <> $3 AND consumed_at IS NULL`,
    [now, lead.id, row.id],
  );
  return 'sent';
}

const invalidCode = () => new AppError(400, 'invalid_code', 'invalidCode');

/**
 * Checks `code` for the lead with phone `e164`. On success the lead is verified and, while
 * places last, granted free access. Throws 400 invalid_code (also for unknown numbers),
 * 400 code_expired, 429 too_many_attempts.
 */
export async function verifyCode(
  db: Db,
  e164: string,
  code: string,
  opts: { ip: string; now?: Date },
): Promise<Lead> {
  const now = opts.now ?? new Date();
  await hitAll(
    db,
    [{ key: `verify:ip:${opts.ip}`, max: VERIFY_LIMITS.perIpHour, windowSec: 3600 }],
    now,
  );
  const lead = await db.lead.findUnique({ where: { phone: e164 } });
  if (!lead) throw invalidCode();
  const current = await db.verificationCode.findFirst({
    where: { leadId: lead.id, delivered: true },
    orderBy: { createdAt: 'desc' },
  });
  if (!current) throw invalidCode();
  const status = codeStatus(current, now);
  if (status === 'consumed') throw invalidCode();
  if (status === 'exhausted') throw new AppError(429, 'too_many_attempts', 'tooManyAttempts');
  if (status === 'expired') throw new AppError(400, 'code_expired', 'codeExpired');

  if (!codeMatches(code, current.codeHash)) {
    // Counted atomically: concurrent wrong guesses cannot exceed the cap.
    const counted = await db.verificationCode.updateMany({
      where: { id: current.id, attempts: { lt: OTP_RULES.maxAttempts }, consumedAt: null },
      data: { attempts: { increment: 1 } },
    });
    if (counted.count === 0) throw new AppError(429, 'too_many_attempts', 'tooManyAttempts');
    throw invalidCode();
  }

  return db.$transaction(async (tx) => {
    // Single use: only one request can consume the code.
    const consumed = await tx.verificationCode.updateMany({
      where: { id: current.id, consumedAt: null, attempts: { lt: OTP_RULES.maxAttempts } },
      data: { consumedAt: now },
    });
    if (consumed.count === 0) throw invalidCode();
    if (lead.isVerified) return lead;
    const grant = await takeFreeAccessPlace(tx, now);
    const verified = await tx.lead.update({
      where: { id: lead.id },
      data: {
        isVerified: true,
        verifiedAt: now,
        ...(grant && {
          isFreeAccess: true,
          freeAccessExpiresAt: grant.expiresAt,
          registrationNumber: grant.registrationNumber,
        }),
      },
    });
    // Same transaction: the verification and its outbound messages commit together.
    await enqueueLeadEvent(tx, 'lead.verified', lead.id, now);
    await onLeadVerified(tx, verified, now);
    return verified;
  });
}

/**
 * For a number with no lead: applies the same cooldown, daily cap and per-IP cap as
 * sendCode, with the same errors, and sends nothing.
 */
export async function mimicSendLimits(
  db: Db,
  e164: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  try {
    await hit(
      db,
      { key: `nolead:cooldown:${e164}`, max: 1, windowSec: OTP_RULES.resendCooldownMs / 1000 },
      now,
    );
  } catch (error) {
    if (error instanceof RateLimitedError) {
      throw new RateLimitedError(error.extra.retryAfter ?? 1, 'resend_too_soon', 'resendTooSoon');
    }
    throw error;
  }
  try {
    await hit(
      db,
      {
        key: `nolead:day:${e164}`,
        max: OTP_RULES.maxSendsPerDay,
        windowSec: OTP_RULES.dayMs / 1000,
      },
      now,
    );
  } catch {
    throw new AppError(429, 'daily_limit', 'dailySendLimit');
  }
  await hit(db, { key: `sms:ip:${ip}`, max: SEND_LIMITS.perIpHour, windowSec: 3600 }, now);
}
