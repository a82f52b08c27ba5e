/**
 * Free access (docs/product.md §1): the first 500 verified leads get 6 months of premium content.
 * The one writer of `free_access_pool`: places are taken from its one row with a conditional
 * UPDATE, so concurrent verifications can never hand out more than the capacity. The grant
 * itself is written on the lead by ./lead-store.ts.
 */
import 'server-only';
import * as z from 'zod/mini';
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

const GrantedRow = z.object({ granted: z.coerce.number() });
const LeftRow = z.object({ left: z.coerce.number() });

/** Takes one place inside transaction `tx`; null when all places are gone. */
export async function takeFreeAccessPlace(
  tx: Prisma.TransactionClient,
  now: Date,
): Promise<FreeAccessGrant | null> {
  const rows = await tx.$queryRaw<unknown[]>`
    UPDATE free_access_pool SET granted = granted + 1
    WHERE id = 1 AND granted < capacity
    RETURNING granted`;
  if (rows.length === 0) return null;
  const place = GrantedRow.parse(rows[0]).granted;
  return { registrationNumber: String(place), expiresAt: addMonths(now, FREE_ACCESS_MONTHS) };
}

/** Places still free (capacity minus grants made). */
export async function freeAccessPlacesLeft(
  db: Pick<Prisma.TransactionClient, '$queryRaw'>,
): Promise<number> {
  const rows = await db.$queryRaw<
    unknown[]
  >`SELECT capacity - granted AS left FROM free_access_pool WHERE id = 1`;
  return rows.length === 0 ? 0 : LeftRow.parse(rows[0]).left;
}
