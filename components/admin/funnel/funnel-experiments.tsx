'use client';
/**
 * The funnel's A/B card: the experiments running on the landing pages and the last ones
 * stopped, each with its facts and its readout on leads (which variant leads, the sample-ratio
 * check, whether to keep running), and a link to the experiments section; with none, says so
 * and where to create one.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ExperimentFacts, StatusBadge } from '@/components/admin/experiments/experiment-facts';
import { ReadoutSummary } from '@/components/admin/experiments/readout-summary';
import { useExperiments } from '@/components/admin/experiments/use-experiments';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { ExperimentView } from '@/lib/contracts/admin/experiments';

/** How many stopped experiments the card keeps, the most recently stopped first. */
export const LAST_STOPPED = 3;

/** The running experiments, then the last LAST_STOPPED stopped ones. */
export function cardExperiments(experiments: readonly ExperimentView[]): ExperimentView[] {
  const stopped = experiments
    .filter((e) => e.status === 'stopped')
    .sort((a, b) => (b.stoppedAt ?? '').localeCompare(a.stoppedAt ?? ''))
    .slice(0, LAST_STOPPED);
  return [...experiments.filter((e) => e.status === 'running'), ...stopped];
}

export function FunnelExperiments() {
  const t = useTranslations('admin.funnel.experiments');
  const { data, isError } = useExperiments();
  const shown = data ? cardExperiments(data.experiments) : [];
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-base">{t('title')}</CardTitle>
        <CardDescription>{t('hint', { count: LAST_STOPPED })}</CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        {!data ? (
          isError ? (
            <p className="text-sm text-muted-foreground">{t('loadFailed')}</p>
          ) : (
            <Skeleton className="h-24" />
          )
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          <ul className="grid min-w-0 gap-3" aria-label={t('listLabel')}>
            {shown.map((experiment) => (
              <li
                key={experiment.id}
                className="grid min-w-0 gap-2 rounded-lg border border-border p-3"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold break-words">{experiment.name}</h3>
                  <StatusBadge status={experiment.status} />
                </div>
                <ExperimentFacts experiment={experiment} />
                <ReadoutSummary experiment={experiment} />
              </li>
            ))}
          </ul>
        )}
        <div>
          <Link
            href="/admin/experiments"
            prefetch={false}
            className="text-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {t('open')}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
