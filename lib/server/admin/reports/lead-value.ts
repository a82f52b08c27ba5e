/**
 * What a lead is worth, as the operator enters it (docs/decisions.md §5: an estimated figure in the
 * back-office is computed from values the operator enters; with none, none is shown). Owns
 * `lead_values`: a history of (validFrom Rome day, basis 'lead'|'verified', amountCents); a
 * lead is worth the entry in force on its registration day (the latest validFrom on or before
 * it). Read by ./analytics.ts for the value and ROI of the ad spend.
 */
import 'server-only';
import type {
  LeadValueBasis,
  LeadValueInput,
  LeadValueView,
} from '@/lib/contracts/admin/analytics';
import type { Db } from '../../db/client';
import { Prisma } from '../../generated/prisma/client';
import { recordAudit, type AdminIdentity } from '../../auth/audit';

const toView = (v: { validFrom: Date; basis: string; amountCents: number }): LeadValueView => ({
  validFrom: v.validFrom.toISOString().slice(0, 10),
  basis: v.basis as LeadValueBasis,
  amountCents: v.amountCents,
});

/**
 * Sets the value in force from `input.validFrom` (upsert on that day; 0 deletes that day's
 * entry, so the previous one applies again) and records the audit entry 'leadvalue.set'
 * (details: day, basis, cents) in the same transaction. Returns what is now stored.
 */
export async function setLeadValue(
  db: Db,
  input: LeadValueInput,
  ctx: { admin: AdminIdentity; ip: string },
  now = new Date(),
): Promise<LeadValueView> {
  const validFrom = new Date(`${input.validFrom}T00:00:00Z`);
  const { basis, amountCents } = input;
  await db.$transaction(async (tx) => {
    if (amountCents === 0) {
      await tx.leadValue.deleteMany({ where: { validFrom } });
    } else {
      await tx.leadValue.upsert({
        where: { validFrom },
        create: { validFrom, basis, amountCents },
        update: { basis, amountCents },
      });
    }
    await recordAudit(
      tx,
      {
        admin: ctx.admin,
        action: 'leadvalue.set',
        targetType: 'lead_value',
        targetId: input.validFrom,
        details: { validFrom: input.validFrom, basis, amountCents },
        ip: ctx.ip,
      },
      now,
    );
  });
  return { validFrom: input.validFrom, basis, amountCents };
}

/** The history, newest first. */
export async function leadValueHistory(db: Db): Promise<LeadValueView[]> {
  const rows = await db.leadValue.findMany({
    orderBy: { validFrom: 'desc' },
    select: { validFrom: true, basis: true, amountCents: true },
  });
  return rows.map(toView);
}

/**
 * SQL joining each lead `l` to the value in force on its Rome registration day, as `lv`
 * (`lv.cents` is the lead's worth: 0 for an unverified lead on a 'verified' value; `lv.basis`
 * null when no entry is in force yet).
 */
export const LEAD_VALUE_JOIN = Prisma.sql`LEFT JOIN LATERAL (
    SELECT v.basis,
      CASE WHEN v.basis = 'lead' OR l.is_verified THEN v.amount_cents ELSE 0 END AS cents
    FROM lead_values v
    WHERE v.valid_from <= (l.created_at AT TIME ZONE 'Europe/Rome')::date
    ORDER BY v.valid_from DESC LIMIT 1
  ) lv ON true`;
