/**
 * Phone numbers: parsing and normalisation to E.164 with libphonenumber-js
 * (ITU-T E.164; default region Italy, so national input such as 3471234567 works), which
 * countries the SMS channel may write to, and the number as people write it. Beside the SMS
 * sender, on the channels' floor, so that leads/ (registration, verification), tracking/
 * (Meta's hashed phone) and admin/ (the back-office's `phoneDisplay`) use it. The browser
 * never formats: libphonenumber-js's metadata (32 kB gzip) put the leads and calls pages over
 * their JavaScript budget (docs/benchmarks.md).
 */
import 'server-only';
import {
  parsePhoneNumberFromString,
  type CountryCode,
  type NumberType,
} from 'libphonenumber-js/max';

export interface NormalizedPhone {
  /** E.164, e.g. '+393471234567'. */
  e164: string;
  /** ISO 3166-1 alpha-2 country of the number, e.g. 'IT'; undefined for non-geographic. */
  country: CountryCode | undefined;
  /** Country calling code without '+', e.g. '39'. */
  callingCode: string;
  /**
   * The line type by the number plan (libphonenumber-js's full metadata): 'MOBILE',
   * 'FIXED_LINE', 'PREMIUM_RATE', …; undefined when the plan does not say.
   */
  type: NumberType;
}

/** Parses `input` (any common format); null when it is not a valid phone number. */
export function normalizePhone(
  input: string,
  defaultCountry: CountryCode = 'IT',
): NormalizedPhone | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  return {
    e164: parsed.number,
    country: parsed.country,
    callingCode: parsed.countryCallingCode,
    type: parsed.getType(),
  };
}

/** True when SMS may be sent to `phone`: its country is in `allowed` (SMS_ALLOWED_COUNTRIES). */
export function isSmsAllowed(phone: NormalizedPhone, allowed: readonly string[]): boolean {
  return phone.country !== undefined && allowed.includes(phone.country);
}

/**
 * Line types an SMS reaches: mobile numbers, and numbers the plan cannot tell from mobile
 * (FIXED_LINE_OR_MOBILE, e.g. the US). Everything else is refused before any SMS: premium-rate
 * and shared-cost numbers earn their owner money per message (SMS pumping), VoIP numbers are
 * what bot farms rent by the thousand, fixed lines, pagers, voicemail, personal, toll-free
 * and UAN numbers do not take an SMS, and a number whose type the plan does not know
 * (undefined) is refused rather than paid for.
 */
const SMS_LINE_TYPES: ReadonlySet<NumberType> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** True when `phone`'s line type takes an SMS (SMS_LINE_TYPES). */
export function isSmsLineType(phone: NormalizedPhone): boolean {
  return SMS_LINE_TYPES.has(phone.type);
}

/**
 * `e164` as people write it ('+393494601000' → '+39 349 460 1000'), grouped by the number
 * plan of its country; the text as given when it is not a number libphonenumber can read (an
 * old row, a test value), so nothing a lead typed is hidden.
 */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
