/**
 * A lead confirms the erasure of their own account by authenticating again (OWASP ASVS 5.0
 * 7.5.1/7.5.3: a session alone, perhaps left open on a shared computer or copied, must not be
 * enough to delete the account). With a password: that password. Without one (registered
 * through a campaign form, signs in by SMS code): a phone verification in this browser in the
 * last REAUTH_WINDOW_SEC, i.e. an SMS login just before. At most ERASE_CONFIRM_LIMIT.tries
 * tries per lead in its window, counted before the password is checked (so parallel guesses
 * cannot pass the limit).
 */
import 'server-only';
import { verify } from '@node-rs/argon2';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { hit } from '../http/rate-limit';
import type { LeadSessionInfo } from '../auth/lead-session';

/** How recent an SMS verification stands in for the password of a lead without one. */
export const REAUTH_WINDOW_SEC = 15 * 60;
/** Confirmation tries per lead and window (wrong passwords; a stolen session cannot guess on). */
export const ERASE_CONFIRM_LIMIT = { tries: 5, windowSec: 15 * 60 };

/**
 * Checks that the person holding `session` may erase the account now. Resolves when the
 * password matches (lead with a password) or the session's phone verification is less than
 * REAUTH_WINDOW_SEC old (lead without one). Throws `password_required`,
 * `wrong_password` or `reauthentication_required` (401), `rate_limited` (429) past
 * ERASE_CONFIRM_LIMIT, `not_found` (404) when the lead was erased meanwhile.
 */
export async function confirmAccountErasure(
  db: Db,
  session: LeadSessionInfo & { verifiedAt: Date },
  password: string | undefined,
  now = new Date(),
): Promise<void> {
  await hit(
    db,
    {
      key: `erase-confirm:lead:${session.leadId}`,
      max: ERASE_CONFIRM_LIMIT.tries,
      windowSec: ERASE_CONFIRM_LIMIT.windowSec,
    },
    now,
  );
  const lead = await db.lead.findUnique({
    where: { id: session.leadId },
    select: { passwordHash: true },
  });
  if (!lead) throw new AppError('not_found'); // erased meanwhile (by the operator)
  if (lead.passwordHash) {
    if (!password) throw new AppError('password_required');
    if (!(await verify(lead.passwordHash, password).catch(() => false))) {
      throw new AppError('wrong_password');
    }
    return;
  }
  if (now.getTime() - session.verifiedAt.getTime() > REAUTH_WINDOW_SEC * 1000) {
    throw new AppError('reauthentication_required');
  }
}
