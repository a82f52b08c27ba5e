/**
 * Unsubscribing a lead from non-transactional email (RFC 8058 one-click):
 * the signed link's lead id and token are checked, then `emailOptOutAt` is set once. The
 * outbox cancels any queued non-transactional message to that lead at delivery.
 */
import 'server-only';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { isUnsubscribeToken } from './unsubscribe-link';
import { markEmailOptOut } from './lead-store';

/** Marks the lead unsubscribed; `not_found` for an unknown lead or a wrong token. */
export async function unsubscribeLead(db: Db, publicId: string, token: string, now = new Date()) {
  if (!isUnsubscribeToken(publicId, token)) throw new AppError('not_found');
  const updated = await markEmailOptOut(db, publicId, now);
  if (updated === 0 && !(await db.lead.findUnique({ where: { publicId }, select: { id: true } }))) {
    throw new AppError('not_found');
  }
}

/**
 * The language of the unsubscribe page for the link of lead `publicId`: the lead's own, so a
 * German lead's email leads to a German page; `fallback` (the browser's) for a link whose
 * token is wrong or whose lead is gone, without telling which.
 */
export async function unsubscribePageLocale(
  db: Db,
  publicId: string,
  token: string,
  fallback: 'it' | 'de',
): Promise<'it' | 'de'> {
  if (!isUnsubscribeToken(publicId, token)) return fallback;
  const lead = await db.lead.findUnique({ where: { publicId }, select: { locale: true } });
  if (!lead) return fallback;
  return lead.locale === 'de' ? 'de' : 'it';
}
