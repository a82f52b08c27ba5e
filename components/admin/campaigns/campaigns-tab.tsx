'use client';
/**
 * Facebook campaigns tab (docs/product.md §2.14): summary cards over every campaign id, per-campaign
 * performance, then the URL generator (kept in browser storage); the performance from GET
 * /api/admin/campaigns, paged on the server, most leads first, refreshed every 30 s, with
 * "Aggiorna" and the CSV of every campaign.
 */
import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton, StatCard } from '@/components/admin/common/stat-card';
import { ListPagination } from '@/components/admin/common/list-pagination';
import { RefreshButton } from '@/components/admin/common/refresh-button';
import { CampaignPerformance } from './campaign-performance';
import { UrlGenerator } from './url-generator';
import { CAMPAIGN_PAGE_SIZE, useCampaigns } from './use-campaigns';
import { useGeneratedUrls } from './use-generated-urls';

export function CampaignsTab() {
  const t = useTranslations('admin.campaigns');
  const format = useFormatter();
  const [page, setPage] = useState(1);
  const { data, refetch, isFetching } = useCampaigns(page);
  const [urls] = useGeneratedUrls();
  const totals = data?.totals;
  const best = totals?.best;
  // The rows shown may still be the previous page while the next loads.
  const firstRank = ((data?.page ?? page) - 1) * CAMPAIGN_PAGE_SIZE + 1;

  return (
    <div className="grid grid-cols-1 gap-4">
      <section aria-label={t('performanceTitle')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {totals ? (
          <>
            <StatCard label={t('summary.active')} value={format.number(totals.campaigns)} />
            <StatCard label={t('summary.leads')} value={format.number(totals.leads)} />
            <StatCard
              label={t('summary.best')}
              value={best?.campaignId ?? t('none')}
              hint={best ? t('bestLeads', { count: best.leadCount }) : undefined}
            />
            <StatCard label={t('summary.generated')} value={format.number(urls.length)} />
          </>
        ) : (
          Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-24" />)
        )}
      </section>
      {/* One card a row: the performance table's columns (leads, verified, last lead, share) stay
          in view at 1366 px, and the operator reads it before generating a new link. */}
      <div className="grid grid-cols-1 gap-4">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-base">{t('performanceTitle')}</CardTitle>
            <CardDescription>{t('performanceHint')}</CardDescription>
            <div className="flex flex-wrap gap-2">
              <RefreshButton onRefresh={() => void refetch()} busy={isFetching} />
              <a
                href="/api/admin/campaigns/export"
                download
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                <Download aria-hidden="true" />
                {t('exportAll')}
              </a>
            </div>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-3">
            {data && totals ? (
              <>
                <CampaignPerformance
                  campaigns={data.campaigns}
                  totalLeads={totals.leads}
                  firstRank={firstRank}
                />
                {data.campaigns.length > 0 ? (
                  <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
                    {t('rowsOf', {
                      from: firstRank,
                      to: firstRank + data.campaigns.length - 1,
                      total: totals.campaigns,
                    })}
                  </p>
                ) : null}
                <ListPagination
                  page={page}
                  pageSize={CAMPAIGN_PAGE_SIZE}
                  total={totals.campaigns}
                  onPage={setPage}
                  label={t('pagination')}
                />
              </>
            ) : (
              <Skeleton className="h-48" />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('generatorTitle')}</CardTitle>
            <CardDescription>{t('generatorHint')}</CardDescription>
          </CardHeader>
          <CardContent>
            <UrlGenerator />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
