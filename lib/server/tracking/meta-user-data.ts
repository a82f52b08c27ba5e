/**
 * The `user_data` of a Conversions API event, normalised and hashed as Meta documents
 * (Customer Information Parameters): SHA-256 hex of the email trimmed and lower-cased, of the
 * phone as digits with the country code, of first and last name trimmed and lower-cased, and
 * of the 2-letter country in lower case. Browser ids (fbp, fbc), the address and the user
 * agent go unhashed, as Meta asks. Pure functions.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { normalizePhone } from '../channels/sms/phone';

/** SHA-256 of `value` as lower-case hex. */
export const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** Email: trimmed, lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Phone: digits only, country code included (E.164 without '+'); null when not a number. */
export function normalizePhoneDigits(phone: string): string | null {
  const e164 = normalizePhone(phone)?.e164;
  return e164 ? e164.replace(/\D/g, '') : null;
}

/** First or last name: trimmed, lower case (accents kept, UTF-8, as Meta asks). */
export const normalizeName = (name: string) => name.trim().toLowerCase();

/**
 * An `fbc` built from a click id, as Meta documents: `fb.1.<ms when first seen>.<fbclid>`
 * (subdomain index 1 for the site's registrable domain; the click id's case untouched).
 */
export function fbcFromClickId(fbclid: string, seenAt: Date): string {
  return `fb.1.${seenAt.getTime()}.${fbclid}`;
}

/** `fb.<index>.<ms>.<value>`: the shape of the pixel's _fbp and _fbc cookies. */
const BROWSER_ID = /^fb\.\d\.\d{10,16}\.[\w.-]{1,500}$/;

/** `value` if it is a well-formed _fbp/_fbc value, else null. */
export function browserIdOrNull(value: string | null | undefined): string | null {
  return value && BROWSER_ID.test(value) ? value : null;
}

/** What the server knows about the person and the browser behind one event. */
export interface MetaPerson {
  email?: string | null;
  phone?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  fbp?: string | null;
  fbc?: string | null;
}

/** The Conversions API `user_data` object. */
export interface MetaUserData {
  em?: string[];
  ph?: string[];
  fn?: string[];
  ln?: string[];
  country?: string[];
  client_ip_address?: string;
  client_user_agent?: string;
  fbp?: string;
  fbc?: string;
}

/** `user_data` for `person`: each identifier normalised and hashed, absent ones left out. */
export function metaUserData(person: MetaPerson): MetaUserData {
  const data: MetaUserData = {};
  const email = person.email ? normalizeEmail(person.email) : '';
  if (email) data.em = [sha256(email)];
  const phone = person.phone ? normalizePhone(person.phone) : null;
  if (phone) {
    data.ph = [sha256(phone.e164.replace(/\D/g, ''))];
    if (phone.country) data.country = [sha256(phone.country.toLowerCase())];
  }
  const firstName = person.firstName ? normalizeName(person.firstName) : '';
  if (firstName) data.fn = [sha256(firstName)];
  const lastName = person.lastName ? normalizeName(person.lastName) : '';
  if (lastName) data.ln = [sha256(lastName)];
  if (person.ip) data.client_ip_address = person.ip;
  if (person.userAgent) data.client_user_agent = person.userAgent.slice(0, 400);
  if (person.fbp) data.fbp = person.fbp;
  if (person.fbc) data.fbc = person.fbc;
  return data;
}
