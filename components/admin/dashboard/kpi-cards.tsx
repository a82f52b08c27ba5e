'use client';
/**
 * The dashboard KPI cards, from GET /api/admin/kpis; the fifth, "Da
 * chiamare", links to the call list filtered on what is still to call.
 */
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { CheckCircle2, Flame, PhoneCall, TrendingUp, Users } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/admin/common/stat-card';
import type { DashboardKpis } from '@/lib/contracts/admin/kpis';

const icon = 'size-4 text-muted-foreground';

export function KpiCards({ data }: { data: DashboardKpis | undefined }) {
  const t = useTranslations('admin.dashboard');
  const format = useFormatter();
  const percent = (value: number) =>
    format.number(value, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <section
      aria-label={t('kpisLabel')}
      aria-busy={!data}
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
    >
      {!data ? (
        Array.from({ length: 5 }, (_, i) => <Skeleton key={i} className="h-28" />)
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
            label={t('callsToCall')}
            icon={<PhoneCall className={icon} aria-hidden="true" />}
            value={format.number(data.callsToCall)}
            hint={
              <>
                {t('callsToCallHint')} ·{' '}
                <Link
                  href="/admin/calls?status=open"
                  className="font-medium text-primary underline underline-offset-2"
                >
                  {t('openCalls')}
                </Link>
              </>
            }
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
