/**
 * An experiment row as the back-office stores one, for integration tests that need a lead or a
 * visit in one of its variants.
 */
import type { ExperimentStatus } from '@/lib/contracts/admin/experiments';
import type { Db } from '@/lib/server/db/client';
import { exposureProof } from '@/lib/server/experiments/exposure-check';

/**
 * Creates an experiment on the home page with variants `keys` (control first, 50 each; the
 * others change the headline) in `status` (stopped: with `b` as the winner); returns its id.
 */
export async function createExperiment(
  db: Db,
  status: ExperimentStatus,
  keys = ['control', 'b'],
): Promise<number> {
  const { id } = await db.experiment.create({
    data: {
      name: `Hero ${status}`,
      page: '/',
      status,
      variants: keys.map((key) => ({
        key,
        weight: 50,
        changes: key === 'control' ? {} : { headline: `Headline ${key}` },
      })),
      startedAt: status === 'draft' ? null : new Date(),
      stoppedAt: status === 'stopped' ? new Date() : null,
      winner: status === 'stopped' ? 'b' : null,
    },
  });
  return id;
}

/**
 * The claim a page's marker makes for variant `variant` of experiment `id` today, with the
 * server's proof (lib/server/experiments/exposure-check.ts), as the tracker and the form send it.
 */
export function servedClaim(id: number, variant: string, day = new Date()) {
  return { id, variant, proof: exposureProof({ id, variant }, day) };
}
