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

/**
 * `text` with every token-shaped string replaced by '[token]' (Meta's `EAA…` tokens, bearer
 * values, `access_token=` and the like in an address, and any opaque run of 32 or more letters,
 * digits, `-` and `_`), and each of `secrets` wherever it appears: for error texts from a
 * service that may echo the request, before they are logged or stored (docs/security.md).
 */
export function maskTokens(text: string, secrets: readonly string[] = []): string {
  let masked = text;
  for (const secret of secrets) if (secret) masked = masked.split(secret).join('[token]');
  return masked
    .replace(/\b(access_token|client_secret|appsecret_proof)=[^&\s"'<>]+/gi, '$1=[token]')
    .replace(/\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [token]')
    .replace(/\bEAA[A-Za-z0-9]{8,}/g, '[token]')
    .replace(/[A-Za-z0-9_-]{32,}/g, '[token]');
}
