/**
 * Lead login with email and password (docs/product.md §2.8). argon2id check with
 * @node-rs/argon2; one generic failure for unknown email, wrong password and leads without
 * a password (no account enumeration, similar timing through a dummy hash); at most
 * LOGIN_LIMITS.failures failures per IP and per email in LOGIN_LIMITS.windowSec.
 */
import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import type { LoginRequestBody } from '@/lib/validation/login';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { hit, reserve, type Limit } from '../http/rate-limit';
import { limitSubject } from '../http/client-ip';

export const LOGIN_LIMITS = { failures: 5, windowSec: 15 * 60, attemptsPerIp: 30 };

/** Outcome of a correct password: verified lead, or a lead whose phone is still pending. */
export type LoginResult =
  | { kind: 'verified'; leadId: number; publicId: string }
  | { kind: 'unverified'; leadId: number; publicId: string; phone: string; locale: string };

let dummyHash: Promise<string> | undefined;
/** A real argon2id hash of a random string, computed once: unknown emails cost the same. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hash(`dummy-${Math.random()}-${Date.now()}`);
  return dummyHash;
}

/** Failures reserved before the password check, per client address and per email. */
const failureLimits = (ipSubject: string, email: string): Limit[] =>
  [`login:fail:ip:${ipSubject}`, `login:fail:email:${email}`].map((key) => ({
    key,
    max: LOGIN_LIMITS.failures,
    windowSec: LOGIN_LIMITS.windowSec,
  }));

/**
 * Checks `input` for a login from `ip`, within LOGIN_LIMITS (30 attempts and 5 failures per
 * address, 5 failures per email, in 15 minutes). Returns the lead on a correct password; throws
 * `invalid_credentials` (401) for any other case, `rate_limited` (429) when throttled.
 */
export async function authenticateLead(
  db: Db,
  input: LoginRequestBody,
  ctx: { ip: string; now?: Date },
): Promise<LoginResult> {
  const now = ctx.now ?? new Date();
  const email = input.email.toLowerCase();
  const ipSubject = limitSubject(ctx.ip);
  // Every attempt counts against the address; failures are reserved before argon2id runs,
  // so concurrent guesses reach it at most LOGIN_LIMITS.failures times per email.
  await hit(
    db,
    {
      key: `login:ip:${ipSubject}`,
      max: LOGIN_LIMITS.attemptsPerIp,
      windowSec: LOGIN_LIMITS.windowSec,
    },
    now,
  );
  const failure = await reserve(db, failureLimits(ipSubject, email), now);

  const lead = await db.lead.findUnique({ where: { email } });
  const stored = lead?.passwordHash ?? (await getDummyHash());
  const matches = await verify(stored, input.password).catch(() => false);
  if (!lead?.passwordHash || !matches) throw new AppError('invalid_credentials');
  await failure.release();
  return lead.isVerified
    ? { kind: 'verified', leadId: lead.id, publicId: lead.publicId }
    : {
        kind: 'unverified',
        leadId: lead.id,
        publicId: lead.publicId,
        phone: lead.phone,
        locale: lead.locale,
      };
}
