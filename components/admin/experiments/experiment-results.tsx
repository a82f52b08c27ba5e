'use client';
/**
 * The results of one experiment (GET /api/admin/experiments/:id/results): the table per
 * variant, with leads or verified leads as the conversion (a toggle; leads by default), then
 * the sample-ratio check and the "keep running" note of that readout.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ListLoadError } from '@/components/admin/common/list-states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { ExperimentView } from '@/lib/contracts/admin/experiments';
import { ReadoutNotes } from './readout-notes';
import { ResultsTable, type Conversion } from './results-table';
import { useExperimentResults } from './use-experiments';

const CONVERSIONS: readonly Conversion[] = ['leads', 'verifiedLeads'];

export function ExperimentResults({ experiment }: { experiment: ExperimentView }) {
  const t = useTranslations('admin.experiments.results');
  const { data, error, refetch } = useExperimentResults(experiment.id);
  const [conversion, setConversion] = useState<Conversion>('leads');
  if (!data) {
    return error ? (
      <ListLoadError
        error={error}
        message={t('loadFailed')}
        retry={t('retry')}
        onRetry={() => void refetch()}
      />
    ) : (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('loading', { name: experiment.name })}</span>
        <Skeleton className="h-32" />
      </div>
    );
  }
  const readout = data[conversion];
  return (
    <div className="grid min-w-0 gap-3">
      <div
        role="group"
        aria-label={t('conversionLabel')}
        className="flex flex-wrap items-center gap-2 text-sm"
      >
        <span aria-hidden="true" className="font-medium">
          {t('conversionLabel')}:
        </span>
        {CONVERSIONS.map((c) => (
          <Button
            key={c}
            type="button"
            size="sm"
            variant={c === conversion ? 'default' : 'outline'}
            aria-pressed={c === conversion}
            onClick={() => setConversion(c)}
          >
            {t(`conversions.${c}`)}
          </Button>
        ))}
      </div>
      <ResultsTable
        label={t('tableLabel', { name: experiment.name })}
        readout={readout}
        counts={data.counts}
        conversion={conversion}
      />
      <ReadoutNotes readout={readout} />
    </div>
  );
}
