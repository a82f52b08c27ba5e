/**
 * The back-office experiments' test data: an experiment as the list answers it, and an answer
 * of GET /api/admin/experiments/:id/results built as the server builds it: the readout of
 * lib/experiments/statistics.ts from the counts, once with leads and once with verified leads
 * as the conversions, the weights as shares of their sum.
 */
import type {
  ExperimentResultsResponse,
  ExperimentView,
  VariantCountsView,
} from '@/lib/contracts/admin/experiments';
import { readExperiment } from '@/lib/experiments/statistics';

/** A draft on the home page, control and B at 50 : 50, with `over` on top. */
export function experimentView(over: Partial<ExperimentView> = {}): ExperimentView {
  return {
    id: 4,
    name: 'Titolo corto',
    page: '/',
    status: 'draft',
    variants: [
      { key: 'control', weight: 50, changes: {} },
      { key: 'b', weight: 50, changes: { headline: 'Il trading, spiegato semplice' } },
    ],
    winner: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    startedAt: null,
    stoppedAt: null,
    ...over,
  };
}

/** The results of `experiment` with `counts` (one per variant, the control first). */
export function experimentResults(
  experiment: ExperimentView,
  counts: VariantCountsView[],
): ExperimentResultsResponse {
  const total = experiment.variants.reduce((sum, v) => sum + v.weight, 0);
  const readout = (conversions: (c: VariantCountsView) => number) =>
    readExperiment(
      counts.map((c) => ({
        id: c.key,
        weight: experiment.variants.find((v) => v.key === c.key)!.weight / total,
        visitors: c.visitors,
        conversions: conversions(c),
      })),
    );
  return {
    experiment,
    counts,
    leads: readout((c) => c.leads),
    verifiedLeads: readout((c) => c.verifiedLeads),
  };
}
