'use client';
/**
 * Spend per campaign in the month with its source (imported from Meta, or entered by hand),
 * the cost per (verified) lead it gives, the value of its leads and the ROI (a dash without a
 * lead value); totals first; the Meta spend linked to no campaign last, counted in the total.
 */
import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { SpendSummary } from '@/lib/contracts/admin/analytics';
import { ReportTable } from '@/components/admin/common/report-table';

const COLUMNS = [
  'campaign',
  'source',
  'spend',
  'leads',
  'verified',
  'cpl',
  'cpv',
  'value',
  'roi',
] as const;

export function SpendTable({ spend }: { spend: SpendSummary }) {
  const t = useTranslations('admin.analytics');
  const format = useFormatter();
  const euro = (cents: number | null) =>
    cents === null ? t('na') : format.number(cents / 100, { style: 'currency', currency: 'EUR' });
  return (
    <div className="grid grid-cols-1 gap-3">
      <dl className="grid grid-cols-1 gap-2 text-sm min-[420px]:grid-cols-3">
        {(
          [
            ['spendTotal', spend.totalCents],
            ['costPerLead', spend.costPerLeadCents],
            ['costPerVerified', spend.costPerVerifiedCents],
          ] as const
        ).map(([label, cents]) => (
          <div key={label} className="rounded-md bg-muted/60 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{t(label)}</dt>
            <dd className="text-lg font-semibold tabular-nums">{euro(cents)}</dd>
          </div>
        ))}
      </dl>
      <ReportTable
        caption={t('tableCaption')}
        minWidth="min-w-[40rem]"
        headings={COLUMNS.map((c) => t(`columns.${c}`))}
      >
        {spend.campaigns.map((c) => (
          <tr key={c.campaignId} className="border-b border-border last:border-0">
            <th scope="row" className="px-2 py-1.5 font-mono font-normal">
              {c.campaignId}
            </th>
            <td className="px-2 py-1.5">
              <Badge variant={c.source === 'meta' ? 'default' : 'outline'}>
                {t(`source.${c.source}`)}
              </Badge>
              {c.replacedManualCents !== null ? (
                <span className="block text-xs text-muted-foreground">
                  {t('replacedManual', { amount: euro(c.replacedManualCents) })}
                </span>
              ) : null}
            </td>
            <td className="px-2 py-1.5 tabular-nums">{euro(c.amountCents)}</td>
            <td className="px-2 py-1.5 tabular-nums">{format.number(c.leads)}</td>
            <td className="px-2 py-1.5 tabular-nums">{format.number(c.verified)}</td>
            <td className="px-2 py-1.5 tabular-nums">{euro(c.costPerLeadCents)}</td>
            <td className="px-2 py-1.5 tabular-nums">{euro(c.costPerVerifiedCents)}</td>
            <td className="px-2 py-1.5 tabular-nums">{euro(c.valueCents)}</td>
            <td className="px-2 py-1.5 tabular-nums">
              {c.roi === null
                ? t('na')
                : format.number(c.roi, {
                    style: 'percent',
                    maximumFractionDigits: 1,
                    signDisplay: 'exceptZero',
                  })}
            </td>
          </tr>
        ))}
        {spend.unmappedCents > 0 ? (
          <tr className="border-t border-border">
            <th scope="row" className="px-2 py-1.5 font-normal">
              {t('unmappedRow')}
            </th>
            <td className="px-2 py-1.5">
              <Badge variant="default">{t('source.meta')}</Badge>
            </td>
            <td className="px-2 py-1.5 tabular-nums">{euro(spend.unmappedCents)}</td>
            <td colSpan={6} className="px-2 py-1.5 text-xs text-muted-foreground">
              {t('unmappedHint')}
            </td>
          </tr>
        ) : null}
      </ReportTable>
      <p className="text-xs text-muted-foreground">{t('roiHint')}</p>
    </div>
  );
}
