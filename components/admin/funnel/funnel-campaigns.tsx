'use client';
/**
 * Per-campaign funnel (top 20 by registrations in the period, first-touch attribution). A
 * campaign id is a button that filters the stages on it.
 */
import { useFormatter, useTranslations } from 'next-intl';
import { ReportTable } from '@/components/admin/common/report-table';
import type { FunnelReport } from '@/lib/contracts/admin/funnel';
import { useFunnelFilters } from './use-funnel-filters';

const COUNTS = ['visitors', 'registrations', 'verified', 'qualified'] as const;

export function FunnelCampaigns({ campaigns }: { campaigns: FunnelReport['campaigns'] }) {
  const t = useTranslations('admin.funnel');
  const format = useFormatter();
  const [, setFilters] = useFunnelFilters();
  if (campaigns.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('noCampaigns')}</p>;
  }
  return (
    <ReportTable
      caption={t('campaignsCaption')}
      minWidth="min-w-[36rem]"
      headings={(['campaign', ...COUNTS, 'rate'] as const).map((c) => t(`columns.${c}`))}
    >
      {campaigns.map((c) => (
        <tr key={c.campaignId} className="border-b border-border last:border-0">
          <th scope="row" className="px-2 py-1 font-normal">
            <button
              type="button"
              className="rounded px-1 py-1 font-mono text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              aria-label={t('showCampaign', { campaign: c.campaignId })}
              onClick={() => void setFilters({ fcampaign: c.campaignId })}
            >
              {c.campaignId}
            </button>
          </th>
          {COUNTS.map((k) => (
            <td key={k} className="px-2 py-1.5 tabular-nums">
              {format.number(c[k])}
            </td>
          ))}
          <td className="px-2 py-1.5 tabular-nums">
            {c.registrations > 0
              ? format.number(c.verified / c.registrations, {
                  style: 'percent',
                  maximumFractionDigits: 0,
                })
              : '—'}
          </td>
        </tr>
      ))}
    </ReportTable>
  );
}
