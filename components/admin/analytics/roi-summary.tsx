'use client';
/**
 * Value, spend and ROI of the month (docs/decisions.md §5): the value exists only from a lead value the
 * operator entered, the ROI only with a value and spend; otherwise the card says which is
 * missing and shows no number.
 */
import { useFormatter, useTranslations } from 'next-intl';
import type { SpendSummary } from '@/lib/contracts/admin/analytics';

export function RoiSummary({ spend }: { spend: SpendSummary }) {
  const t = useTranslations('admin.analytics.roi');
  const format = useFormatter();
  const euro = (cents: number) =>
    format.number(cents / 100, { style: 'currency', currency: 'EUR' });
  const missing =
    spend.valueCents === null ? t('noValue') : spend.totalCents === 0 ? t('noSpend') : null;
  return (
    <section aria-label={t('label')} className="grid grid-cols-1 gap-2">
      <dl className="grid grid-cols-1 gap-2 text-sm min-[420px]:grid-cols-3">
        {spend.valueCents !== null ? (
          <div className="rounded-md bg-muted/60 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{t('value')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{euro(spend.valueCents)}</dd>
          </div>
        ) : null}
        {spend.totalCents > 0 ? (
          <div className="rounded-md bg-muted/60 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{t('spend')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{euro(spend.totalCents)}</dd>
          </div>
        ) : null}
        {spend.roi !== null ? (
          <div className="rounded-md bg-muted/60 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{t('roi')}</dt>
            <dd className="text-lg font-semibold tabular-nums">
              {format.number(spend.roi, {
                style: 'percent',
                maximumFractionDigits: 1,
                signDisplay: 'exceptZero',
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      {missing ? (
        <p className="rounded-md border border-dashed border-border p-3 text-sm">{missing}</p>
      ) : (
        <p className="text-xs text-muted-foreground">{t('formula')}</p>
      )}
      {spend.unvaluedLeads > 0 ? (
        <p className="text-xs text-muted-foreground">
          {t('unvalued', { count: spend.unvaluedLeads })}
        </p>
      ) : null}
    </section>
  );
}
