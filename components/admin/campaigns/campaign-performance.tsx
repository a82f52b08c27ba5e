'use client';
/**
 * Performance per campaign (docs/product.md §2.14): one page of the table (leads, verified, last lead,
 * share of every campaign's leads, TOP badge on the campaign with most leads).
 */
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { CampaignSummary } from '@/lib/contracts/admin/campaigns';

export function CampaignPerformance({
  campaigns,
  totalLeads,
  firstRank,
}: {
  campaigns: CampaignSummary[];
  /** Leads of every campaign id: the share's denominator. */
  totalLeads: number;
  /** Rank of the page's first row (1 on the first page). */
  firstRank: number;
}) {
  const t = useTranslations('admin.campaigns');
  const format = useFormatter();
  // An explicit `now` (refreshed each minute): relative times without it warn and drift.
  const now = useNow({ updateInterval: 60_000 });
  const total = totalLeads;
  if (campaigns.length === 0)
    return <p className="text-sm text-muted-foreground">{t('noCampaigns')}</p>;
  return (
    <div
      role="region"
      aria-label={t('performanceLabel')}
      tabIndex={0}
      className="max-h-96 overflow-auto"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="sticky top-0 border-b border-border bg-card text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-2 py-2">
              {t('columns.id')}
            </th>
            <th scope="col" className="px-2 py-2">
              {t('columns.source')}
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              {t('columns.leads')}
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              {t('columns.verified')}
            </th>
            <th scope="col" className="px-2 py-2">
              {t('columns.latest')}
            </th>
            <th scope="col" className="px-2 py-2">
              {t('columns.share')}
            </th>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((c, i) => {
            const share = total ? c.leadCount / total : 0;
            return (
              <tr key={c.campaignId} className="border-b border-border last:border-0">
                <td className="px-2 py-2 font-mono">
                  {c.campaignId}{' '}
                  {firstRank + i === 1 ? <Badge variant="success">{t('top')}</Badge> : null}
                </td>
                <td className="px-2 py-2">{c.adSource ?? t('none')}</td>
                <td className="px-2 py-2 text-right tabular-nums">{format.number(c.leadCount)}</td>
                <td className="px-2 py-2 text-right tabular-nums">
                  {format.number(c.verifiedCount)}
                </td>
                <td className="px-2 py-2 whitespace-nowrap">
                  {c.latestLead ? format.relativeTime(new Date(c.latestLead), now) : t('none')}
                </td>
                <td className="px-2 py-2">
                  <span className="flex items-center gap-2">
                    <span className="h-2 w-24 rounded-full bg-muted" aria-hidden="true">
                      <span
                        className="block h-2 rounded-full bg-primary"
                        style={{ width: `${share * 100}%` }}
                      />
                    </span>
                    <span className="tabular-nums">
                      {format.number(share, { style: 'percent', maximumFractionDigits: 1 })}
                    </span>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
