'use client';
/**
 * Facebook campaigns tab (SPEC.md §2.14): summary cards, the URL generator
 * (kept in browser storage) and per-campaign performance from GET /api/admin/campaigns,
 * refreshed every 30 s.
 */
import { useFormatter, useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton, StatCard } from '@/components/admin/common/stat-card';
import { CampaignPerformance } from './campaign-performance';
import { UrlGenerator } from './url-generator';
import { useCampaigns } from './use-campaigns';
import { useGeneratedUrls } from './use-generated-urls';

export function CampaignsTab() {
  const t = useTranslations('admin.campaigns');
  const format = useFormatter();
  const { data } = useCampaigns();
  const [urls] = useGeneratedUrls();
  const campaigns = data?.campaigns ?? [];
  const best = campaigns[0];

  return (
    <div className="grid grid-cols-1 gap-4">
      <section aria-label={t('performanceTitle')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {data ? (
          <>
            <StatCard label={t('summary.active')} value={format.number(campaigns.length)} />
            <StatCard
              label={t('summary.leads')}
              value={format.number(campaigns.reduce((s, c) => s + c.leadCount, 0))}
            />
            <StatCard
              label={t('summary.best')}
              value={best?.campaignId ?? t('none')}
              hint={best ? `${best.leadCount} lead` : undefined}
            />
            <StatCard label={t('summary.generated')} value={format.number(urls.length)} />
          </>
        ) : (
          Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-24" />)
        )}
      </section>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('generatorTitle')}</CardTitle>
            <CardDescription>{t('generatorHint')}</CardDescription>
          </CardHeader>
          <CardContent>
            <UrlGenerator campaigns={campaigns} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('performanceTitle')}</CardTitle>
            <CardDescription>{t('performanceHint')}</CardDescription>
          </CardHeader>
          <CardContent>
            {data ? <CampaignPerformance campaigns={campaigns} /> : <Skeleton className="h-48" />}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
