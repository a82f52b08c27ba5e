'use client';
/** Leads by declared experience (all five levels, zeros included), as labelled bars. */
import { useFormatter, useTranslations } from 'next-intl';
import type { DashboardKpis } from '@/lib/contracts/admin/kpis';

export function ExperienceBars({ experience }: { experience: DashboardKpis['experience'] }) {
  const t = useTranslations('admin.dashboard');
  const format = useFormatter();
  const max = Math.max(1, ...experience.map((e) => e.count));
  return (
    <ul className="grid grid-cols-1 gap-3">
      {experience.map(({ level, count }) => (
        <li
          key={level}
          className="grid grid-cols-1 gap-1"
          aria-label={t('experienceItem', { level: t(`experience.${level}`), count })}
        >
          <span className="flex justify-between text-sm" aria-hidden="true">
            <span>{t(`experience.${level}`)}</span>
            <span className="tabular-nums">{format.number(count)}</span>
          </span>
          <span className="h-2 rounded-full bg-muted" aria-hidden="true">
            <span
              className="block h-2 rounded-full bg-primary"
              style={{ width: `${(count / max) * 100}%` }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
