'use client';
/**
 * Analytics tab (ISSUE 8 item 10): today (Rome day), the month against its goals, per day,
 * leads by source, and cost per lead from the ad spend entered here (no invented ROI).
 */
import { parseAsString, useQueryState } from 'nuqs';
import { useFormatter, useTranslations } from 'next-intl';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton, StatCard } from '@/components/admin/common/stat-card';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import { DailyChart } from '@/components/admin/dashboard/daily-chart';
import { romeMonth } from '@/lib/rome-calendar';
import { SpendCard, type Spend } from './spend-card';

interface Analytics {
  month: string;
  today: { registrations: number; verifications: number; conversion: number | null };
  goals: {
    leads: { goal: number; actual: number };
    verifications: { goal: number; actual: number };
  };
  daily: { date: string; registrations: number; verifications: number }[];
  sources: { source: string; leads: number }[];
  spend: Spend;
}

function Goal({ label, actual, goal }: { label: string; actual: number; goal: number }) {
  return (
    <div className="grid gap-1">
      <span className="text-sm">{label}</span>
      <progress
        className="h-2 w-full accent-primary"
        value={Math.min(actual, goal)}
        max={goal}
        aria-label={label}
      />
    </div>
  );
}

export function AnalyticsTab() {
  const t = useTranslations('admin.analytics');
  const format = useFormatter();
  const [month, setMonth] = useQueryState(
    'month',
    parseAsString.withDefault(romeMonth(new Date())),
  );
  const { data } = useAdminQuery<Analytics>(
    ['admin', 'analytics', month],
    `/api/admin/analytics?month=${month}`,
    {
      failureTitle: t('loadFailed'),
    },
  );
  const sum = data?.daily.reduce(
    (s, d) => ({ r: s.r + d.registrations, v: s.v + d.verifications }),
    { r: 0, v: 0 },
  );

  return (
    <div className="grid gap-4">
      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor="analytics-month">{t('monthLabel')}</Label>
        <Input
          id="analytics-month"
          type="month"
          value={month}
          onChange={(e) => e.target.value && void setMonth(e.target.value)}
        />
      </div>
      <section aria-label={t('todayRegistrations')} className="grid gap-3 sm:grid-cols-3">
        {data ? (
          <>
            <StatCard
              label={t('todayRegistrations')}
              value={format.number(data.today.registrations)}
            />
            <StatCard
              label={t('todayVerifications')}
              value={format.number(data.today.verifications)}
            />
            <StatCard
              label={t('todayConversion')}
              value={
                data.today.conversion === null
                  ? t('na')
                  : format.number(data.today.conversion, {
                      style: 'percent',
                      maximumFractionDigits: 1,
                    })
              }
              hint={data.today.conversion === null ? t('noConversion') : undefined}
            />
          </>
        ) : (
          Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-24" />)
        )}
      </section>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('goalsTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {data ? (
              <>
                <Goal label={t('goalLeads', data.goals.leads)} {...data.goals.leads} />
                <Goal
                  label={t('goalVerifications', data.goals.verifications)}
                  {...data.goals.verifications}
                />
              </>
            ) : (
              <Skeleton className="h-20" />
            )}
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-base">{t('chartTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            {data && sum ? (
              <DailyChart
                data={data.daily}
                labels={{
                  registrations: t('registrations'),
                  verifications: t('verifications'),
                  summary: t('chartSummary', { registrations: sum.r, verifications: sum.v }),
                }}
              />
            ) : (
              <Skeleton className="h-64" />
            )}
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('sourcesTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            {!data ? (
              <Skeleton className="h-32" />
            ) : data.sources.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('noSources')}</p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {data.sources.map((s) => (
                  <li key={s.source} className="flex justify-between gap-2">
                    <span className="truncate">{s.source}</span>
                    <span className="tabular-nums">{format.number(s.leads)}</span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <SpendCard className="lg:col-span-2" month={month} spend={data?.spend} />
      </div>
    </div>
  );
}
