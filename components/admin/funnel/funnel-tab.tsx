'use client';
/**
 * Funnel tab (ISSUE 8 item 11): visitors → registrations → SMS verified → qualified, each with
 * its definition and drop-off, per period and campaign (in the URL), and per campaign.
 */
import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { useFormatter, useTranslations } from 'next-intl';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/admin/common/stat-card';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import { FUNNEL_PERIODS } from '@/lib/validation/admin-analytics';
import { useCampaigns } from '@/components/admin/campaigns/use-campaigns';

type Stage = 'visitors' | 'registrations' | 'verified' | 'qualified';
interface Funnel {
  stages: { stage: Stage; count: number; dropOff: number | null }[];
  campaigns: {
    campaignId: string;
    visitors: number;
    registrations: number;
    verified: number;
    qualified: number;
  }[];
}

export function FunnelTab() {
  const t = useTranslations('admin.funnel');
  const format = useFormatter();
  const [{ fperiod, fcampaign }, setFilters] = useQueryStates({
    fperiod: parseAsStringLiteral(FUNNEL_PERIODS).withDefault('30d'),
    fcampaign: parseAsString.withDefault(''),
  });
  const qs = new URLSearchParams({
    period: fperiod,
    ...(fcampaign ? { campaign: fcampaign } : {}),
  });
  const { data } = useAdminQuery<Funnel>(
    ['admin', 'funnel', fperiod, fcampaign],
    `/api/admin/funnel?${qs.toString()}`,
    {
      failureTitle: t('loadFailed'),
    },
  );
  const { data: campaigns } = useCampaigns();
  const top = Math.max(1, data?.stages[0]?.count ?? 1, ...(data?.stages.map((s) => s.count) ?? []));
  const percent = (v: number) => format.number(v, { style: 'percent', maximumFractionDigits: 1 });

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <div className="grid gap-1.5">
          <Label htmlFor="funnel-period">{t('periodLabel')}</Label>
          <Select
            id="funnel-period"
            value={fperiod}
            onChange={(e) => void setFilters({ fperiod: e.target.value as never })}
          >
            {FUNNEL_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`period.${p}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="funnel-campaign">{t('campaignLabel')}</Label>
          <Select
            id="funnel-campaign"
            value={fcampaign}
            onChange={(e) => void setFilters({ fcampaign: e.target.value })}
          >
            <option value="">{t('allCampaigns')}</option>
            {campaigns?.campaigns.map((c) => (
              <option key={c.campaignId} value={c.campaignId}>
                {c.campaignId}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <Card>
        <CardContent className="grid gap-4 p-5 sm:p-6">
          {!data ? (
            <Skeleton className="h-48" />
          ) : (
            <ol className="grid gap-4">
              {data.stages.map((s) => (
                <li key={s.stage} className="grid gap-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-2">
                    <strong>{t(`stages.${s.stage}`)}</strong>
                    <span className="text-xl font-bold tabular-nums">{format.number(s.count)}</span>
                  </span>
                  <span className="h-3 rounded-full bg-muted" aria-hidden="true">
                    <span
                      className="block h-3 rounded-full bg-primary"
                      style={{ width: `${(s.count / top) * 100}%` }}
                    />
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {t(`definitions.${s.stage}`)}
                    {s.dropOff !== null ? ` ${t('dropOff', { rate: percent(s.dropOff) })}` : ''}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('campaignsTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          {!data ? (
            <Skeleton className="h-32" />
          ) : data.campaigns.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('noCampaigns')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <thead className="border-b border-border text-xs text-muted-foreground uppercase">
                  <tr>
                    {(
                      ['campaign', 'visitors', 'registrations', 'verified', 'qualified'] as const
                    ).map((c) => (
                      <th key={c} scope="col" className="px-2 py-1.5">
                        {t(`columns.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.campaigns.map((c) => (
                    <tr key={c.campaignId} className="border-b border-border last:border-0">
                      <td className="px-2 py-1.5 font-mono">{c.campaignId}</td>
                      <td className="px-2 py-1.5 tabular-nums">{c.visitors}</td>
                      <td className="px-2 py-1.5 tabular-nums">{c.registrations}</td>
                      <td className="px-2 py-1.5 tabular-nums">{c.verified}</td>
                      <td className="px-2 py-1.5 tabular-nums">{c.qualified}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
