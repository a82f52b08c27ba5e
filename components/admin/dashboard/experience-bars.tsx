'use client';
/**
 * Leads by experience group (the leads filter's three groups, lib/admin/experience-groups.ts, zeros
 * included), as labelled bars; under each, the stored levels it holds. The leads tab's
 * experience filter lists the same leads for the same group.
 */
import { useFormatter, useTranslations } from 'next-intl';
import type { DashboardKpis } from '@/lib/contracts/admin/kpis';

export function ExperienceBars({ experience }: { experience: DashboardKpis['experience'] }) {
  const t = useTranslations('admin.dashboard');
  const format = useFormatter();
  const max = Math.max(1, ...experience.map((e) => e.count));
  return (
    <ul className="grid grid-cols-1 gap-3">
      {experience.map(({ group, count, levels }) => (
        <li
          key={group}
          className="grid grid-cols-1 gap-1"
          aria-label={t('experienceItem', { level: t(`experienceGroup.${group}`), count })}
        >
          <span className="flex justify-between text-sm" aria-hidden="true">
            <span>{t(`experienceGroup.${group}`)}</span>
            <span className="tabular-nums">{format.number(count)}</span>
          </span>
          <span className="h-2 rounded-full bg-muted" aria-hidden="true">
            <span
              className="block h-2 rounded-full bg-primary"
              style={{ width: `${(count / max) * 100}%` }}
            />
          </span>
          {levels.length > 1 ? (
            <span className="text-xs text-muted-foreground" aria-hidden="true">
              {levels
                .map((l) => `${t(`experience.${l.level}`)} ${format.number(l.count)}`)
                .join(' · ')}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
