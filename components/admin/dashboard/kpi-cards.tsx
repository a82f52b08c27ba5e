'use client';
/** The four dashboard KPI cards (ISSUE 8 item 5), from GET /api/admin/kpis. */
import { useFormatter, useTranslations } from 'next-intl';
import { CheckCircle2, Flame, TrendingUp, Users } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/admin/common/stat-card';
import type { DashboardKpis } from './use-kpis';

const icon = 'size-4 text-muted-foreground';

export function KpiCards({ data }: { data: DashboardKpis | undefined }) {
  const t = useTranslations('admin.dashboard');
  const format = useFormatter();
  const percent = (value: number) =>
    format.number(value, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <section
      aria-label={t('kpisLabel')}
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4"
    >
      {!data ? (
        Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-28" />)
      ) : (
        <>
          <StatCard
            label={t('totalLeads')}
            icon={<Users className={icon} aria-hidden="true" />}
            value={format.number(data.totalLeads)}
            hint={t('today', { count: data.leadsToday })}
          />
          <StatCard
            label={t('verified')}
            icon={<CheckCircle2 className={icon} aria-hidden="true" />}
            value={format.number(data.verifiedLeads)}
            hint={
              data.verificationRate === null
                ? t('noRate')
                : t('rate', { rate: percent(data.verificationRate) })
            }
          />
          <StatCard
            label={t('highPriority')}
            icon={<Flame className={icon} aria-hidden="true" />}
            value={format.number(data.highPriorityLeads)}
            hint={t('highPriorityHint')}
          />
          <StatCard
            label={t('conversion')}
            icon={<TrendingUp className={icon} aria-hidden="true" />}
            value={data.conversionRate === null ? '—' : percent(data.conversionRate)}
            hint={data.conversionRate === null ? t('noConversion') : t('conversionHint')}
          />
        </>
      )}
    </section>
  );
}
