/**
 * One-time SMS codes: the rules of docs/decisions.md §6 as pure functions of an explicit clock.
 * 6 digits from a CSPRNG, stored only as a salted SHA-256 hash, valid 10 minutes, single use,
 * at most 5 wrong tries; a resend waits 120 s; at most 5 sends per number per 24 h.
 */
import 'server-only';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_RULES = {
  digits: 6,
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  resendCooldownMs: 120_000,
  maxSendsPerDay: 5,
  dayMs: 24 * 60 * 60_000,
} as const;

/** A fresh code, e.g. '042917'. */
export function generateCode(): string {
  return randomInt(0, 10 ** OTP_RULES.digits)
    .toString()
    .padStart(OTP_RULES.digits, '0');
}

/** 'salt$hex' where hex = SHA-256(salt + code). */
export function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}$${createHash('sha256')
    .update(salt + code)
    .digest('hex')}`;
}

/** Constant-time comparison of `code` with a stored hash. */
export function codeMatches(code: string, stored: string): boolean {
  const [salt, hex] = stored.split('$');
  if (!salt || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const actual = Buffer.from(hashCode(code, salt).split('$')[1] ?? '', 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export interface CodeState {
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
}

export type CodeStatus = 'usable' | 'expired' | 'consumed';

/**
 * Whether a code can still be used at `now` (its wrong tries are counted per number, in
 * rate_limit_buckets, by ./verification.ts).
 */
export function codeStatus(code: CodeState, now: Date): CodeStatus {
  if (code.consumedAt) return 'consumed';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  return 'usable';
}

/** Expiry of a code created at `now`. */
export function expiryFor(now: Date): Date {
  return new Date(now.getTime() + OTP_RULES.ttlMs);
}
