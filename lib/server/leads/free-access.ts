/**
 * Free access (SPEC.md §1): the first 500 verified leads get 6 months of premium content.
 * Places are taken from the one-row pool with a conditional UPDATE, so concurrent
 * verifications can never hand out more than the capacity.
 */
import 'server-only';
import type { Prisma } from '../generated/prisma/client';

export const FREE_ACCESS_MONTHS = 6;

export interface FreeAccessGrant {
  registrationNumber: string;
  expiresAt: Date;
}

/** Adds `months` calendar months to `from` (day clamped to the month's end). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** Takes one place inside transaction `tx`; null when all places are gone. */
export async function takeFreeAccessPlace(
  tx: Prisma.TransactionClient,
  now: Date,
): Promise<FreeAccessGrant | null> {
  const rows = await tx.$queryRaw<{ granted: number }[]>`
    UPDATE free_access_pool SET granted = granted + 1
    WHERE id = 1 AND granted < capacity
    RETURNING granted`;
  const place = rows[0]?.granted;
  if (place === undefined) return null;
  return { registrationNumber: String(place), expiresAt: addMonths(now, FREE_ACCESS_MONTHS) };
}

/** Places still free (capacity minus grants made). */
export async function freeAccessPlacesLeft(
  db: Pick<Prisma.TransactionClient, '$queryRaw'>,
): Promise<number> {
  const rows = await db.$queryRaw<
    { left: number }[]
  >`SELECT capacity - granted AS left FROM free_access_pool WHERE id = 1`;
  return Number(rows[0]?.left ?? 0);
}
