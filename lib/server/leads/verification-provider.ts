/**
 * Verification through a provider that sends and checks its own code (VERIFY_DRIVER=vonage-
 * verify, docs/sms.md "Verification by Vonage Verify"): where a code may go and by which channels,
 * starting a Verify request per attempt and checking a code against it. The limits, the tries and
 * the answers stay those of ./verification.ts; each attempt is a row of verification_codes
 * (kind 'verify', written by ./verification-codes.ts) with Verify's request id.
 */
import 'server-only';
import { env } from '@/env';
import type { Db } from '../db/client';
import type { Lead } from '../generated/prisma/client';
import { AppError } from '../http/errors';
import { logger } from '../logger';
import { isSmsAllowed, normalizePhone, type NormalizedPhone } from '../channels/sms/phone';
import {
  usesVerifyProvider,
  verificationChannels,
  verifyLocale,
  verifyProvider,
  type VerifyChannel,
} from '../channels/verify';
import { verifyWorkflow } from '../settings/verify-workflow';
import { OTP_RULES } from './otp';
import { smsDestination } from './sms-limits';
import { insertVerifyAttempt, markVerifyStarted, openVerifyRequests } from './verification-codes';

export interface CodeDestination {
  phone: NormalizedPhone;
  channels: VerifyChannel[];
}

/**
 * The channels a verification of `phone` takes now (../channels/verify verificationChannels):
 * with Verify along the workflow in force (the owner's setting, else VERIFY_WORKFLOW), read
 * per request so a save applies to the next code on every server.
 */
export async function channelsOf(
  db: Db,
  phone: Pick<NormalizedPhone, 'type'>,
): Promise<VerifyChannel[]> {
  return verificationChannels(phone, usesVerifyProvider() ? await verifyWorkflow(db) : []);
}

/**
 * Where a verification code for `e164` may go and by which channels, or null when nowhere:
 * with the app's own codes exactly the SMS destinations (./sms-limits.ts); with Verify a number
 * of SMS_ALLOWED_COUNTRIES whose line takes a step of the workflow in force (a fixed line: only
 * a voice step).
 */
export async function codeDestination(db: Db, e164: string): Promise<CodeDestination | null> {
  if (!usesVerifyProvider()) {
    const phone = smsDestination(e164);
    return phone ? { phone, channels: ['sms'] } : null;
  }
  const phone = normalizePhone(e164);
  if (!phone || !isSmsAllowed(phone, env.SMS_ALLOWED_COUNTRIES)) return null;
  const channels = await channelsOf(db, phone);
  return channels.length > 0 ? { phone, channels } : null;
}

/**
 * The channels the code page names and offers for `e164` (lib/contracts/verification.ts
 * codeChannels): Verify's workflow fitted to the line, or undefined with the app's own SMS or
 * for a number nothing may reach. From the number alone: the same for a registered and an
 * unknown number.
 */
export async function answerChannels(db: Db, e164: string): Promise<VerifyChannel[] | undefined> {
  return usesVerifyProvider() ? (await codeDestination(db, e164))?.channels : undefined;
}

/**
 * `channels` from `channel` on, when the visitor asked for a code by it (the page's "Invia via
 * SMS", "Chiamami"): the new request starts there and falls back along the rest of the
 * workflow. Without `channel`, or for a channel the number cannot take, `channels` unchanged.
 * A new request rather than Verify's next_workflow: after a step's timeout Verify has moved on
 * by itself, so a next step would skip the one asked for.
 */
export function channelsFrom(
  channels: VerifyChannel[],
  channel: VerifyChannel | undefined,
): VerifyChannel[] {
  const at = channel ? channels.indexOf(channel) : -1;
  return at > 0 ? channels.slice(at) : channels;
}

/**
 * How long an attempt's code is accepted: the app's 10 minutes, or longer when Verify's steps
 * take longer (three steps of 300 s: the call's code arrives after 10 minutes).
 */
function attemptExpiry(channels: readonly VerifyChannel[], now: Date): Date {
  const ms = Math.max(OTP_RULES.ttlMs, channels.length * env.VERIFY_CHANNEL_TIMEOUT * 1000);
  return new Date(now.getTime() + ms);
}

/**
 * Starts a Verify request for `lead` along `channels` at `now`, stored as an attempt first (its
 * id is the request's client_ref). A verification of the number still running at Verify (409,
 * the lead asked again) is cancelled and the start tried once more. Returns 'sent', or 'failed'
 * when Verify refused (its fraud check included) or could not be reached: the attempt stays
 * "not sent" and never validates.
 */
export async function startVerification(
  db: Db,
  lead: Pick<Lead, 'id' | 'phone' | 'locale'>,
  channels: VerifyChannel[],
  now: Date,
): Promise<'sent' | 'failed'> {
  const attemptId = await insertVerifyAttempt(db, {
    leadId: lead.id,
    phone: lead.phone,
    workflow: channels.join(','),
    createdAt: now,
    expiresAt: attemptExpiry(channels, now),
  });
  const provider = verifyProvider();
  const request = {
    to: lead.phone,
    locale: verifyLocale(lead.locale),
    workflow: channels,
    clientRef: String(attemptId),
  };
  let started = await provider.start(request);
  if (!started.ok && started.reason === 'busy') {
    for (const requestId of await openVerifyRequests(db, lead.id)) await provider.cancel(requestId);
    started = await provider.start(request);
  }
  if (!started.ok) {
    logger.warn({ leadId: lead.id, reason: started.reason }, 'verification not started');
    return 'failed';
  }
  await markVerifyStarted(db, attemptId, lead.id, started.requestId, now);
  return 'sent';
}

/** A request id Verify never issues: what a number without a request in play is checked against. */
const NO_REQUEST = '00000000-0000-4000-8000-000000000000';

/**
 * Checks `code` against Verify's request `requestId` through its check endpoint (null: no
 * request in play; NO_REQUEST is asked, so the answer takes as long and never passes).
 * Resolves 'completed' when Verify says the code is right, 'failed' when Verify cannot answer
 * (503 at the route); throws 400 invalid_code for a wrong code and for a request that takes no
 * codes any more (Verify does not tell a right code after the end from a wrong one).
 */
export async function checkWithProvider(
  requestId: string | null,
  code: string,
): Promise<'completed' | 'failed'> {
  const result = await verifyProvider().check(requestId ?? NO_REQUEST, code);
  if (result === 'failed') return result;
  if (result === 'completed' && requestId) return result;
  throw new AppError('invalid_code');
}
