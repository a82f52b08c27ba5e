/**
 * Phone verification (docs/product.md §2.5, §4; docs/decisions.md §6): sending codes within the limits and
 * checking them. Rules live in ./otp.ts, the codes' storage in ./verification-codes.ts, and
 * the lead's verified state is written through ./lead-store.ts.
 */
import 'server-only';
import { enqueueLeadEvent } from './lead-events';
import { onLeadVerified } from './automations';
import { queueGuideLinkSms } from './guide-link-sms';
import { enqueueMetaEvent, type MetaRequestContext } from '../tracking/meta-events';
import { env } from '@/env';
import type { Db } from '../db/client';
import type { Lead } from '../generated/prisma/client';
import { AppError, rateLimited } from '../http/errors';
import { OTP_RULES, codeMatches, codeStatus, expiryFor, generateCode, hashCode } from './otp';
import {
  hit,
  reserve,
  resetLimitIfSpent,
  resetLimits,
  type Limit,
  type Reservation,
} from '../http/rate-limit';
import type { NormalizedPhone } from '../channels/sms/phone';
import { numberCaps } from './sms-limits';
import {
  channelsFrom,
  checkWithProvider,
  codeDestination,
  startVerification,
} from './verification-provider';
export { answerChannels } from './verification-provider';
import { limitSubject } from '../http/client-ip';
import { smsSender, type SmsSent } from '../channels/sms';
import { usesVerifyProvider, type VerifyChannel } from '../channels/verify';
import { takeFreeAccessPlace } from './free-access';
import { translate } from '../http/i18n';
import { logger } from '../logger';
import { metrics } from '../metrics/registry';
import { markLeadVerified } from './lead-store';
import {
  consumeCode,
  insertCode,
  latestDeliveredCode,
  markCodeDelivered,
} from './verification-codes';

/** Per-IP cap on code checks. */
const VERIFY_LIMITS = { perIpHour: 60 };

export type SendOutcome = 'sent' | 'failed' | 'skipped';

/** The wrong-try counter of the codes sent to `e164`, registered or not. */
const triesKey = (e164: string) => `otp:tries:${e164}`;

/**
 * Every limit on one SMS to `phone` from `ip`, reserved before the provider is called: the
 * per-number cooldown (one send per 120 s) and day cap (5 in a 24 h window that opens with
 * the first send), then the per-address and per-country-prefix caps. Keyed by the number, so
 * an unknown number meets exactly the limits and answers of a registered one.
 */
function sendLimits(phone: NormalizedPhone, ip: string): Limit[] {
  const [day, country] = numberCaps(phone);
  return [
    {
      key: `sms:cooldown:${phone.e164}`,
      max: 1,
      windowSec: OTP_RULES.resendCooldownMs / 1000,
      exceeded: (wait) => rateLimited(wait, 'resend_too_soon'),
    },
    day,
    { key: `sms:ip:${limitSubject(ip)}`, max: env.SMS_SENDS_PER_ADDRESS_HOUR, windowSec: 3600 },
    country,
  ];
}

/**
 * Takes a send under sendLimits for `e164`. Returns the reservation (give it back when the
 * provider fails), or throws the limit's error; the tries of a dead code (5 wrong) start
 * again with the new one, while a code still in play keeps its count.
 */
async function reserveSend(db: Db, phone: NormalizedPhone, ip: string, now: Date) {
  const reservation = await reserve(db, sendLimits(phone, ip), now);
  await resetLimitIfSpent(db, triesKey(phone.e164), OTP_RULES.maxAttempts);
  return reservation;
}

/**
 * Sends a new code to `lead` unless a limit forbids it; every limit is reserved before the
 * provider is called, so concurrent sends to one number send one SMS.
 * `strict` (resend): a limit throws (429 resend_too_soon, daily_limit, rate_limited; 422
 * country_not_allowed). Not strict (registration, login, reminder): it is skipped silently.
 * Returns 'sent', 'failed' (provider error: the reservation is given back, so a resend
 * works at once) or 'skipped'. With VERIFY_DRIVER=vonage-verify Verify sends its own code
 * along the number's channels (./verification-provider.ts), under the same limits.
 */
export async function sendCode(
  db: Db,
  lead: Pick<Lead, 'id' | 'phone' | 'locale'>,
  opts: { ip: string; strict: boolean; now?: Date; channel?: VerifyChannel },
): Promise<SendOutcome> {
  const now = opts.now ?? new Date();
  const destination = await codeDestination(db, lead.phone);
  let reservation: Reservation;
  try {
    if (!destination) throw new AppError('country_not_allowed');
    reservation = await reserveSend(db, destination.phone, opts.ip, now);
  } catch (error) {
    if (opts.strict) throw error;
    return 'skipped';
  }
  if (usesVerifyProvider()) {
    const channels = channelsFrom(destination.channels, opts.channel);
    const outcome = await startVerification(db, lead, channels, now);
    // As a refused SMS: the reservation is given back, so a resend works at once.
    if (outcome === 'failed') await reservation.release();
    return outcome;
  }
  const code = generateCode();
  const codeId = await insertCode(db, {
    leadId: lead.id,
    phone: lead.phone,
    codeHash: hashCode(code),
    createdAt: now,
    expiresAt: expiryFor(now),
  });
  const locale = lead.locale === 'de' ? 'de' : 'it';
  let sent: SmsSent;
  try {
    sent = await smsSender().send({
      to: lead.phone,
      text: translate(locale, 'api.smsText', { code }),
    });
  } catch (error) {
    // The code row stays undelivered: it never validates and does not delay a resend.
    logger.warn({ err: error, leadId: lead.id }, 'sms delivery failed');
    await reservation.release();
    return 'failed';
  }
  await markCodeDelivered(db, codeId, lead.id, now, sent);
  return 'sent';
}

/**
 * `POST /api/resend-sms` for `e164`: a new code for a registered lead — to finish its
 * verification, or, for a verified lead, to sign in with it (the SMS way in of /login and
 * /anmelden: a lead registered on a campaign form has no password). For an unknown number
 * the same limits are taken and the same answers given, and nothing is sent (no answer tells
 * whether a number is registered, docs/security.md). Checking the code of a verified lead
 * opens a session only: verifyCode runs no verification side effect twice.
 * With Verify, `channel` asks for the code by that channel (./verification-provider.ts
 * channelsFrom), and `channel` in the answer is the one it goes by first: worked out from the
 * number's line alone, so it is the same for an unknown number; `channels` all of the number's
 * (lib/contracts/verification.ts codeChannels).
 * Returns 'sent' or 'failed' (provider error, 503 at the route); throws as sendCode strict.
 */
export async function resendCode(
  db: Db,
  e164: string,
  opts: { ip: string; now?: Date; channel?: VerifyChannel },
): Promise<{ outcome: 'sent' | 'failed'; channel?: VerifyChannel; channels?: VerifyChannel[] }> {
  const now = opts.now ?? new Date();
  const lead = await db.lead.findUnique({
    where: { phone: e164 },
    select: { id: true, phone: true, locale: true },
  });
  const destination = await codeDestination(db, e164);
  const channel =
    destination && usesVerifyProvider()
      ? {
          channel: channelsFrom(destination.channels, opts.channel)[0],
          channels: destination.channels,
        }
      : {};
  if (lead) {
    const sent = await sendCode(db, lead, {
      ip: opts.ip,
      strict: true,
      now,
      channel: opts.channel,
    });
    return { outcome: sent === 'failed' ? 'failed' : 'sent', ...channel };
  }
  if (!destination) throw new AppError('country_not_allowed');
  await reserveSend(db, destination.phone, opts.ip, now);
  return { outcome: 'sent', ...channel };
}

const invalidCode = () => new AppError('invalid_code');

/** Compared against when a number has no code: the same work, and no code matches it. */
const UNKNOWN_NUMBER_HASH = hashCode('unknown-number');
const tooManyAttempts = () => new AppError('too_many_attempts');

/**
 * Checks `code` for the lead with phone `e164`. The try is counted before the code is
 * compared (5 per number until a new code is sent, the same counter for unknown numbers),
 * so concurrent guesses get 5 comparisons, not one each. On success the lead is verified
 * and, while places last, granted free access; the tries start again. A lead verified before
 * (the SMS sign-in) only passes the check: no event, email, guide-link SMS or Meta event
 * again; `newly` tells which happened.
 * Throws 400 invalid_code (also for unknown numbers and used codes), 400 code_expired (only
 * for the right code after its 10 minutes: nobody else learns a code existed), 429
 * too_many_attempts, 429 rate_limited (per-address cap); with Verify, 503 sms_unavailable when
 * its check endpoint cannot answer (the try is given back).
 */
export async function verifyCode(
  db: Db,
  e164: string,
  code: string,
  opts: { ip: string; now?: Date; meta?: MetaRequestContext },
): Promise<{ lead: Lead; newly: boolean }> {
  const now = opts.now ?? new Date();
  await hit(
    db,
    { key: `verify:ip:${limitSubject(opts.ip)}`, max: VERIFY_LIMITS.perIpHour, windowSec: 3600 },
    now,
  );
  const tries = await reserve(
    db,
    [
      {
        key: triesKey(e164),
        max: OTP_RULES.maxAttempts,
        windowSec: OTP_RULES.dayMs / 1000,
        exceeded: tooManyAttempts,
      },
    ],
    now,
  );
  // The same work for a registered and an unknown number (the count above, one look-up, one
  // comparison, no write), so the time taken does not tell them apart either.
  const current = await latestDeliveredCode(db, e164);
  const live =
    current?.verify_request_id && !current.consumed_at ? current.verify_request_id : null;
  if (live || (usesVerifyProvider() && !current?.code_hash)) {
    // Verify holds the code and its check endpoint compares (docs/sms.md); a number without a
    // request in play is checked against none, so its answer takes a registered number's time.
    if ((await checkWithProvider(live, code)) === 'failed') {
      await tries.release();
      throw new AppError('sms_unavailable');
    }
  } else if (!codeMatches(code, current?.code_hash ?? UNKNOWN_NUMBER_HASH)) throw invalidCode();
  if (!current) throw invalidCode();
  const status = codeStatus(
    {
      createdAt: current.created_at,
      expiresAt: current.expires_at,
      consumedAt: current.consumed_at,
    },
    now,
  );
  if (status === 'consumed') throw invalidCode();
  if (status === 'expired') throw new AppError('code_expired');

  const { lead: verified, newly } = await db.$transaction(async (tx) => {
    // Single use: only one request can consume the code.
    if (!(await consumeCode(tx, current.id, now))) throw invalidCode();
    const lead = await tx.lead.findUniqueOrThrow({ where: { id: current.lead_id } });
    if (lead.isVerified) return { lead, newly: false };
    const grant = await takeFreeAccessPlace(tx, now);
    const updated = await markLeadVerified(tx, lead.id, now, grant);
    // Same transaction: the verification and its outbound messages commit together.
    await enqueueLeadEvent(tx, 'lead.verified', lead.id, now);
    await onLeadVerified(tx, updated, now);
    await queueGuideLinkSms(tx, updated, now);
    // The Conversions API's CompleteRegistration, when the browser consented to marketing.
    if (opts.meta) {
      const meta = { event: 'CompleteRegistration', key: lead.publicId, leadId: lead.id } as const;
      await enqueueMetaEvent(tx, { ...meta, context: opts.meta }, now);
    }
    return { lead: updated, newly: true };
  });
  if (newly) metrics.leadsVerified.inc();
  await resetLimits(db, [triesKey(e164)]);
  return { lead: verified, newly };
}
