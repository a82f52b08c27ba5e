'use client';
/**
 * How the back-office writes a readout's figures (lib/experiments/statistics.ts): rates with two
 * decimals, probabilities with one, a lift signed with its 95 % credible interval, and a
 * p-value below 0.0001 as "< 0,0001" (more digits would only suggest a precision the
 * chi-square approximation does not have).
 */
import { useFormatter, useTranslations } from 'next-intl';
import type { LiftInterval } from '@/lib/experiments/beta-binomial';

/** The smallest p-value written out. */
const P_VALUE_FLOOR = 0.0001;

/** Formatters of a readout's figures; null figures are "—"; a p-value with its relation. */
export function useReadoutFormat() {
  const format = useFormatter();
  const t = useTranslations('admin.experiments.results');
  const percent = (value: number, digits: number, signed = false) =>
    format.number(value, {
      style: 'percent',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
  return {
    count: (value: number) => format.number(value),
    rate: (value: number | null) => (value === null ? '—' : percent(value, 2)),
    probability: (value: number | null) => (value === null ? '—' : percent(value, 1)),
    lift: (lift: LiftInterval | null) =>
      lift === null
        ? '—'
        : t('liftInterval', {
            median: percent(lift.median, 1, true),
            low: percent(lift.ci95[0], 1, true),
            high: percent(lift.ci95[1], 1, true),
          }),
    pValue: (value: number) =>
      value < P_VALUE_FLOOR
        ? `p < ${format.number(P_VALUE_FLOOR, { maximumFractionDigits: 4 })}`
        : `p = ${format.number(value, { maximumSignificantDigits: 2 })}`,
  };
}
