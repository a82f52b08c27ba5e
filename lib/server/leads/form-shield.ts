/**
 * What a request must show before the app spends anything on it (an SMS, an argon2id password
 * check): the registration form's honeypot left empty and a fill time of a person, a phone
 * number an SMS reaches, and a proof of work solved in the browser (lib/server/auth/
 * proof-of-work.ts) at the cost in force for that number's country prefix (./sms-surge.ts).
 * Each refusal is a 4xx in the request's language, counted in `form_shield_refusals_total` and,
 * but for a number's type (a person's typo), in `shield_refusals` for the owners' alert.
 */
import 'server-only';
import { env } from '@/env';
import { MIN_FILL_MS } from '@/lib/validation/registration';
import type { Db } from '../db/client';
import { AppError, fieldError, type AppErrorCode } from '../http/errors';
import { metrics } from '../metrics/registry';
import { spendProof } from '../auth/proof-of-work';
import { recordShieldRefusal } from '../auth/shield-refusals';
import { isSmsAllowed, normalizePhone, type NormalizedPhone } from '../channels/sms/phone';
import { proofMaxNumber } from './sms-surge';
import { channelsOf } from './verification-provider';

/**
 * The registration form's own signs of a person: the honeypot (`website`, hidden from people
 * and assistive technology, so only a form-filling robot types in it) is empty, and the form
 * was sent at least MIN_FILL_MS after it was shown (`fillMs`, measured by the page).
 * Throws 400 `form_rejected` for a filled honeypot, 400 `form_too_fast` for a missing or short
 * fill time.
 */
export async function assertFilledByPerson(
  db: Db,
  form: { website?: string; fillMs?: number },
  { ip, now = new Date() }: { ip: string; now?: Date },
): Promise<void> {
  const at = { ip, now };
  if (form.website) await refuse(db, 'honeypot', at, 'form_rejected');
  if (form.fillMs === undefined || form.fillMs < MIN_FILL_MS)
    await refuse(db, 'too_fast', at, 'form_too_fast');
}

/** Counts a refusal for `reason` from `at.ip` (metric and table), then throws its AppError. */
async function refuse(
  db: Db,
  reason: string,
  at: { ip: string; now: Date },
  code: AppErrorCode,
): Promise<never> {
  metrics.shieldRefusals.inc({ reason });
  await recordShieldRefusal(db, reason, at.ip, at.now);
  throw new AppError(code);
}

/**
 * The typed `input` as a number to send an SMS to, or 422 on the phone field: not a number
 * (`validation.phone`), outside SMS_ALLOWED_COUNTRIES when `countries` (`validation.phoneCountry`),
 * a line type no SMS should go to (`validation.phoneType`: premium-rate, shared-cost, VoIP,
 * unknown, and a fixed line unless the Verify workflow in force has a voice step;
 * lib/server/channels/verify/workflow.ts).
 */
export async function smsPhone(
  db: Db,
  input: string,
  { countries = true } = {},
): Promise<NormalizedPhone> {
  const phone = normalizePhone(input);
  if (!phone) throw fieldError({ phone: 'validation.phone' });
  if (countries && !isSmsAllowed(phone, env.SMS_ALLOWED_COUNTRIES))
    throw fieldError({ phone: 'validation.phoneCountry' });
  // A line no step of the verification reaches (with Verify's voice step a fixed line is one).
  if ((await channelsOf(db, phone)).length === 0) {
    metrics.shieldRefusals.inc({ reason: 'phone_type' });
    throw fieldError({ phone: 'validation.phoneType' });
  }
  return phone;
}

/**
 * Spends the request's proof of work (`altcha`, the widget's payload) at `now`. `callingCode`:
 * the prefix of the number an SMS would go to, whose surge raises the cost a proof must have
 * been issued at; null (lead login, whose number is known only once the email is) asks for the
 * highest cost in force, the one the challenge endpoint serves: it covers the lead's number, so
 * proofs stockpiled before a surge are refused here as at registration and resend, and the
 * answer does not depend on whether the email is known (docs/security.md). Throws 400 `proof_required`
 * without a proof, 403 `proof_invalid` for any other refusal (forged, wrong, expired, spent,
 * issued cheaper than the cost now in force): the page solves a new one.
 */
export async function assertProof(
  db: Db,
  altcha: string | undefined,
  { callingCode, ip, now = new Date() }: { callingCode: string | null; ip: string; now?: Date },
): Promise<void> {
  const minMaxNumber = await proofMaxNumber(db, callingCode, now);
  const refusal = await spendProof(db, altcha, { now, minMaxNumber });
  if (!refusal) return;
  if (refusal === 'missing') await refuse(db, 'proof_missing', { ip, now }, 'proof_required');
  await refuse(db, `proof_${refusal}`, { ip, now }, 'proof_invalid');
}
