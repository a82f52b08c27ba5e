'use client';
/** The month against docs/product.md §9's goals (100 leads, 80 verifications), with progress bars. */
import { useId } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Progress } from '@/components/ui/progress';
import type { AnalyticsReport } from '@/lib/contracts/admin/analytics';

function Goal({ label, actual, goal }: { label: string; actual: number; goal: number }) {
  const t = useTranslations('admin.analytics');
  const format = useFormatter();
  const id = useId();
  const value = t('goalValue', {
    actual: format.number(actual),
    goal: format.number(goal),
    percent: format.number(actual / goal, { style: 'percent', maximumFractionDigits: 0 }),
  });
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <div className="flex flex-wrap justify-between gap-x-2 text-sm">
        <span id={id} className="font-medium">
          {label}
        </span>
        <span className="tabular-nums text-muted-foreground">
          {value}
          {actual >= goal ? ` · ${t('goalReached')}` : ''}
        </span>
      </div>
      <Progress
        aria-labelledby={id}
        value={actual}
        max={goal}
        getValueLabel={() => value}
        indicatorClassName={actual >= goal ? 'bg-accent' : undefined}
      />
    </div>
  );
}

export function MonthlyGoals({ goals }: { goals: AnalyticsReport['goals'] }) {
  const t = useTranslations('admin.analytics');
  return (
    <div className="grid grid-cols-1 gap-5">
      <Goal label={t('goalLeads')} {...goals.leads} />
      <Goal label={t('goalVerifications')} {...goals.verifications} />
    </div>
  );
}
