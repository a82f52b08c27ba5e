/**
 * Verification by channel (docs/sms.md "Verification by Vonage Verify"): the Verify
 * attempts (verification_codes rows of kind 'verify') created in a time range, grouped by the
 * channel that carried the code. Read by the funnel tab and the owners' daily summary; empty
 * with the default SMS driver, which stores no Verify attempt.
 * - channel: the one the newest signed callback named, else the workflow's first step (the
 *   channel Verify starts with, until a callback says otherwise);
 * - sent: attempts Verify accepted (started); a start Verify refused sent nothing;
 * - delivered: a callback said the code reached the phone ('delivered');
 * - completed: the attempt whose code verified its lead: used (consumed_at) at the instant the
 *   lead became verified, and not superseded by a newer attempt started at that instant;
 * - cost: the prices Verify's summary callbacks reported (the account's currency, EUR), and
 *   cost per completed verification = cost / completed (null when nothing completed or no
 *   price is known yet).
 */
import 'server-only';
import * as z from 'zod/mini';
import { Prisma } from '../../generated/prisma/client';
import type { VerifyChannelFigures } from '@/lib/contracts/admin/funnel';
import type { Db } from '../../db/client';

const ChannelRow = z.object({
  channel: z.string(),
  sent: z.number(),
  delivered: z.number(),
  completed: z.number(),
  cost: z.nullable(z.coerce.number()),
});

/**
 * The figures per channel of the Verify attempts created in [from, to] (`toInclusive`, the
 * funnel's "up to now") or [from, to) (a day), optionally only of leads matching `leads`
 * (a condition on the lead aliased `l`). Most sent first; [] when there is no attempt.
 */
export async function verifyChannelFigures(
  db: Db,
  range: { from: Date; to: Date; toInclusive: boolean },
  leads: Prisma.Sql = Prisma.sql`true`,
): Promise<VerifyChannelFigures[]> {
  const end = range.toInclusive
    ? Prisma.sql`c.created_at <= ${range.to}`
    : Prisma.sql`c.created_at < ${range.to}`;
  const rows = await db.$queryRaw`
    SELECT coalesce(c.verify_channel, split_part(c.verify_workflow, ',', 1)) AS channel,
      count(*)::int AS sent,
      count(*) FILTER (WHERE c.delivery_status = 'delivered')::int AS delivered,
      count(*) FILTER (WHERE c.consumed_at = l.verified_at AND NOT EXISTS (
        SELECT 1 FROM verification_codes n
         WHERE n.lead_id = c.lead_id AND n.id <> c.id AND n.delivered
           AND n.kind <> 'guide_link' AND n.created_at = c.consumed_at))::int AS completed,
      sum(c.verify_price)::text AS cost
    FROM verification_codes c JOIN leads l ON l.id = c.lead_id
    WHERE c.kind = 'verify' AND c.delivered AND c.created_at >= ${range.from} AND ${end}
      AND ${leads}
    GROUP BY 1 ORDER BY sent DESC, channel`;
  return z
    .array(ChannelRow)
    .parse(rows)
    .map((r) => ({
      channel: r.channel,
      sent: r.sent,
      delivered: r.delivered,
      completed: r.completed,
      cost: r.cost,
      costPerCompleted: r.cost !== null && r.completed > 0 ? r.cost / r.completed : null,
    }));
}
