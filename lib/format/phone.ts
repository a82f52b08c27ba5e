/**
 * A phone number as people write it, for the back-office: E.164 ('+393494601000') in
 * libphonenumber-js's international format ('+39 349 460 1000'), grouped by the number plan of
 * its country. The `min` metadata is enough to format (the server validates with the full one:
 * lib/server/channels/sms/phone.ts).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * `e164` grouped for reading ('+39 349 460 1000'); the text as given when it is not a number
 * libphonenumber can read (an old row, a test value), so nothing a lead typed is hidden.
 */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
