'use client';
/** Leads of the month by source: the top 10 sources and one "altro" row for the rest. */
import { useFormatter, useTranslations } from 'next-intl';
import type { AnalyticsReport } from '@/lib/contracts/admin/analytics';

export function SourcesList({ sources }: { sources: AnalyticsReport['sources'] }) {
  const t = useTranslations('admin.analytics');
  const format = useFormatter();
  if (sources.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('noSources')}</p>;
  }
  const max = Math.max(1, ...sources.map((s) => s.leads));
  return (
    <ul className="grid grid-cols-1 gap-2.5 text-sm">
      {sources.map(({ source, leads }) => {
        const name = source ?? t('sourceOther');
        return (
          <li
            key={source ?? '\u0000other'}
            className="grid grid-cols-1 gap-1"
            aria-label={t('sourceItem', { source: name, count: leads })}
          >
            <span className="flex justify-between gap-2" aria-hidden="true">
              <span className={source ? 'truncate font-mono text-xs' : 'truncate italic'}>
                {name}
              </span>
              <span className="tabular-nums">{format.number(leads)}</span>
            </span>
            <span className="h-1.5 rounded-full bg-muted" aria-hidden="true">
              <span
                className="block h-1.5 rounded-full bg-primary"
                style={{ width: `${(leads / max) * 100}%` }}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
