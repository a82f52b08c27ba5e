/**
 * Where and how often any SMS may go (docs/decisions.md §6), whatever it carries: the allowed
 * destinations and the caps every SMS to a number counts against. The code flow
 * (./verification.ts) adds its own rules on top; the guide link (./guide-link-sms.ts) takes
 * these alone.
 */
import 'server-only';
import { env } from '@/env';
import { AppError } from '../http/errors';
import type { Limit } from '../http/rate-limit';
import {
  isSmsAllowed,
  isSmsLineType,
  normalizePhone,
  type NormalizedPhone,
} from '../channels/sms/phone';
import { OTP_RULES } from './otp';

/** Per-country cap on SMS sends an hour (anti SMS-pumping); per address: SMS_SENDS_PER_ADDRESS_HOUR. */
const SEND_LIMITS = { perCountryHour: 300 };

/**
 * The caps every SMS to `phone` counts against: the number's day cap (5 in a 24 h window that
 * opens with the first send; 429 daily_limit) and its country prefix's hourly cap (anti
 * SMS-pumping; 429 rate_limited). The code's cooldown and the per-address cap are rules of a
 * person asking for codes (./verification.ts).
 */
export function numberCaps(phone: NormalizedPhone): [day: Limit, country: Limit] {
  return [
    {
      key: `sms:day:${phone.e164}`,
      max: OTP_RULES.maxSendsPerDay,
      windowSec: OTP_RULES.dayMs / 1000,
      exceeded: () => new AppError('daily_limit'),
    },
    { key: `sms:cc:${phone.callingCode}`, max: SEND_LIMITS.perCountryHour, windowSec: 3600 },
  ];
}

/**
 * The number as an SMS destination, or null when its country is not in
 * SMS_ALLOWED_COUNTRIES or its line type takes no SMS (premium-rate, VoIP, …; isSmsLineType):
 * nothing is ever sent to such a number, whatever path asks.
 */
export function smsDestination(e164: string): NormalizedPhone | null {
  const phone = normalizePhone(e164);
  return phone && isSmsAllowed(phone, env.SMS_ALLOWED_COUNTRIES) && isSmsLineType(phone)
    ? phone
    : null;
}
