/**
 * Bulk load for the admin scale bench: `visitors` sessions and `leads`
 * leads (one per tenth session, so first touch is the session's) spread over 90 days, written
 * with INSERT … SELECT generate_series in SQL (no row travels through Node), then ANALYZE.
 * Deterministic (setseed). Shapes: ~78% of sessions from campaigns (Facebook FB_AD_NN skewed
 * to the first ids, pre-landers FB_PL_*_NN with utm_*, sales pages SP_*_NN), 22% direct;
 * ~65% of leads verified, each lead with its code SMS (and a resend for a third of the
 * unverified); a few sessions online at load time; ~2% of leads asked for a call.
 */
import type { Client } from 'pg';
import { FIRST_NAMES_IT, LAST_NAMES_IT } from '../../prisma/seed/catalog';

const ARR = (values: string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
// The same Italian names as the demo seed (prisma/seed/catalog.ts).
const FIRST = ARR([...FIRST_NAMES_IT]);
const LAST = ARR([...LAST_NAMES_IT]);
const CITY = ARR([
  'Milan',
  'Rome',
  'Naples',
  'Turin',
  'Bologna',
  'Florence',
  'Palermo',
  'Bari',
  'Genoa',
  'Verona',
]);
const PRELANDER = ARR([
  'TRADING_NEW',
  'CRYPTO_NEW',
  'FINANCIAL_NEW',
  'TRADING_LEGACY',
  'STRATEGIES',
  'CRYPTO_LEGACY',
  'INVEST',
  'PROFITS',
]);
const PRELANDER_PATH = ARR([
  '/trading-educativo',
  '/crypto-educazione',
  '/finanza-personale',
  '/trading-segreti',
  '/strategie-italiane',
  '/crypto-guida',
  '/investimenti-primi-passi',
  '/prelander',
]);
const SALES = ARR(['TRADING', 'CRYPTO', 'FINANCIAL']);
const SALES_PATH = ARR([
  '/guida-trading-base',
  '/guida-crypto-principianti',
  '/educazione-finanziaria-italiana',
]);
const MOBILE = ARR([
  '320',
  '328',
  '333',
  '338',
  '340',
  '347',
  '348',
  '349',
  '351',
  '366',
  '388',
  '393',
]);

/** Creates the rows; returns the seconds each step took. */
export async function bulkLoad(pg: Client, counts: { visitors: number; leads: number }) {
  const step = Math.max(1, Math.floor(counts.visitors / counts.leads));
  const timings: Record<string, number> = {};
  const timed = async (name: string, sql: string) => {
    const started = performance.now();
    await pg.query(sql);
    timings[name] = (performance.now() - started) / 1000;
  };
  await pg.query('SELECT setseed(0.20261122)');
  // r1…r4: independent draws per row; kind 0-9 picks the source (0-4 ads, 5-6 pre-lander, 7 sales, 8-9 direct … tuned below).
  await timed(
    'visitors',
    `INSERT INTO visitors (session_id, ip_address, country, country_code, city, region, user_agent,
       current_page, referrer, is_active, landing_page, campaign_id, ad_source, utm_source, utm_medium,
       utm_campaign, last_seen, created_at)
     SELECT 'bench-' || g, (80 + g % 100) || '.' || (g % 251) || '.' || (g % 249) || '.0',
       CASE WHEN g % 10 = 3 THEN 'Germany' ELSE 'Italy' END, CASE WHEN g % 10 = 3 THEN 'DE' ELSE 'IT' END,
       (${CITY})[1 + g % 10], NULL, 'Mozilla/5.0 (bench)',
       CASE s.kind WHEN 'ad' THEN '/?cid=' || s.cid || '&source=' || s.src WHEN 'pl' THEN s.page || '?campaign=' || s.cid ELSE s.page END,
       CASE WHEN s.cid IS NULL THEN 'Direct' ELSE 'https://l.facebook.com/' END,
       t.age < interval '5 minutes' OR r.r4 < 0.1,
       s.page, s.cid, s.src,
       CASE WHEN s.kind IN ('pl', 'sp') THEN 'facebook' END, CASE WHEN s.kind IN ('pl', 'sp') THEN 'cpc' END,
       CASE WHEN s.kind IN ('pl', 'sp') THEN s.cid END,
       least(now(), now() - t.age + make_interval(secs => (exp(r.r3 * 6.5))::int)), now() - t.age
     FROM generate_series(1, ${counts.visitors}) g
     CROSS JOIN LATERAL (SELECT random() AS r1, random() AS r2, random() AS r3, random() AS r4, g AS gg) r
     CROSS JOIN LATERAL (SELECT CASE WHEN r.gg <= 30 THEN make_interval(secs => r.r2 * 240)
       ELSE make_interval(secs => 90 * 86400 * power(r.r2, 1.25)) END AS age) t
     CROSS JOIN LATERAL (
       SELECT CASE WHEN r.r1 < 0.5 THEN 'ad' WHEN r.r1 < 0.7 THEN 'pl' WHEN r.r1 < 0.78 THEN 'sp' ELSE 'direct' END AS kind,
         CASE WHEN r.r1 < 0.5 THEN 'FB_AD_' || lpad((1 + floor(50 * power(r.r1 / 0.5, 2)))::int::text, 2, '0')
           WHEN r.r1 < 0.7 THEN 'FB_PL_' || (${PRELANDER})[1 + ((g / 10) % 8)] || '_' || lpad((1 + (g / 7) % 50)::text, 2, '0')
           WHEN r.r1 < 0.78 THEN 'SP_' || (${SALES})[1 + ((g / 10) % 3)] || '_' || lpad((1 + (g / 7) % 30)::text, 2, '0') END AS cid,
         CASE WHEN r.r1 < 0.5 THEN 'facebook_campaign_' || (1 + floor(50 * power(r.r1 / 0.5, 2)))::int ELSE 'direct' END AS src,
         CASE WHEN r.r1 < 0.5 THEN '/' WHEN r.r1 < 0.7 THEN (${PRELANDER_PATH})[1 + ((g / 10) % 8)]
           WHEN r.r1 < 0.78 THEN (${SALES_PATH})[1 + ((g / 10) % 3)] ELSE '/' END AS page) s`,
  );
  await timed(
    'leads',
    `INSERT INTO leads (public_id, first_name, last_name, email, phone, experience, locale, privacy_accepted,
       is_verified, verified_at, is_free_access, registration_number, free_access_expires_at,
       campaign_id, ad_source, utm_source, utm_medium, utm_campaign, visitor_session_id,
       first_landing_page, first_campaign_id, first_ad_source, first_utm_source, first_utm_medium,
       first_utm_campaign, priority, created_at)
     SELECT gen_random_uuid(), f.first, f.last, lower(f.first) || '.' || lower(replace(f.last, ' ', '')) || v.id || '@example.it',
       '+39' || (${MOBILE})[1 + v.id % 12] || lpad(((v.id::bigint * 7919) % 10000000)::text, 7, '0'),
       (ARRAY['principiante','principiante','base','intermedio','intermedio','avanzato','professionale']::"Experience"[])[1 + floor(random() * 7)::int],
       CASE WHEN v.country_code = 'DE' THEN 'de' ELSE 'it' END, true,
       x.verified, CASE WHEN x.verified THEN least(now(), v.created_at + interval '6 minutes') END,
       false, NULL, NULL,
       v.campaign_id, v.ad_source, v.utm_source, v.utm_medium, v.utm_campaign, v.session_id,
       v.landing_page, v.campaign_id, v.ad_source, v.utm_source, v.utm_medium, v.utm_campaign,
       (ARRAY['medium','medium','medium','low','high']::"LeadPriority"[])[1 + floor(random() * 5)::int],
       least(now(), v.created_at + interval '3 minutes')
     FROM visitors v
     CROSS JOIN LATERAL (SELECT (${FIRST})[1 + floor(random() * ${FIRST_NAMES_IT.length})::int] AS first,
       (${LAST})[1 + floor(random() * ${LAST_NAMES_IT.length})::int] AS last, v.id AS vid) f
     CROSS JOIN LATERAL (SELECT random() < 0.65 AS verified, f.vid) x
     WHERE v.id % ${step} = 0 AND v.id <= ${counts.leads * step}`,
  );
  await timed(
    'free access (first 500 verified)',
    `WITH firsts AS (SELECT id, verified_at, row_number() OVER (ORDER BY verified_at, id) AS n
       FROM leads WHERE is_verified ORDER BY verified_at, id LIMIT 500)
     UPDATE leads l SET is_free_access = true, registration_number = firsts.n::text,
       free_access_expires_at = firsts.verified_at + interval '6 months'
     FROM firsts WHERE l.id = firsts.id`,
  );
  await pg.query(
    `UPDATE free_access_pool SET granted = (SELECT count(*) FROM leads WHERE is_free_access) WHERE id = 1`,
  );
  // Every lead's code SMS, its receipt as the provider would report it, and a resend for a
  // third of the unverified: the funnel reads each lead's last SMS.
  await timed(
    'verification codes',
    `INSERT INTO verification_codes (lead_id, phone, kind, code_hash, delivered, delivery_status,
       delivery_updated_at, created_at, expires_at, consumed_at)
     SELECT l.id, l.phone, 'code', 'bench', r.r1 > 0.02 OR l.is_verified,
       CASE WHEN l.is_verified THEN 'delivered' WHEN r.r2 < 0.6 THEN 'delivered'
         WHEN r.r2 < 0.75 THEN 'failed' WHEN r.r2 < 0.85 THEN 'expired' END,
       l.created_at + interval '20 seconds', l.created_at + s.after, l.created_at + s.after + interval '10 minutes',
       CASE WHEN l.is_verified AND s.after = interval '5 seconds' THEN l.verified_at END
     FROM leads l
     CROSS JOIN LATERAL (SELECT random() AS r1, random() AS r2, l.id AS lid) r
     CROSS JOIN LATERAL (VALUES (interval '5 seconds'), (interval '2 minutes')) s(after)
     WHERE s.after = interval '5 seconds' OR (NOT l.is_verified AND l.id % 3 = 0)`,
  );
  await timed(
    'consultations',
    `INSERT INTO consultation_requests (lead_id, preferred_date, preferred_time, experience, goals, created_at)
     SELECT id, 'flessibile', 'sera', 'principiante', 'Capire le basi del trading.', created_at + interval '1 hour'
     FROM leads WHERE is_verified AND id % 33 = 0`,
  );
  // VACUUM sets the visibility map (index-only scans), as autovacuum would in steady state.
  await timed('vacuum analyze', 'VACUUM ANALYZE');
  return timings;
}
