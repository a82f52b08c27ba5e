'use client';
/**
 * Dashboard tab (docs/product.md §2.14): KPI cards, the 30-day chart, the experience
 * distribution, quick actions that work and the recent audit entries. Every figure comes from
 * GET /api/admin/kpis (docs/decisions.md §5); loading shows skeletons, a failure a toast. "Aggiorna"
 * reloads every figure of the tab; a priority or call-status change reloads the KPIs itself.
 */
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { RefreshButton } from '@/components/admin/common/refresh-button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { DailyChart } from './daily-chart';
import { ExperienceBars } from './experience-bars';
import { KpiCards } from './kpi-cards';
import { QuickActions } from './quick-actions';
import { RecentAudit } from './recent-audit';
import { useKpis } from './use-kpis';
import { dashboardKeys } from './dashboard-keys';
import { useAdminRole } from '@/components/admin/shell/admin-role';

function EmptyLeads() {
  const t = useTranslations('admin.dashboard');
  return (
    <div className="grid place-items-center gap-1 py-10 text-center">
      <p className="font-medium">{t('emptyLeads')}</p>
      <p className="text-sm text-muted-foreground">{t('emptyLeadsHint')}</p>
    </div>
  );
}

export function DashboardTab() {
  const t = useTranslations('admin.dashboard');
  const role = useAdminRole();
  const { data, isError } = useKpis();
  const client = useQueryClient();
  const fetching = useIsFetching({ queryKey: dashboardKeys.all }) > 0;
  const empty = data?.totalLeads === 0;
  const totals = data?.daily.reduce(
    (sum, d) => ({ r: sum.r + d.registrations, v: sum.v + d.verifications }),
    { r: 0, v: 0 },
  );
  // After a failed load the toast has spoken: show nothing rather than endless skeletons.
  const placeholder = (className: string) => (isError ? null : <Skeleton className={className} />);

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex justify-end">
        <RefreshButton
          onRefresh={() => void client.invalidateQueries({ queryKey: dashboardKeys.all })}
          busy={fetching}
        />
      </div>
      {isError ? null : <KpiCards data={data} />}

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-base">{t('chartTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            {!data || !totals ? (
              placeholder('h-64')
            ) : empty ? (
              <EmptyLeads />
            ) : (
              <DailyChart
                data={data.daily}
                labels={{
                  registrations: t('registrations'),
                  verifications: t('verifications'),
                  summary: t('chartSummary', { registrations: totals.r, verifications: totals.v }),
                }}
              />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('experienceTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            {!data ? (
              placeholder('h-40')
            ) : empty ? (
              <EmptyLeads />
            ) : (
              <ExperienceBars experience={data.experience} />
            )}
          </CardContent>
        </Card>
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <QuickActions />
        {role === 'owner' ? <RecentAudit className="min-w-0 lg:col-span-2" /> : null}
      </div>
    </div>
  );
}
