'use client';
/**
 * Dashboard tab (SPEC.md §2.14; ISSUE 8 item 5): KPI cards, experience distribution, the
 * 30-day chart, quick actions that work, recent audit entries. Every figure comes from
 * GET /api/admin/kpis (DESIGN.md §5).
 */
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { Download, Link2, Users } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton, StatCard } from '@/components/admin/common/stat-card';
import { DailyChart } from './daily-chart';
import { RecentAudit } from './recent-audit';
import { useKpis } from './use-kpis';

export function DashboardTab() {
  const t = useTranslations('admin.dashboard');
  const format = useFormatter();
  const { data, isPending } = useKpis();
  const percent = (value: number | null) =>
    value === null ? '—' : format.number(value, { style: 'percent', maximumFractionDigits: 1 });
  const maxLevel = Math.max(1, ...(data?.experience.map((e) => e.count) ?? [1]));
  const totals = data?.daily.reduce(
    (sum, d) => ({ r: sum.r + d.registrations, v: sum.v + d.verifications }),
    { r: 0, v: 0 },
  );

  return (
    <div className="grid gap-4">
      <section
        aria-label={t('totalLeads')}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        {isPending || !data ? (
          Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-28" />)
        ) : (
          <>
            <StatCard
              label={t('totalLeads')}
              value={format.number(data.totalLeads)}
              hint={t('today', { count: data.leadsToday })}
            />
            <StatCard
              label={t('verified')}
              value={format.number(data.verifiedLeads)}
              hint={
                data.verificationRate === null
                  ? t('noRate')
                  : t('rate', { rate: percent(data.verificationRate) })
              }
            />
            <StatCard
              label={t('highPriority')}
              value={format.number(data.highPriorityLeads)}
              hint={t('highPriorityHint')}
            />
            <StatCard
              label={t('conversion')}
              value={percent(data.verificationRate)}
              hint={t('conversionHint')}
            />
          </>
        )}
      </section>

      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-base">{t('chartTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            {data && totals ? (
              <DailyChart
                data={data.daily}
                labels={{
                  registrations: t('registrations'),
                  verifications: t('verifications'),
                  summary: t('chartSummary', { registrations: totals.r, verifications: totals.v }),
                }}
              />
            ) : (
              <Skeleton className="h-64" />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('experienceTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            {data ? (
              <ul className="grid gap-3">
                {data.experience.map(({ level, count }) => (
                  <li key={level} className="grid gap-1">
                    <span className="flex justify-between text-sm">
                      <span>{t(`experience.${level as 'base'}`)}</span>
                      <span className="tabular-nums">{format.number(count)}</span>
                    </span>
                    <span className="h-2 rounded-full bg-muted" aria-hidden="true">
                      <span
                        className="block h-2 rounded-full bg-primary"
                        style={{ width: `${(count / maxLevel) * 100}%` }}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <Skeleton className="h-40" />
            )}
          </CardContent>
        </Card>
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('quickActions')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <a
              href="/api/admin/leads/export"
              className={buttonVariants({ variant: 'outline' })}
              download
            >
              <Download className="size-4" aria-hidden="true" />
              {t('exportLeads')}
            </a>
            <Link href="/admin?tab=campaigns" className={buttonVariants({ variant: 'outline' })}>
              <Link2 className="size-4" aria-hidden="true" />
              {t('openGenerator')}
            </Link>
            <Link href="/admin?tab=visitors" className={buttonVariants({ variant: 'outline' })}>
              <Users className="size-4" aria-hidden="true" />
              {t('openVisitors')}
            </Link>
          </CardContent>
        </Card>
        <RecentAudit className="lg:col-span-2" />
      </div>
    </div>
  );
}
