'use client';
/**
 * What to know before reading a readout: the sample-ratio check (its p-value, and a warning
 * when the split of the visitors is not the configured one: then the figures are not to be
 * trusted) and the "keep running" note naming each variant still short of the minimum number
 * of conversions and how many it misses.
 */
import { useFormatter, useTranslations } from 'next-intl';
import type { ExperimentReadout } from '@/lib/experiments/statistics';
import { useVariantName } from './labels';
import { useReadoutFormat } from './readout-format';

export function ReadoutNotes({ readout }: { readout: ExperimentReadout }) {
  const t = useTranslations('admin.experiments.results');
  const format = useFormatter();
  const figures = useReadoutFormat();
  const variantName = useVariantName();
  const { sampleRatio } = readout;
  const short = readout.variants.filter((v) => v.keepRunning);
  return (
    <div className="grid gap-2 text-sm">
      {sampleRatio === null ? (
        <p className="text-muted-foreground">{t('srmUnknown')}</p>
      ) : sampleRatio.mismatch ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 font-medium text-destructive">
          {t('srmMismatch', { p: figures.pValue(sampleRatio.pValue) })}
        </p>
      ) : (
        <p className="text-muted-foreground">
          {t('srmOk', { p: figures.pValue(sampleRatio.pValue) })}
        </p>
      )}
      {short.length > 0 ? (
        <p className="rounded-md bg-muted p-3">
          {t('keepRunning', {
            min: readout.minConversions,
            missing: format.list(
              short.map((v) =>
                t('missing', { name: variantName(v.id), count: v.conversionsToMinimum }),
              ),
            ),
          })}
        </p>
      ) : (
        <p className="text-muted-foreground">{t('readable', { min: readout.minConversions })}</p>
      )}
    </div>
  );
}
