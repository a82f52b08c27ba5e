/**
 * Lead login with email and password (SPEC.md §2.8; ISSUE-3 item 8). argon2id check with
 * @node-rs/argon2; one generic failure for unknown email, wrong password and leads without
 * a password (no account enumeration, similar timing through a dummy hash); at most
 * LOGIN_LIMITS.failures failures per IP and per email in LOGIN_LIMITS.windowSec.
 */
import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import type { LoginRequestBody } from '@/lib/validation/login';
import type { Db } from './db';
import { AppError, RateLimitedError } from './errors';
import { hit } from './rate-limit';

export const LOGIN_LIMITS = { failures: 5, windowSec: 15 * 60, attemptsPerIp: 30 };

/** Outcome of a correct password: verified lead, or a lead whose phone is still pending. */
export type LoginResult =
  | { kind: 'verified'; leadId: number; publicId: string }
  | { kind: 'unverified'; leadId: number; publicId: string; phone: string; locale: string };

/** 401 with the one generic message (`login.errors.invalid` is answered by the route). */
export class InvalidCredentialsError extends AppError {
  constructor() {
    super(401, 'invalid_credentials', 'invalidCredentials');
  }
}

let dummyHash: Promise<string> | undefined;
/** A real argon2id hash of a random string, computed once: unknown emails cost the same. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hash(`dummy-${Math.random()}-${Date.now()}`);
  return dummyHash;
}

const failureKeys = (ip: string, email: string) => [
  `login:fail:ip:${ip}`,
  `login:fail:email:${email}`,
];

/** Throws RateLimitedError when the IP or the email already used up its failures. */
async function refuseWhenThrottled(db: Db, keys: string[], now: Date): Promise<void> {
  const buckets = await db.rateLimitBucket.findMany({ where: { key: { in: keys } } });
  for (const bucket of buckets) {
    const endsAt = bucket.windowStart.getTime() + LOGIN_LIMITS.windowSec * 1000;
    if (endsAt > now.getTime() && bucket.count >= LOGIN_LIMITS.failures) {
      throw new RateLimitedError(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
    }
  }
}

/** Counts one failure against each key; the caller answers 401 regardless. */
async function recordFailure(db: Db, keys: string[], now: Date): Promise<void> {
  for (const key of keys) {
    await hit(db, { key, max: Number.MAX_SAFE_INTEGER, windowSec: LOGIN_LIMITS.windowSec }, now);
  }
}

/**
 * Checks `input` for a login from `ip`. Returns the lead on a correct password; throws
 * InvalidCredentialsError (401) for any other case, RateLimitedError (429) when throttled.
 */
export async function authenticateLead(
  db: Db,
  input: LoginRequestBody,
  ctx: { ip: string; now?: Date },
): Promise<LoginResult> {
  const now = ctx.now ?? new Date();
  const email = input.email.toLowerCase();
  const keys = failureKeys(ctx.ip, email);
  await hit(
    db,
    {
      key: `login:ip:${ctx.ip}`,
      max: LOGIN_LIMITS.attemptsPerIp,
      windowSec: LOGIN_LIMITS.windowSec,
    },
    now,
  );
  await refuseWhenThrottled(db, keys, now);

  const lead = await db.lead.findUnique({ where: { email } });
  const stored = lead?.passwordHash ?? (await getDummyHash());
  const matches = await verify(stored, input.password).catch(() => false);
  if (!lead?.passwordHash || !matches) {
    await recordFailure(db, keys, now);
    throw new InvalidCredentialsError();
  }
  await db.rateLimitBucket.deleteMany({ where: { key: `login:fail:email:${email}` } });
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
