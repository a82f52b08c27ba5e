'use client';
/**
 * An experiment's readout in a few lines, with leads as the conversion: the variant most likely
 * to be the best, its probability and its lift over the control — or «dati insufficienti» and
 * no leader while any variant is short of its minimum sample (the readout's `leader` is null) —
 * then the readout's notes (sample-ratio check, what is missing). The funnel's A/B card shows
 * it for each experiment.
 */
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import type { ExperimentView } from '@/lib/contracts/admin/experiments';
import { useVariantName } from './labels';
import { ReadoutNotes } from './readout-notes';
import { useReadoutFormat } from './readout-format';
import { useExperimentResults } from './use-experiments';

export function ReadoutSummary({ experiment }: { experiment: ExperimentView }) {
  const t = useTranslations('admin.experiments.summary');
  const { data, isError } = useExperimentResults(experiment.id);
  const variantName = useVariantName();
  const figures = useReadoutFormat();
  if (!data) {
    return isError ? (
      <p className="text-sm text-muted-foreground">{t('loadFailed')}</p>
    ) : (
      <Skeleton className="h-12" />
    );
  }
  const readout = data.leads;
  const leader = readout.variants.find((v) => v.id === readout.leader);
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        {!leader ? (
          <strong>
            {t('insufficient', {
              visitors: readout.minVisitors,
              conversions: readout.minConversions,
            })}
          </strong>
        ) : leader.isControl ? (
          t('leaderControl', { best: figures.probability(leader.probabilityToBeBest) })
        ) : (
          t('leader', {
            name: variantName(leader.id),
            best: figures.probability(leader.probabilityToBeBest),
            lift: figures.lift(leader.lift),
          })
        )}
      </p>
      <ReadoutNotes readout={readout} />
    </div>
  );
}
