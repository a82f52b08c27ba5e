/**
 * Enrolment links (ASVS 5.0 6.4.1, 6.4.4: initial authenticators are random, short-lived and
 * set up by their holder): an owner creates an account (or issues a new link for one without a
 * factor) and hands the invitee `/admin-enrol#<token>`. Whoever opens it chooses the password
 * and enrols the second factor in one step, so nobody holding a password alone can enrol a
 * factor of their own ahead of the real admin.
 *
 * - The token is 256 random bits, in the URL fragment (never sent to a server, a log or a
 *   Referer); only its SHA-256 is stored. It lives ENROLMENT_LINK_SECONDS, is used once
 *   (consumed by one conditional UPDATE … WHERE used_at IS NULL AND expires_at > now: of two
 *   concurrent completions exactly one succeeds), and a new link for the account deletes the
 *   previous unused ones.
 * - The pending TOTP secret belongs to the link (made at the first start, the same on every
 *   later start), not to a session.
 * - Attempts are limited per client address (ENROLMENT_ATTEMPTS), reserved before the work;
 *   a valid link gives its unit back.
 * - Completing it sets the password, turns the factor on (./admin-mfa.ts enrolFactor), ends
 *   the account's other sessions, audits `account.enrolled`, tells the other owners by email
 *   (./admin-notices.ts), all in one transaction, then opens a session that proved the factor.
 * - This module is the one writer of `admin_enrolment_tokens`.
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Db } from '../db/client';
import { AppError, fieldError } from '../http/errors';
import { reserve, type Limit } from '../http/rate-limit';
import { limitSubject } from '../http/client-ip';
import {
  enrolFactor,
  hasMfa,
  newSealedSecret,
  otpauthUrlOf,
  totpStepOf,
  unsealSecret,
} from './admin-mfa';
import { queueEnrolmentNotice } from './admin-notices';
import { openAdminSession, revokeUserSessions, type AdminSessionOpened } from './admin-session';
import { setAdminUserPassword } from './admin-users';
import { recordAudit, type AdminIdentity } from './audit';
import { adminPasswordProblem } from './password-policy';

/**
 * How long a link stays valid: one hour. The owner hands the link over while talking to the
 * invitee (chat, phone), who opens it at once; an hour covers that hand-over, and a link that
 * leaks later from a chat history or a mailbox is dead by then. When it lapses, the owner
 * issues a new one from the accounts tab in a click.
 */
export const ENROLMENT_LINK_SECONDS = 60 * 60;

/** The page that reads the token from the fragment. */
export const ENROLMENT_PAGE = '/admin-enrol';

/** Attempts (start or complete) per client address in 15 minutes. */
export const ENROLMENT_ATTEMPTS = { max: 10, windowSec: 15 * 60 };

const attemptLimit = (ip: string): Limit => ({
  key: `admin-enrol:ip:${limitSubject(ip)}`,
  ...ENROLMENT_ATTEMPTS,
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link just issued: its path (with the token, shown once) and when it expires. */
export interface EnrolmentLink {
  path: string;
  expiresAt: string;
}

/**
 * Issues a new link for account `userId` through `tx`, deleting its previous unused ones;
 * `createdBy` is the issuing owner's id (null: the console).
 */
export async function issueEnrolmentLink(
  tx: Pick<Db, 'adminEnrolmentToken'>,
  userId: number,
  createdBy: number | null,
  now: Date,
): Promise<EnrolmentLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ENROLMENT_LINK_SECONDS * 1000);
  await tx.adminEnrolmentToken.deleteMany({ where: { userId, usedAt: null } });
  await tx.adminEnrolmentToken.create({
    data: { userId, tokenHash: hashToken(token), createdAt: now, expiresAt, createdBy },
  });
  return { path: `${ENROLMENT_PAGE}#${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * An owner's new link for account `userId`, which has no second factor (409
 * `mfa_enabled`: reset it first), 404 when there is no such enabled account. The
 * previous link stops working. Audit-logged (`account.enrolment_link`).
 */
export async function issueEnrolmentLinkFor(
  db: Db,
  admin: AdminIdentity,
  userId: number,
  ctx: { ip: string; now?: Date },
): Promise<EnrolmentLink> {
  const now = ctx.now ?? new Date();
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user || user.disabledAt) throw new AppError('not_found');
  if (await hasMfa(db, userId)) throw new AppError('mfa_enabled');
  return db.$transaction(async (tx) => {
    const link = await issueEnrolmentLink(tx, userId, admin.userId, now);
    await recordAudit(
      tx,
      {
        admin,
        action: 'account.enrolment_link',
        targetType: 'user',
        targetId: user.username,
        ip: ctx.ip,
      },
      now,
    );
    return link;
  });
}

/** The live link `token` names at `now` with its account, or null. */
async function liveLink(db: Db, token: string, now: Date) {
  const link = await db.adminEnrolmentToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { id: true, username: true, role: true, disabledAt: true } } },
  });
  if (!link || link.usedAt || link.expiresAt <= now || link.user.disabledAt) return null;
  if (await hasMfa(db, link.userId)) return null;
  return link;
}

/**
 * Opens link `token`: the account's username and the TOTP secret to scan (made at the first
 * start and kept with the link, so a reload shows the same one). 410 `enrolment_link_invalid`
 * for a dead link, 429 past ENROLMENT_ATTEMPTS.
 */
export async function startEnrolment(
  db: Db,
  token: string,
  ctx: { ip: string; now?: Date },
): Promise<{ username: string; secret: string; otpauthUrl: string; expiresAt: string }> {
  const now = ctx.now ?? new Date();
  const reservation = await reserve(db, [attemptLimit(ctx.ip)], now);
  const link = await liveLink(db, token, now);
  if (!link) throw new AppError('enrolment_link_invalid');
  await reservation.release();
  if (!link.pendingSecret) {
    await db.adminEnrolmentToken.updateMany({
      where: { id: link.id, pendingSecret: null },
      data: { pendingSecret: newSealedSecret().sealed },
    });
  }
  const { pendingSecret } = await db.adminEnrolmentToken.findUniqueOrThrow({
    where: { id: link.id },
    select: { pendingSecret: true },
  });
  const secret = unsealSecret(pendingSecret!);
  return {
    username: link.user.username,
    secret,
    otpauthUrl: otpauthUrlOf(secret, link.user.username),
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** A completed enrolment: the recovery codes (shown once) and the session it opened. */
export interface EnrolmentCompleted extends AdminSessionOpened {
  recoveryCodes: string[];
}

/**
 * Completes link `token`: checks the password against the admin policy (422), `code` against
 * the link's secret (401 `invalid_mfa_code`), then in one transaction consumes the link
 * (410 `enrolment_link_invalid` when another completion or the clock got there first), sets
 * the password, turns the factor on, ends the account's other sessions, audits
 * `account.enrolled` and queues the owners' notice; then opens a session that proved the
 * factor. 429 past ENROLMENT_ATTEMPTS.
 */
export async function completeEnrolment(
  db: Db,
  input: { token: string; password: string; code: string },
  ctx: { ip: string; userAgent: string | null; now?: Date },
): Promise<EnrolmentCompleted> {
  const now = ctx.now ?? new Date();
  const reservation = await reserve(db, [attemptLimit(ctx.ip)], now);
  const link = await liveLink(db, input.token, now);
  if (!link) throw new AppError('enrolment_link_invalid');
  if (adminPasswordProblem(input.password, link.user.username)) {
    await reservation.release();
    throw fieldError({ password: 'validation.passwordCommon' });
  }
  if (!link.pendingSecret) throw new AppError('enrolment_link_invalid');
  const step = totpStepOf(unsealSecret(link.pendingSecret), input.code.trim(), now);
  if (step === null) throw new AppError('invalid_mfa_code');
  await reservation.release();
  const passwordHash = await hash(input.password);
  const recoveryCodes = await db.$transaction(async (tx) => {
    const { count } = await tx.adminEnrolmentToken.updateMany({
      where: { id: link.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (count !== 1) throw new AppError('enrolment_link_invalid');
    if (!(await setAdminUserPassword(tx, link.userId, passwordHash)))
      throw new AppError('enrolment_link_invalid');
    const codes = await enrolFactor(tx, link.userId, link.pendingSecret!, step, now);
    if (!codes) throw new AppError('mfa_enabled');
    await revokeUserSessions(tx, link.userId, now);
    await recordAudit(
      tx,
      {
        admin: null,
        username: link.user.username,
        action: 'account.enrolled',
        targetType: 'user',
        targetId: link.user.username,
        ip: ctx.ip,
      },
      now,
    );
    const told = await queueEnrolmentNotice(
      tx,
      { userId: link.userId, username: link.user.username, via: 'link' },
      now,
    );
    if (told === 0)
      await recordAudit(
        tx,
        {
          admin: null,
          username: link.user.username,
          action: 'auth.mfa_notice_unsent',
          targetType: 'user',
          targetId: link.user.username,
          ip: ctx.ip,
        },
        now,
      );
    return codes;
  });
  const session = await openAdminSession(db, link.user, {
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    mfaEnabled: true,
    now,
  });
  await recordAudit(db, { admin: session.admin, action: 'auth.login', ip: ctx.ip }, now);
  return { ...session, recoveryCodes };
}

/**
 * Deletes the enrolment links that expired before `before` (retention: used or not, a link
 * past its hour opens nothing, and the audit log keeps who issued and used it); returns how many.
 */
export async function purgeEnrolmentLinksExpiredBefore(db: Db, before: Date): Promise<number> {
  const { count } = await db.adminEnrolmentToken.deleteMany({
    where: { expiresAt: { lt: before } },
  });
  return count;
}
