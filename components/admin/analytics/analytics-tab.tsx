'use client';
/**
 * Analytics tab: today (Europe/Rome day), the month against its goals, the
 * month per day, leads by source, and ad spend with the cost per lead, the lead value and the
 * ROI they give — no invented figure — and the spend imported from Meta per campaign, ad set
 * and ad (owners only: a caller has no spend or value). The month is URL state (`?month=YYYY-MM`; absent:
 * the current Rome month).
 */
import { parseAsString, useQueryState } from 'nuqs';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { DailyChart } from '@/components/admin/dashboard/daily-chart';
import { RefreshButton } from '@/components/admin/common/refresh-button';
import { MONTH_PATTERN } from '@/lib/validation/analytics-params';
import { MonthlyGoals } from './monthly-goals';
import { SourcesList } from './sources-list';
import { SpendCard } from './spend-card';
import { MetaSpendCard } from './meta-spend-card';
import { TodayCards } from './today-cards';
import { useAnalytics } from './use-analytics';
import { useAdminRole } from '@/components/admin/shell/admin-role';

function Section({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function AnalyticsTab() {
  const role = useAdminRole();
  const t = useTranslations('admin.analytics');
  const [monthParam, setMonth] = useQueryState('month', parseAsString);
  // A hand-edited, malformed ?month= falls back to the current month instead of a 400.
  const month = monthParam && MONTH_PATTERN.test(monthParam) ? monthParam : null;
  const { data, isError, refetch, isFetching } = useAnalytics(month);
  const loading = (className: string) =>
    isError ? (
      <p className="text-sm text-muted-foreground">{t('loadFailed')}</p>
    ) : (
      <Skeleton className={className} />
    );
  const sum = data?.daily.reduce(
    (s, d) => ({ r: s.r + d.registrations, v: s.v + d.verifications }),
    { r: 0, v: 0 },
  );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid grid-cols-1 max-w-xs gap-1.5">
          <Label htmlFor="analytics-month">{t('monthLabel')}</Label>
          <Input
            id="analytics-month"
            type="month"
            min="2000-01"
            max="2099-12"
            value={month ?? data?.month ?? ''}
            onChange={(e) =>
              void setMonth(MONTH_PATTERN.test(e.target.value) ? e.target.value : null)
            }
          />
        </div>
        <RefreshButton onRefresh={() => void refetch()} busy={isFetching} />
      </div>

      <section aria-label={t('todayLabel')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {data ? (
          <TodayCards today={data.today} />
        ) : isError ? null : (
          Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-24" />)
        )}
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="grid grid-cols-1 content-start gap-4">
          <Section title={t('goalsTitle')}>
            {data ? <MonthlyGoals goals={data.goals} /> : loading('h-20')}
          </Section>
          <Section title={t('sourcesTitle')}>
            {data ? <SourcesList sources={data.sources} /> : loading('h-32')}
          </Section>
        </div>
        <Section title={t('chartTitle')} className="min-w-0 self-start lg:col-span-2">
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
            loading('h-64')
          )}
        </Section>
      </div>

      {/* The whole width: the per-campaign table's value and ROI stay in view at 1366 px. */}
      {(isError && !data) || role !== 'owner' ? null : (
        <SpendCard className="min-w-0" month={data?.month} spend={data?.spend} />
      )}

      {role === 'owner' && data?.spend?.meta ? (
        <MetaSpendCard className="min-w-0" meta={data.spend.meta} />
      ) : null}
    </div>
  );
}
