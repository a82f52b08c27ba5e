'use client';
/**
 * Funnel tab: visitors → registrations → SMS verified → qualified, from
 * real rows (no "visitors = 10 × leads" estimate), each with its definition and drop-off, for
 * a period and a campaign kept in the URL (`fperiod`, `fcampaign`), and per campaign. Under the
 * stages, the unverified registrations split into SMS not delivered and code not entered; then
 * the suggestions whose rule fires on these numbers, "Aggiorna", and the A/B card (the running
 * and the last stopped experiments with their readout).
 */
import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { FunnelCampaigns } from './funnel-campaigns';
import { FunnelFilters } from './funnel-filters';
import { FunnelStages } from './funnel-stages';
import { FunnelUnverified } from './funnel-unverified';
import { FunnelVerifyChannels } from './funnel-verify-channels';
import { FunnelSuggestions } from './funnel-suggestions';
import { RefreshButton } from '@/components/admin/common/refresh-button';
import { FunnelExperiments } from './funnel-experiments';
import { useFunnel } from './use-funnel';
import { useFunnelFilters } from './use-funnel-filters';

export function FunnelTab() {
  const t = useTranslations('admin.funnel');
  const [{ fperiod, fcampaign }] = useFunnelFilters();
  const { data, isError, refetch, isFetching } = useFunnel(fperiod, fcampaign);
  const loading = (className: string) =>
    isError ? (
      <p className="text-sm text-muted-foreground">{t('loadFailed')}</p>
    ) : (
      <Skeleton className={className} />
    );
  const noLeads = data?.stages.find((s) => s.stage === 'registrations')?.count === 0;

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FunnelFilters suggestions={data?.campaigns.map((c) => c.campaignId) ?? []} />
        <RefreshButton onRefresh={() => void refetch()} busy={isFetching} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">
            {fcampaign ? t('stagesTitleCampaign', { campaign: fcampaign }) : t('stagesTitle')}
          </CardTitle>
          <CardDescription>{t(`period.${fperiod}`)}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          {!data ? loading('h-64') : null}
          {noLeads ? <p className="font-medium">{t('emptyLeads')}</p> : null}
          {data ? <FunnelStages stages={data.stages} /> : null}
          {data ? <FunnelUnverified unverified={data.unverified} /> : null}
          {data ? <FunnelVerifyChannels channels={data.verifyChannels} /> : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('suggestionsTitle')}</CardTitle>
          <CardDescription>{t('suggestionsHint')}</CardDescription>
        </CardHeader>
        <CardContent>
          {data ? <FunnelSuggestions measures={data.measures} /> : loading('h-24')}
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="text-base">{t('campaignsTitle')}</CardTitle>
          <CardDescription>{t('campaignsHint')}</CardDescription>
        </CardHeader>
        <CardContent>
          {data ? <FunnelCampaigns campaigns={data.campaigns} /> : loading('h-32')}
        </CardContent>
      </Card>
      <FunnelExperiments />
    </div>
  );
}
