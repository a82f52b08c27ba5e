/**
 * Clicks on the partner-broker offer as the calls tab shows them: how
 * many today and in the last 30 days, and the newest ones with the lead's name when known. Counts
 * follow the dashboard's Rome calendar (lib/server/db/sql.ts): "today" starts at midnight in
 * Rome, the 30 days are the 30 Rome days ending today. Clicks are recorded by
 * GET /go/partner (lib/server/requests/partner-clicks.ts); this module only reads them.
 */
import 'server-only';
import * as z from 'zod/mini';
import type { Db } from '../../db/client';
import { onlyRow, romeDayStart } from '../../db/sql';
import type { PartnerClickSummary } from '@/lib/contracts/admin/calls';

/** Clicks listed in `recent`. */
export const RECENT_PARTNER_CLICKS = 20;
const WINDOW_DAYS = 30;

const countsRow = z.object({ today: z.number(), last30: z.number() });

const clickRow = z.object({
  created_at: z.date(),
  campaign_id: z.nullable(z.string()),
  lead_public_id: z.nullable(z.string()),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
});

/** The summary at `now` (clicks recorded after `now` are left out). Two queries. */
export async function partnerClickSummary(db: Db, now = new Date()): Promise<PartnerClickSummary> {
  const [countRows, recentRows] = await Promise.all([
    db.$queryRaw`
      SELECT
        count(*) FILTER (WHERE created_at >= ${romeDayStart(now)})::int AS today,
        count(*)::int AS last30
      FROM partner_clicks
      WHERE created_at <= ${now} AND created_at >= ${romeDayStart(now, WINDOW_DAYS - 1)}`,
    db.$queryRaw`
      SELECT p.created_at, p.campaign_id, l.public_id::text AS lead_public_id, l.first_name,
        l.last_name
      FROM partner_clicks p LEFT JOIN leads l ON l.id = p.lead_id
      WHERE p.created_at <= ${now}
      ORDER BY p.created_at DESC, p.id DESC LIMIT ${RECENT_PARTNER_CLICKS}`,
  ]);
  const counts = onlyRow(countsRow, countRows);
  return {
    today: counts.today,
    last30Days: counts.last30,
    recent: z
      .array(clickRow)
      .parse(recentRows)
      .map((r) => ({
        at: r.created_at.toISOString(),
        // The name only: the card shows who clicked, and the contact is the detail's.
        lead:
          r.lead_public_id === null
            ? null
            : {
                id: r.lead_public_id,
                firstName: r.first_name ?? '',
                lastName: r.last_name ?? '',
              },
        campaignId: r.campaign_id,
      })),
  };
}
