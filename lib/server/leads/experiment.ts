/**
 * The experiment variant a new lead keeps (issue "experiments on the static landings",
 * exposure and conversion): the one its registration's page showed, else the one its visitor
 * session saw first, if the experiment exists, has been served (running, or stopped since)
 * and has that variant. A draft was never served to anyone (only an operator's preview
 * shows one) and an unknown id or key names nothing: such an exposure is dropped without a
 * word, since a page cached before a change must still register.
 *
 * The form's claim reaches here only when the server served it on the form's page while the
 * experiment runs (../experiments/exposure-check.ts, in the route). A session's exposure was
 * checked the same way when it was tracked, so a stopped experiment's may still be kept; the
 * results cut at the stop time (`leads.created_at`).
 */
import 'server-only';
import type { Db } from '../db/client';
import type { ExperimentExposure } from '@/lib/experiments/exposure';

/** The lead's experiment columns. */
export interface LeadExperimentColumns {
  experimentId: number | null;
  experimentVariant: string | null;
}

const NONE: LeadExperimentColumns = { experimentId: null, experimentVariant: null };

/** Whether `variants` (the experiments.variants JSON) lists the key `variant`. */
function hasVariant(variants: unknown, variant: string): boolean {
  return (
    Array.isArray(variants) &&
    variants.some((v) => typeof v === 'object' && v !== null && 'key' in v && v.key === variant)
  );
}

/**
 * The first of `candidates` (the form's, then the session's; well-formed, not yet checked
 * against the experiments) that names a served experiment and one of its variants, as the
 * lead's columns; both null when none does. One look-up per candidate present (none for a
 * registration outside any experiment).
 */
export async function leadExperiment(
  db: Db,
  candidates: readonly (ExperimentExposure | null | undefined)[],
): Promise<LeadExperimentColumns> {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const experiment = await db.experiment.findUnique({
      where: { id: candidate.id },
      select: { status: true, variants: true },
    });
    const served = experiment !== null && experiment.status !== 'draft';
    if (served && hasVariant(experiment.variants, candidate.variant))
      return { experimentId: candidate.id, experimentVariant: candidate.variant };
  }
  return NONE;
}
