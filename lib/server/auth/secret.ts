/**
 * The key that signs and encrypts admin session tokens (next-auth JWT, docs/decisions.md §6).
 * AUTH_SECRET (or NEXTAUTH_SECRET) when set. Production refuses to start without one
 * (checked at start-up, lib/server/jobs/start-up.ts). In development and tests a random secret is
 * created once in `.data/auth-secret` so that sessions survive a restart; never committed.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/env';

const DEV_SECRET_FILE = path.join(process.cwd(), '.data', 'auth-secret');

let cached: string | undefined;

/** True when an operator configured the secret (required in production). */
export function hasConfiguredAuthSecret(): boolean {
  return Boolean(env.AUTH_SECRET ?? env.NEXTAUTH_SECRET);
}

/** The secret; throws in production when none is configured. */
export function authSecret(): string {
  if (cached) return cached;
  const configured = env.AUTH_SECRET ?? env.NEXTAUTH_SECRET;
  if (configured) return (cached = configured);
  if (env.NODE_ENV === 'production') {
    throw new Error('AUTH_SECRET (or NEXTAUTH_SECRET) must be set in production.');
  }
  try {
    cached = readFileSync(/*turbopackIgnore: true*/ DEV_SECRET_FILE, 'utf8').trim();
  } catch {
    cached = randomBytes(32).toString('base64url');
    mkdirSync(path.dirname(DEV_SECRET_FILE), { recursive: true });
    writeFileSync(/*turbopackIgnore: true*/ DEV_SECRET_FILE, cached, { mode: 0o600 });
  }
  return cached;
}

/** Whether cookies get the Secure flag (and next-auth's `__Secure-` name): SITE_URL is https. */
export function secureCookies(): boolean {
  return new URL(env.SITE_URL).protocol === 'https:';
}
