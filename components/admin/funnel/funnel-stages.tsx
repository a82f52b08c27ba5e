'use client';
/**
 * The four funnel stages as bars (width relative to the largest stage), each with its count,
 * its plain-Italian definition and the drop-off from the previous stage.
 */
import { useFormatter, useTranslations } from 'next-intl';
import type { FunnelReport } from '@/lib/contracts/admin/funnel';

export function FunnelStages({ stages }: { stages: FunnelReport['stages'] }) {
  const t = useTranslations('admin.funnel');
  const format = useFormatter();
  const max = Math.max(1, ...stages.map((s) => s.count));
  const percent = (v: number) => format.number(v, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <ol className="grid grid-cols-1 gap-5">
      {stages.map((s, i) => (
        <li key={s.stage} className="grid grid-cols-1 gap-1.5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <h3 className="font-semibold">
              <span className="text-muted-foreground">{i + 1}. </span>
              {t(`stages.${s.stage}`)}
            </h3>
            <span className="text-xl font-bold tabular-nums">{format.number(s.count)}</span>
          </div>
          <span className="h-3 rounded-full bg-muted" aria-hidden="true">
            <span
              className="block h-3 rounded-full bg-primary"
              style={{ width: `${(s.count / max) * 100}%` }}
            />
          </span>
          <p className="text-xs text-muted-foreground">{t(`definitions.${s.stage}`)}</p>
          {i > 0 ? (
            <p className="text-xs font-medium">
              {s.dropOff === null ? t('noDropOff') : t('dropOff', { rate: percent(s.dropOff) })}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
