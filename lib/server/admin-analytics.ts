/**
 * Analytics tab (ISSUE 8 item 10): today's registrations, verifications and conversion (Rome
 * day), the month against the monthly goals (SPEC.md §9: 100 leads, 80 verifications), the
 * month per day, leads by source, and cost per lead from the ad spend the operator entered —
 * never SPEC's invented ROI figures.
 */
import 'server-only';
import {
  daysOfMonth,
  romeDate,
  romeMonth,
  romeWallTimeToInstant,
  addDays,
} from '@/lib/rome-calendar';
import type { Db } from './db';
import { recordAudit, type AdminIdentity } from './audit';

/** SPEC.md §9 monthly goals. */
export const MONTHLY_GOALS = { leads: 100, verifications: 80 } as const;

/** [start, end) instants of Rome month 'YYYY-MM'. */
function monthRange(month: string): [Date, Date] {
  const days = daysOfMonth(month);
  return [romeWallTimeToInstant(days[0]!), romeWallTimeToInstant(addDays(days.at(-1)!, 1))];
}

export async function analytics(db: Db, month: string | undefined, now = new Date()) {
  const m = month ?? romeMonth(now);
  const [from, to] = monthRange(m);
  const todayStart = romeWallTimeToInstant(romeDate(now));
  const [[today], [totals], perDay, perDayVerified, sources, spend] = await Promise.all([
    db.$queryRaw<{ registrations: number; verifications: number }[]>`
      SELECT (SELECT count(*) FROM leads WHERE created_at >= ${todayStart} AND created_at <= ${now})::int AS registrations,
             (SELECT count(*) FROM leads WHERE verified_at >= ${todayStart} AND verified_at <= ${now})::int AS verifications`,
    db.$queryRaw<{ leads: number; verifications: number }[]>`
      SELECT (SELECT count(*) FROM leads WHERE created_at >= ${from} AND created_at < ${to})::int AS leads,
             (SELECT count(*) FROM leads WHERE verified_at >= ${from} AND verified_at < ${to})::int AS verifications`,
    db.$queryRaw<{ day: string; n: number }[]>`
      SELECT to_char((created_at AT TIME ZONE 'Europe/Rome')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n
      FROM leads WHERE created_at >= ${from} AND created_at < ${to} GROUP BY 1`,
    db.$queryRaw<{ day: string; n: number }[]>`
      SELECT to_char((verified_at AT TIME ZONE 'Europe/Rome')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n
      FROM leads WHERE verified_at >= ${from} AND verified_at < ${to} GROUP BY 1`,
    db.$queryRaw<{ source: string | null; n: number }[]>`
      SELECT ad_source AS source, count(*)::int AS n FROM leads
      WHERE created_at >= ${from} AND created_at < ${to}
      GROUP BY 1 ORDER BY n DESC LIMIT 10`,
    db.$queryRaw<{ campaign_id: string; amount_cents: number; leads: number; verified: number }[]>`
      SELECT s.campaign_id, s.amount_cents,
        (SELECT count(*) FROM leads l WHERE l.campaign_id = s.campaign_id AND l.created_at >= ${from} AND l.created_at < ${to})::int AS leads,
        (SELECT count(*) FROM leads l WHERE l.campaign_id = s.campaign_id AND l.created_at >= ${from} AND l.created_at < ${to} AND l.is_verified)::int AS verified
      FROM ad_spend s WHERE s.month = ${`${m}-01`}::date ORDER BY s.amount_cents DESC`,
  ]);
  const regs = new Map(perDay.map((r) => [r.day, r.n]));
  const vers = new Map(perDayVerified.map((r) => [r.day, r.n]));
  const campaigns = spend.map((s) => ({
    campaignId: s.campaign_id,
    amountCents: s.amount_cents,
    leads: s.leads,
    verified: s.verified,
    costPerLeadCents: s.leads ? Math.round(s.amount_cents / s.leads) : null,
    costPerVerifiedCents: s.verified ? Math.round(s.amount_cents / s.verified) : null,
  }));
  const spendTotal = campaigns.reduce((sum, c) => sum + c.amountCents, 0);
  const spendLeads = campaigns.reduce((sum, c) => sum + c.leads, 0);
  const spendVerified = campaigns.reduce((sum, c) => sum + c.verified, 0);
  return {
    month: m,
    today: {
      registrations: today?.registrations ?? 0,
      verifications: today?.verifications ?? 0,
      conversion: today?.registrations ? (today.verifications ?? 0) / today.registrations : null,
    },
    goals: {
      leads: { goal: MONTHLY_GOALS.leads, actual: totals?.leads ?? 0 },
      verifications: { goal: MONTHLY_GOALS.verifications, actual: totals?.verifications ?? 0 },
    },
    daily: daysOfMonth(m).map((date) => ({
      date,
      registrations: regs.get(date) ?? 0,
      verifications: vers.get(date) ?? 0,
    })),
    sources: sources.map((s) => ({ source: s.source ?? 'direct', leads: s.n })),
    spend: {
      campaigns,
      totalCents: spendTotal,
      costPerLeadCents: spendLeads ? Math.round(spendTotal / spendLeads) : null,
      costPerVerifiedCents: spendVerified ? Math.round(spendTotal / spendVerified) : null,
    },
  };
}

/** Sets (0 removes) the spend of a campaign in a month; audited. */
export async function setAdSpend(
  db: Db,
  input: { campaignId: string; month: string; amountEuro: number },
  ctx: { admin: AdminIdentity; ip: string },
) {
  const month = new Date(`${input.month}-01T00:00:00Z`);
  const amountCents = Math.round(input.amountEuro * 100);
  await db.$transaction(async (tx) => {
    if (amountCents === 0) {
      await tx.adSpend.deleteMany({ where: { campaignId: input.campaignId, month } });
    } else {
      await tx.adSpend.upsert({
        where: { campaignId_month: { campaignId: input.campaignId, month } },
        create: { campaignId: input.campaignId, month, amountCents },
        update: { amountCents },
      });
    }
    await recordAudit(tx, {
      admin: ctx.admin,
      action: 'adspend.set',
      targetType: 'campaign',
      targetId: input.campaignId,
      details: { month: input.month, amountCents },
      ip: ctx.ip,
    });
  });
  return { campaignId: input.campaignId, month: input.month, amountCents };
}
