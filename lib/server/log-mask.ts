/**
 * Masks for personal data in logs. An info line may say which number or address a message went
 * to only as far as an operator needs to tell two messages apart; the whole value stays in the
 * database, where erasure can reach it (a log shipped elsewhere cannot be erased per lead).
 * lib/server/logger.ts applies maskContact to known field names as a second line of defence.
 */
import 'server-only';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

const HIDDEN = '••••';

/** First and last `keep` digits of `digits` around HIDDEN, at least 3 digits always hidden. */
function maskDigits(digits: string): string {
  const keep = Math.max(0, Math.min(3, Math.floor((digits.length - 3) / 2)));
  if (keep === 0) return HIDDEN;
  return `${digits.slice(0, keep)} ${HIDDEN} ${digits.slice(-keep)}`;
}

/**
 * '+393471234567' → '+39 347 •••• 567': the country code, the first 3 and the last 3 digits of
 * the national number (fewer on short numbers, so that at least 3 stay hidden). The hidden part
 * is always four dots, whatever its length.
 */
export function maskPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone.trim());
  if (parsed) return `+${parsed.countryCallingCode} ${maskDigits(parsed.nationalNumber)}`;
  return maskDigits(phone.replace(/\D/g, ''));
}

/**
 * 'mario.rossi@example.it' → 'm•••@example.it'; a display name ('Mario <m@x.it>') is dropped.
 * Anything without an @ becomes '•••'.
 */
export function maskEmail(email: string): string {
  const address = /<([^>]*)>/.exec(email)?.[1] ?? email;
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address[0]}•••${address.slice(at).trim()}`;
}

/**
 * A phone number or an email, masked by its shape (an @ makes it an email). Already-masked
 * values come back unchanged; anything that is not a string becomes '[Redacted]'.
 */
export function maskContact(value: unknown): string {
  if (typeof value !== 'string') return '[Redacted]';
  if (value.includes('•')) return value;
  return value.includes('@') ? maskEmail(value) : maskPhone(value);
}
