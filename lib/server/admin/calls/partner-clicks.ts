/**
 * Clicks on the partner-broker offer as the calls tab shows them: how
 * many today and in the last 30 days, and the newest ones with the lead when known. Counts
 * follow the dashboard's Rome calendar (lib/server/admin/reports/kpis.ts): "today" starts at midnight
 * in Rome, the 30 days are the 30 Rome days ending today. Clicks are recorded by
 * GET /go/partner (lib/server/requests/partner-clicks.ts); this module only reads them.
 */
import 'server-only';
import type { Db } from '../../db/client';
import type { PartnerClickSummary } from '@/lib/contracts/admin/calls';
import { toContact } from './list';

/** Clicks listed in `recent`. */
export const RECENT_PARTNER_CLICKS = 20;
const WINDOW_DAYS = 30;

/** The summary at `now` (clicks recorded after `now` are left out). Two queries. */
export async function partnerClickSummary(db: Db, now = new Date()): Promise<PartnerClickSummary> {
  const [[counts], recent] = await Promise.all([
    db.$queryRaw<{ today: number; last30: number }[]>`
      SELECT
        count(*) FILTER (WHERE created_at >= date_trunc('day', ${now}::timestamptz AT TIME ZONE 'Europe/Rome') AT TIME ZONE 'Europe/Rome')::int AS today,
        count(*)::int AS last30
      FROM partner_clicks
      WHERE created_at <= ${now}
        AND created_at >= (date_trunc('day', ${now}::timestamptz AT TIME ZONE 'Europe/Rome') - make_interval(days => ${WINDOW_DAYS - 1})) AT TIME ZONE 'Europe/Rome'`,
    db.$queryRaw<
      {
        created_at: Date;
        campaign_id: string | null;
        lead_public_id: string | null;
        first_name: string | null;
        last_name: string | null;
        email: string | null;
        phone: string | null;
      }[]
    >`
      SELECT p.created_at, p.campaign_id, l.public_id::text AS lead_public_id, l.first_name,
        l.last_name, l.email, l.phone
      FROM partner_clicks p LEFT JOIN leads l ON l.id = p.lead_id
      WHERE p.created_at <= ${now}
      ORDER BY p.created_at DESC, p.id DESC LIMIT ${RECENT_PARTNER_CLICKS}`,
  ]);
  return {
    today: counts?.today ?? 0,
    last30Days: counts?.last30 ?? 0,
    recent: recent.map((r) => ({
      at: r.created_at.toISOString(),
      lead: toContact(r),
      campaignId: r.campaign_id,
    })),
  };
}
