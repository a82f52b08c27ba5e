/**
 * Phone numbers: parsing and normalisation to E.164 with libphonenumber-js
 * (ITU-T E.164; default region Italy, so national input such as 3471234567 works), and which
 * countries the SMS channel may write to. Beside the SMS sender, on the channels' floor, so
 * that both leads/ (registration, verification) and tracking/ (Meta's hashed phone) use it.
 */
import 'server-only';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

export interface NormalizedPhone {
  /** E.164, e.g. '+393471234567'. */
  e164: string;
  /** ISO 3166-1 alpha-2 country of the number, e.g. 'IT'; undefined for non-geographic. */
  country: CountryCode | undefined;
  /** Country calling code without '+', e.g. '39'. */
  callingCode: string;
}

/** Parses `input` (any common format); null when it is not a valid phone number. */
export function normalizePhone(
  input: string,
  defaultCountry: CountryCode = 'IT',
): NormalizedPhone | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  return { e164: parsed.number, country: parsed.country, callingCode: parsed.countryCallingCode };
}

/** True when SMS may be sent to `phone`: its country is in `allowed` (SMS_ALLOWED_COUNTRIES). */
export function isSmsAllowed(phone: NormalizedPhone, allowed: readonly string[]): boolean {
  return phone.country !== undefined && allowed.includes(phone.country);
}
