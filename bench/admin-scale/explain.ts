/**
 * EXPLAIN (ANALYZE, BUFFERS) of the back-office's key queries, written as the app sends them
 * (Prisma's leads list and count from lib/server/admin/leads/list.ts, the raw aggregates of
 * admin-campaigns, admin-visitors, admin-kpis, admin-funnel and admin-analytics), so the
 * indexes can be judged without the app. Prints execution time and the scan nodes of each
 * plan; `verbose` prints whole plans.
 */
import type { Client } from 'pg';
import { LAST_SMS_JOIN } from '@/lib/server/leads/last-sms';

const LIST = `SELECT public_id, first_name, last_name, email, phone, experience, is_verified, priority,
  campaign_id, ad_source, created_at FROM leads`;
const ROME_DAY = `date_trunc('day', now() AT TIME ZONE 'Europe/Rome')`;
/** The funnel's join on each lead's last SMS, as the app sends it (it has no parameters). */
const LAST_SMS = LAST_SMS_JOIN.sql;
const search = (s: string) =>
  `(first_name ILIKE '%${s}%' OR last_name ILIKE '%${s}%' OR email ILIKE '%${s}%' OR phone LIKE '%${s}%')`;

const LEAD_FILTERS: [string, string, number][] = [
  ['none', 'true', 0],
  ["search 'rossi'", search('rossi'), 0],
  ["search '347'", search('347'), 0],
  ['status verified', 'is_verified', 0],
  ['period week', `created_at >= now() - interval '7 days'`, 0],
  ['experience avanzato', `experience IN ('avanzato', 'professionale')`, 0],
  ['page 100', 'true', 99 * 50],
];

/** [name, SQL] of every query explained. */
export function keyQueries(): [string, string][] {
  const leads = LEAD_FILTERS.flatMap(([name, where, offset]): [string, string][] => [
    [
      `leads list: ${name}`,
      `${LIST} WHERE created_at <= now() AND ${where} ORDER BY created_at DESC, id DESC LIMIT 50 OFFSET ${offset}`,
    ],
    [`leads count: ${name}`, `SELECT count(*) FROM leads WHERE created_at <= now() AND ${where}`],
  ]);
  const online = `is_active AND last_seen >= now() - interval '5 minutes'`;
  return [
    ...leads.filter(([name]) => name !== 'leads count: page 100'),
    [
      'export batch (1,000 by id)',
      `SELECT id, first_name, last_name, email, phone, experience, is_verified, created_at, priority, campaign_id, ad_source FROM leads WHERE created_at <= now() ORDER BY id DESC LIMIT 1000`,
    ],
    [
      'campaigns',
      `SELECT campaign_id, mode() WITHIN GROUP (ORDER BY ad_source), count(*), count(*) FILTER (WHERE is_verified), max(created_at) FROM leads WHERE campaign_id IS NOT NULL GROUP BY campaign_id ORDER BY 3 DESC, 5 DESC LIMIT 200`,
    ],
    [
      'visitors online: list',
      `SELECT session_id, country, country_code, city, current_page, ip_address, referrer, last_seen, is_active FROM visitors WHERE ${online} ORDER BY last_seen DESC LIMIT 50`,
    ],
    ['visitors online: count', `SELECT count(*) FROM visitors WHERE ${online}`],
    [
      'visitors online: by country',
      `SELECT country_code, max(country), count(*) FROM visitors WHERE ${online} GROUP BY country_code ORDER BY 3 DESC LIMIT 50`,
    ],
    [
      'visitors online: by page',
      `SELECT split_part(split_part(current_page, '?', 1), '#', 1), count(*) FROM visitors WHERE ${online} GROUP BY 1 ORDER BY 2 DESC LIMIT 50`,
    ],
    [
      'kpis: totals',
      `SELECT count(*), count(*) FILTER (WHERE created_at >= ${ROME_DAY} AT TIME ZONE 'Europe/Rome'), count(*) FILTER (WHERE is_verified), count(*) FILTER (WHERE priority = 'high') FROM leads WHERE created_at <= now()`,
    ],
    [
      'kpis: per Rome day, 30 days',
      `SELECT to_char((created_at AT TIME ZONE 'Europe/Rome')::date, 'YYYY-MM-DD'), count(*) FROM leads WHERE created_at >= (${ROME_DAY} - make_interval(days => 29)) AT TIME ZONE 'Europe/Rome' AND created_at <= now() GROUP BY 1`,
    ],
    [
      'kpis: verified per Rome day',
      `SELECT to_char((verified_at AT TIME ZONE 'Europe/Rome')::date, 'YYYY-MM-DD'), count(*) FROM leads WHERE verified_at >= (${ROME_DAY} - make_interval(days => 29)) AT TIME ZONE 'Europe/Rome' AND verified_at <= now() GROUP BY 1`,
    ],
    [
      'funnel 30d: stages',
      `SELECT (SELECT count(*) FROM visitors v WHERE v.created_at >= now() - interval '30 days' AND v.created_at <= now()), count(*), count(*) FILTER (WHERE l.is_verified), count(*) FILTER (WHERE l.is_verified AND (l.priority = 'high' OR c.lead_id IS NOT NULL)), count(*) FILTER (WHERE NOT l.is_verified AND last_sms.sms_state = 'delivered') FROM leads l LEFT JOIN (SELECT lead_id FROM consultation_requests WHERE lead_id IS NOT NULL UNION SELECT lead_id FROM offer_requests) c ON c.lead_id = l.id ${LAST_SMS} WHERE l.created_at >= now() - interval '30 days' AND l.created_at <= now()`,
    ],
    [
      'funnel 30d: per campaign',
      `WITH top AS (SELECT coalesce(l.first_campaign_id, l.campaign_id) AS campaign_id, count(*) AS registrations FROM leads l WHERE l.created_at >= now() - interval '30 days' AND l.created_at <= now() AND coalesce(l.first_campaign_id, l.campaign_id) IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 20) SELECT top.*, (SELECT count(*) FROM visitors v WHERE v.campaign_id = top.campaign_id AND v.created_at >= now() - interval '30 days' AND v.created_at <= now()) FROM top`,
    ],
    [
      'analytics: month per day',
      `SELECT to_char((created_at AT TIME ZONE 'Europe/Rome')::date, 'YYYY-MM-DD'), count(*) FROM leads WHERE created_at >= date_trunc('month', now() AT TIME ZONE 'Europe/Rome') AT TIME ZONE 'Europe/Rome' AND created_at < now() GROUP BY 1`,
    ],
    [
      'analytics: today',
      `SELECT (SELECT count(*) FROM leads WHERE created_at >= ${ROME_DAY} AT TIME ZONE 'Europe/Rome' AND created_at <= now()), (SELECT count(*) FROM leads WHERE verified_at >= ${ROME_DAY} AT TIME ZONE 'Europe/Rome' AND verified_at <= now())`,
    ],
  ];
}

export interface PlanSummary {
  name: string;
  ms: number;
  scans: string[];
  plan: string[];
}

/** Runs EXPLAIN (ANALYZE, BUFFERS) of each key query. */
export async function explainAll(pg: Client): Promise<PlanSummary[]> {
  const out: PlanSummary[] = [];
  for (const [name, sql] of keyQueries()) {
    const { rows } = await pg.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`);
    const plan = rows.map((r) => r['QUERY PLAN']);
    const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? NaN);
    const scans = plan
      .filter((l) => /Scan|Sort Method/.test(l))
      .map((l) =>
        l
          .trim()
          .replace(/^->\s*/, '')
          .replace(/\s*\(cost=.*?\)/, '')
          .replace(/\(actual time=[^)]*\)/, '')
          .trim(),
      );
    out.push({ name, ms, scans, plan });
  }
  return out;
}

/** Prints one line per query (time, scans); whole plans when `verbose`. */
export function printPlans(plans: PlanSummary[], verbose: boolean) {
  console.log('\nEXPLAIN (ANALYZE, BUFFERS) — execution time on the server, scan nodes');
  for (const p of plans) {
    console.log(`${p.ms.toFixed(1).padStart(9)} ms  ${p.name}`);
    for (const s of verbose ? p.plan : p.scans) console.log(`             ${s}`);
  }
}
