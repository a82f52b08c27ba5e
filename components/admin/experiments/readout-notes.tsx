'use client';
/**
 * What to know before reading a readout: the sample-ratio check (its p-value, and a warning
 * when the split of the visitors is not the configured one: then the figures are not to be
 * trusted) and, while the data are insufficient, the note naming each variant still short of
 * its minimum sample and how many visitors and conversions it misses.
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
            visitors: readout.minVisitors,
            min: readout.minConversions,
            missing: format.list(
              short.map((v) =>
                t('missing', {
                  name: variantName(v.id),
                  what: format.list(
                    [
                      v.visitorsToMinimum > 0
                        ? t('missingVisitors', { count: v.visitorsToMinimum })
                        : null,
                      v.conversionsToMinimum > 0
                        ? t('missingConversions', { count: v.conversionsToMinimum })
                        : null,
                    ].filter((part) => part !== null),
                  ),
                }),
              ),
            ),
          })}
        </p>
      ) : (
        <p className="text-muted-foreground">
          {t('readable', { visitors: readout.minVisitors, min: readout.minConversions })}
        </p>
      )}
    </div>
  );
}
