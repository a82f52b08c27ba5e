'use client';
/**
 * What an experiment is, in two lines: its state badge; its page, the share of traffic of
 * each variant, when it started and stopped, and the winner it was stopped with. Shared by
 * the experiments list and the funnel's A/B card.
 */
import { useFormatter, useTranslations } from 'next-intl';
import { useShortDateTime } from '@/components/admin/common/short-date-time';
import { Badge } from '@/components/ui/badge';
import type { ExperimentStatus, ExperimentView } from '@/lib/contracts/admin/experiments';
import { usePageName, useVariantName } from './labels';

const BADGE = {
  draft: 'outline',
  running: 'success',
  stopped: 'secondary',
} as const satisfies Record<ExperimentStatus, 'outline' | 'success' | 'secondary'>;

/** The badge of `status`: "Bozza", "In corso", "Concluso". */
export function StatusBadge({ status }: { status: ExperimentStatus }) {
  const t = useTranslations('admin.experiments.status');
  return <Badge variant={BADGE[status]}>{t(status)}</Badge>;
}

/** `experiment`'s page, split, dates and winner, as a muted paragraph. */
export function ExperimentFacts({ experiment }: { experiment: ExperimentView }) {
  const t = useTranslations('admin.experiments');
  const format = useFormatter();
  const dateTime = useShortDateTime();
  const pageName = usePageName();
  const variantName = useVariantName();
  const total = experiment.variants.reduce((sum, v) => sum + v.weight, 0);
  const split = format.list(
    experiment.variants.map((v) =>
      t('share', {
        name: variantName(v.key),
        share: format.number(total > 0 ? v.weight / total : 0, {
          style: 'percent',
          maximumFractionDigits: 1,
        }),
      }),
    ),
  );
  const parts = [pageName(experiment.page), split];
  if (experiment.startedAt) parts.push(t('startedAt', { at: dateTime(experiment.startedAt) }));
  if (experiment.stoppedAt) parts.push(t('stoppedAt', { at: dateTime(experiment.stoppedAt) }));
  if (experiment.winner) parts.push(t('winner', { name: variantName(experiment.winner) }));
  return <p className="text-sm break-words text-muted-foreground">{parts.join(' · ')}</p>;
}
