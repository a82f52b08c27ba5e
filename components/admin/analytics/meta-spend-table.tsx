'use client';
/**
 * One level of the imported Meta spend (campaigns, ad sets or ads): each object with where it
 * sits, the campaign ids of ours its ads are linked to (or "non collegata"), spend,
 * impressions, clicks, leads, verified leads and what one of each cost.
 */
import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { MetaObjectSpend } from '@/lib/contracts/admin/analytics';
import { ReportTable } from '@/components/admin/common/report-table';

const COLUMNS = [
  'name',
  'ids',
  'spend',
  'impressions',
  'clicks',
  'leads',
  'verified',
  'cpl',
  'cpv',
] as const;

export function MetaSpendTable({ rows, caption }: { rows: MetaObjectSpend[]; caption: string }) {
  const t = useTranslations('admin.analytics.meta');
  const format = useFormatter();
  const euro = (cents: number | null) =>
    cents === null ? '—' : format.number(cents / 100, { style: 'currency', currency: 'EUR' });
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t('empty')}</p>;
  return (
    <ReportTable
      caption={caption}
      minWidth="min-w-[48rem]"
      headings={COLUMNS.map((c) => t(`columns.${c}`))}
    >
      {rows.map((r) => {
        const parent = [r.campaignName, r.adsetName].filter(Boolean).join(' › ');
        return (
          <tr key={r.id} className="border-b border-border last:border-0">
            <th scope="row" className="px-2 py-1.5 font-normal">
              <span className="block font-medium">{r.name}</span>
              {parent ? (
                <span className="block text-xs text-muted-foreground">{t('in', { parent })}</span>
              ) : null}
            </th>
            <td className="px-2 py-1.5 font-mono text-xs">
              {r.campaignIds.length > 0 ? (
                r.campaignIds.join(', ')
              ) : (
                <Badge variant="destructive">{t('unmappedBadge')}</Badge>
              )}
            </td>
            <td className="px-2 py-1.5 tabular-nums">{euro(r.spendCents)}</td>
            <td className="px-2 py-1.5 tabular-nums">{format.number(r.impressions)}</td>
            <td className="px-2 py-1.5 tabular-nums">{format.number(r.clicks)}</td>
            <td className="px-2 py-1.5 tabular-nums">{format.number(r.leads)}</td>
            <td className="px-2 py-1.5 tabular-nums">{format.number(r.verified)}</td>
            {r.shared ? (
              <td colSpan={2} className="px-2 py-1.5 text-xs text-muted-foreground">
                {t('shared')}
              </td>
            ) : (
              <>
                <td className="px-2 py-1.5 tabular-nums">{euro(r.costPerLeadCents)}</td>
                <td className="px-2 py-1.5 tabular-nums">{euro(r.costPerVerifiedCents)}</td>
              </>
            )}
          </tr>
        );
      })}
    </ReportTable>
  );
}
