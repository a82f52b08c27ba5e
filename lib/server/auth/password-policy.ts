/**
 * Which new passwords are refused beyond their length (OWASP ASVS 5.0 6.2.4, 6.2.11, 6.2.12):
 * the 49,000 most common passwords of `@zxcvbn-ts/language-common` (leaked-password
 * frequency lists, shipped in the package: no network at run time), compared without case
 * ("Password1" is as guessable as "password1"), and a short list of words of this site and
 * of the person (name, email, username) with digits and symbols around them ("Trading2024!").
 * Server only: the list is 380 kB, read once on first use (about 50 ms), never sent to a page.
 */
import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ADMIN_PASSWORD_MIN, LEAD_PASSWORD_MIN } from '@/lib/validation/password';
import { fieldError } from '../http/errors';

/**
 * Context-specific words (ASVS 6.2.11): the site's name and subject, and "password" in the
 * site's languages. A password that is one of them once digits and symbols are taken away
 * is refused.
 */
export const CONTEXT_WORDS: readonly string[] = [
  'accademia',
  'accademiatrading',
  'accademiatradingitalia',
  'tradingitalia',
  'trading',
  'tradingedu',
  'academy',
  'crypto',
  'bitcoin',
  'forex',
  'borsa',
  'investimenti',
  'admin',
  'administrator',
  'amministratore',
  'password',
  'passwort',
  'parolachiave',
];

let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common']));

/** Letters only, lower case: what is left of "Giulia.Rossi-1990!" is "giuliarossi". */
const lettersOf = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');

/** The words a person's own details give: each of them whole and each part of 3+ letters. */
function personalWords(details: readonly (string | null | undefined)[]): Set<string> {
  const words = new Set<string>();
  for (const detail of details) {
    if (!detail) continue;
    const local = detail.split('@')[0]!;
    words.add(lettersOf(local));
    for (const part of local.split(/[^\p{L}]+/u)) words.add(lettersOf(part));
  }
  words.delete('');
  return new Set([...words].filter((w) => w.length >= 3));
}

/**
 * Whether `password` is too easy to guess: in the common-password list (case ignored), or
 * nothing but a context word or one of `personal` (the person's name, email, username)
 * once digits and symbols are removed. Length is not checked here (see the `*_MIN` rules).
 */
export function isGuessablePassword(
  password: string,
  personal: readonly (string | null | undefined)[] = [],
): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  if (commonPasswords().has(lower)) return true;
  const letters = lettersOf(password);
  if (!letters) return false;
  return CONTEXT_WORDS.includes(letters) || personalWords(personal).has(letters);
}

/**
 * Refuses a lead's new password (registration, any later change) that is guessable:
 * `validation_failed` (422, field `password`, message `validation.passwordCommon`). The length rule
 * (LEAD_PASSWORD_MIN, ASVS 6.2.1) is the form's schema; it is checked again here for callers
 * without one.
 */
export function assertLeadPasswordAllowed(
  password: string,
  personal: readonly (string | null | undefined)[] = [],
): void {
  if (password.length < LEAD_PASSWORD_MIN) throw fieldError({ password: 'validation.password' });
  if (isGuessablePassword(password, personal)) {
    throw fieldError({ password: 'validation.passwordCommon' });
  }
}

/**
 * The reason an admin password is refused, in English for the operator's console
 * (`npm run admin:create`, ADMIN_PASSWORD at start-up), or null when it is allowed:
 * shorter than ADMIN_PASSWORD_MIN, or guessable (common, or the username or a site word).
 */
export function adminPasswordProblem(password: string, username: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN) {
    return `The password must have at least ${ADMIN_PASSWORD_MIN} characters.`;
  }
  if (isGuessablePassword(password, [username])) {
    return 'The password is a common one, or only the username or the site name with digits: choose another.';
  }
  return null;
}
