/**
 * The app's own server functions timed in this process against the bench database (no HTTP,
 * no Next): the same Prisma queries the routes run, so the figures isolate the database.
 * The CSV export is streamed to nowhere while this process's RSS is sampled.
 */
import type { Db } from '@/lib/server/db/client';
import { chunksOf, measure, type Timing } from './report';

export interface InProcessExport {
  totalMs: number;
  bytes: number;
  rows: number;
  rssMb: { before: number; peak: number; after: number };
}

/** Times the list/KPI functions `n` times each and streams one full export. */
export async function timeInProcess(
  db: Db,
  n: number,
): Promise<{ timings: Timing[]; exported: InProcessExport }> {
  const { listLeads } = await import('@/lib/server/admin/leads/list');
  const { campaignPage } = await import('@/lib/server/admin/reports/campaigns');
  const { liveVisitors } = await import('@/lib/server/admin/reports/visitors');
  const { dashboardKpis } = await import('@/lib/server/admin/reports/kpis');
  const { funnel } = await import('@/lib/server/admin/reports/funnel');
  const { analytics } = await import('@/lib/server/admin/reports/analytics');
  const { leadCsvStream } = await import('@/lib/server/admin/leads/export');
  const { leadFiltersSchema, leadListQuerySchema } = await import('@/lib/contracts/admin/leads');

  const list = (query: Record<string, string>) => () =>
    listLeads(db, leadListQuerySchema.parse(query), { contacts: true });
  const calls: [string, () => Promise<unknown>][] = [
    ['listLeads (no filter)', list({})],
    ["listLeads search 'rossi'", list({ search: 'rossi' })],
    ["listLeads search '347'", list({ search: '347' })],
    ['listLeads status verified', list({ status: 'verified' })],
    ['listLeads period week', list({ period: 'week' })],
    ['listLeads experience avanzato', list({ experience: 'avanzato' })],
    ['listLeads page 100', list({ page: '100' })],
    ['campaignPage', () => campaignPage(db, { page: 1, pageSize: 25 })],
    ['liveVisitors', () => liveVisitors(db)],
    ['dashboardKpis', () => dashboardKpis(db)],
    ['funnel 30d', () => funnel(db, '30d', undefined)],
    ['analytics (this month)', () => analytics(db, undefined)],
  ];
  const timings: Timing[] = [];
  for (const [name, fn] of calls) timings.push({ name, samples: await measure(n, fn) });

  const mb = () => process.memoryUsage().rss / 1024 / 1024;
  const before = mb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, mb())), 50);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    for await (const chunk of chunksOf(
      leadCsvStream(db, leadFiltersSchema.parse({}), new Date()),
    )) {
      bytes += chunk.byteLength;
      for (const b of chunk) if (b === 10) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const totalMs = performance.now() - started;
  return {
    timings,
    exported: {
      totalMs,
      bytes,
      rows: lines - 1,
      rssMb: { before, peak: Math.max(peak, mb()), after: mb() },
    },
  };
}
