/**
 * The app's structured logger (pino, JSON lines on stdout). Level from LOG_LEVEL.
 *
 * No line carries a phone number, an email, a password or an SMS code: callers mask contacts
 * themselves (lib/server/log-mask.ts), and these field names, at the top or one level down, are
 * masked or redacted here as well, in case a caller forgets. An address under a URL field name
 * keeps only its origin, path and campaign parameters (lib/site/public-url.ts): no personal data in
 * a logged URL either.
 */
import 'server-only';
import pino from 'pino';
import { env } from '@/env';
import { publicUrl } from '@/lib/site/public-url';
import { maskContact } from './log-mask';

/** Fields that name a person: masked ('+39 347 •••• 567', 'm•••@example.it'). */
const CONTACT_FIELDS = ['to', 'phone', 'email'];
/** Fields that are secrets (`text`: an SMS, which carries its code): replaced whole. */
const SECRET_FIELDS = ['password', 'code', 'text'];

/** Fields that hold an address: reduced to publicUrl's (a page's phone or token dropped). */
const URL_FIELDS = ['url', 'href', 'referer', 'referrer', 'sourceUrl', 'event_source_url'];

function censor(value: unknown, path: string[]): unknown {
  const field = path.at(-1) ?? '';
  if (CONTACT_FIELDS.includes(field)) return maskContact(value);
  if (URL_FIELDS.includes(field)) {
    return typeof value === 'string' ? (publicUrl(value) ?? '[Redacted]') : value;
  }
  return '[Redacted]';
}

/** pino's `redact` option of the logger: contacts masked, secrets replaced, URLs reduced. */
export const LOG_REDACTION = {
  paths: [...CONTACT_FIELDS, ...SECRET_FIELDS, ...URL_FIELDS].flatMap((field) => [
    field,
    `*.${field}`,
  ]),
  censor,
} satisfies pino.redactOptions;

/** Silent under tests unless LOG_LEVEL asks for lines. */
const silent = env.NODE_ENV === 'test' && !process.env.LOG_LEVEL;

export const logger = pino(
  { level: silent ? 'silent' : env.LOG_LEVEL, base: undefined, redact: LOG_REDACTION },
  // Silent, it writes nothing and needs no buffered stdout of its own: that one registers an
  // exit hook on the process, which every jest test file (each loading this module afresh)
  // would add again to its worker's one process.
  silent ? process.stdout : undefined,
);
