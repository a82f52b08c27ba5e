/**
 * An experiment's results: per variant its visitors, leads and verified leads, and the readout
 * (lib/experiments/statistics.ts) twice, once with leads and once with verified leads as the
 * conversions. The counts come from the variant a visit and a lead carry (`visitors` and `leads`
 * experiment_id / experiment_variant, written by the tracker and the registration).
 *
 * Visitors of a variant are its exposures: the tracked sessions that saw it (one `visitors` row
 * per session), plus each lead of it whose session has no tracked visit of that variant. A lead
 * can register without a tracked visit (storage or the tracking call blocked, the tracking limit
 * reached, the session's first view tracked before the assignment), and it saw the variant all
 * the same. Counting it keeps every lead inside the visitors it converted from, which the
 * Beta-Binomial model needs (conversions ≤ visitors), and drops no conversion; clamping the
 * leads to the tracked sessions instead would hide real conversions of the variant whose
 * visits were tracked least. Where several leads share one tracked session, the visitors are
 * at least the leads (each lead is one registration seen by someone).
 */
import 'server-only';
import type {
  ExperimentResultsResponse,
  VariantCountsView,
} from '@/lib/contracts/admin/experiments';
import { readExperiment, type ReadoutOptions } from '@/lib/experiments/statistics';
import { sqlOf, type Db } from '../db/client';
import { Prisma } from '../generated/prisma/client';
import { getExperiment } from './store';

const sql = Prisma.sql;

interface SessionRow {
  key: string | null;
  sessions: number;
}

interface LeadRow {
  key: string | null;
  leads: number;
  verified: number;
  /** Leads whose session has no tracked visit of their variant. */
  untracked: number;
}

/**
 * The counts of experiment `id` per variant, in `keys` order (a variant nobody saw counts 0; a
 * key stored on a visit or lead that is not one of `keys` is not counted), cut at its stop
 * (sessions started and leads registered after it are not counted). Two statements.
 */
export async function experimentCounts(
  db: Pick<Db, '$queryRawUnsafe'>,
  id: number,
  keys: readonly VariantCountsView['key'][],
): Promise<VariantCountsView[]> {
  const query = sqlOf(db);
  const [sessions, leads] = await Promise.all([
    // Cut at the stop: what a session or a lead carries after it is not the experiment's.
    query<SessionRow>(sql`
      SELECT experiment_variant AS key, count(*)::int AS sessions
        FROM visitors v JOIN experiments e ON e.id = v.experiment_id
       WHERE v.experiment_id = ${id} AND (e.stopped_at IS NULL OR v.created_at <= e.stopped_at)
       GROUP BY experiment_variant`),
    query<LeadRow>(sql`
      SELECT l.experiment_variant AS key, count(*)::int AS leads,
             count(*) FILTER (WHERE l.is_verified)::int AS verified,
             count(*) FILTER (WHERE NOT EXISTS (
               SELECT 1 FROM visitors v
                WHERE v.session_id = l.visitor_session_id AND v.experiment_id = l.experiment_id
                  AND v.experiment_variant = l.experiment_variant))::int AS untracked
        FROM leads l JOIN experiments e ON e.id = l.experiment_id
       WHERE l.experiment_id = ${id} AND (e.stopped_at IS NULL OR l.created_at <= e.stopped_at)
       GROUP BY l.experiment_variant`),
  ]);
  return keys.map((key) => {
    const tracked = sessions.find((r) => r.key === key)?.sessions ?? 0;
    const lead = leads.find((r) => r.key === key) ?? { leads: 0, verified: 0, untracked: 0 };
    return {
      key,
      visitors: Math.max(tracked + lead.untracked, lead.leads),
      leads: lead.leads,
      verifiedLeads: lead.verified,
    };
  });
}

/**
 * GET /api/admin/experiments/:id/results: experiment `id` (`not_found` if unknown), its counts
 * (experimentCounts) and the two readouts. The weights are the stored whole numbers divided by
 * their sum. With no visitors yet (a draft, a fresh start) every figure is the prior's: rates
 * null, no sample-ratio test, every variant short of conversions.
 * @param options passed to readExperiment (tests use fewer Monte Carlo draws).
 */
export async function experimentResults(
  db: Db,
  id: number,
  options: ReadoutOptions = {},
): Promise<ExperimentResultsResponse> {
  const experiment = await getExperiment(db, id);
  const counts = await experimentCounts(
    db,
    id,
    experiment.variants.map((v) => v.key),
  );
  const total = experiment.variants.reduce((sum, v) => sum + v.weight, 0);
  const readout = (conversions: (c: VariantCountsView) => number) =>
    readExperiment(
      counts.map((c, i) => ({
        id: c.key,
        weight: experiment.variants[i]!.weight / total,
        visitors: c.visitors,
        conversions: conversions(c),
      })),
      options,
    );
  return {
    experiment,
    counts,
    leads: readout((c) => c.leads),
    verifiedLeads: readout((c) => c.verifiedLeads),
  };
}
