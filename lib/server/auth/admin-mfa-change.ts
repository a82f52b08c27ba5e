/**
 * Changing one's own second factor (ASVS 5.0 7.5.1): setup and enable ask for the account's
 * password again, as turning it off does (./admin-mfa-disable.ts), through the same
 * re-authentication as the step-up (./admin-step-up.ts reauthenticateAdmin: the user's sign-in
 * throttle, reserved before argon2id; failures audited as `auth.mfa_change_failed`). Without
 * it a stolen session cookie could enrol its own factor, end the owner's sessions, keep the
 * recovery codes and lock the owner out (docs/admin-security.md). The factor's rows are
 * ./admin-mfa.ts's.
 */
import 'server-only';
import type { Db } from '../db/client';
import { confirmPendingSecret, hasMfa, pendingSecretOf, storePendingSecret } from './admin-mfa';
import { reauthenticateAdmin } from './admin-step-up';
import type { AdminIdentity } from './audit';
import { AppError } from '../http/errors';

/** What a change of the factor asks again: the account's password. */
export interface MfaChangeProof {
  password: string;
}

const recheck = (db: Db, admin: AdminIdentity, proof: MfaChangeProof, ip: string, now: Date) =>
  reauthenticateAdmin(
    db,
    admin,
    { password: proof.password },
    {
      ip,
      now,
      failedAction: 'auth.mfa_change_failed',
    },
  );

/**
 * Starts (or restarts) `admin`'s enrolment after checking `proof.password` again: a new pending
 * secret for this session and its otpauth:// URL (./admin-mfa.ts storePendingSecret). Throws
 * `mfa_enabled` (409) first when the factor is on, then `invalid_password` (401)
 * or `rate_limited` (429), then `mfa_pending_elsewhere` (409).
 */
export async function setUpMfa(
  db: Db,
  admin: AdminIdentity,
  proof: MfaChangeProof,
  ctx: { ip: string; now?: Date },
): Promise<{ secret: string; otpauthUrl: string }> {
  const now = ctx.now ?? new Date();
  if (await hasMfa(db, admin.userId)) throw new AppError('mfa_enabled');
  await recheck(db, admin, proof, ctx.ip, now);
  return storePendingSecret(db, admin, now);
}

/**
 * Turns `admin`'s factor on after checking `input.password` again, when `input.code` matches the
 * pending secret this session started (./admin-mfa.ts confirmPendingSecret: other sessions end,
 * the account and the other owners are told). Returns the ten recovery codes. Throws 409
 * (`mfa_enabled`, `mfa_not_set_up`) before the password check, 401/429 from it, then
 * `invalid_mfa_code` (401) for a wrong code.
 */
export async function enableMfa(
  db: Db,
  admin: AdminIdentity,
  input: { password: string; code: string },
  ctx: { ip: string; now?: Date },
): Promise<{ recoveryCodes: string[] }> {
  const now = ctx.now ?? new Date();
  // The state is answered (409) before the password is checked, as before any other change.
  await pendingSecretOf(db, admin);
  await recheck(db, admin, input, ctx.ip, now);
  return confirmPendingSecret(db, admin, input.code, { ip: ctx.ip, now });
}
