/**
 * An experiment row as the back-office stores one, for integration tests that need a lead or a
 * visit in one of its variants.
 */
import type { ExperimentStatus } from '@/lib/contracts/admin/experiments';
import type { Db } from '@/lib/server/db/client';

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
