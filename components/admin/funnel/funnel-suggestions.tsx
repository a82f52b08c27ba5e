'use client';
/**
 * The funnel's suggestions (lib/admin/funnel-suggestions.ts): a fixed text for each rule that fires
 * on the measured funnel, with the figure that fired it and the threshold; when none fires, it
 * says so (no static advice).
 */
import { useFormatter, useTranslations } from 'next-intl';
import { Lightbulb } from 'lucide-react';
import { funnelSuggestions, type FunnelMeasures } from '@/lib/admin/funnel-suggestions';

export function FunnelSuggestions({ measures }: { measures: FunnelMeasures }) {
  const t = useTranslations('admin.funnel.suggestions');
  const format = useFormatter();
  const percent = (n: number) => format.number(n, { style: 'percent', maximumFractionDigits: 1 });
  const fired = funnelSuggestions(measures);
  if (fired.length === 0) return <p className="text-sm text-muted-foreground">{t('none')}</p>;
  return (
    <ul className="grid grid-cols-1 gap-3">
      {fired.map((s) => (
        <li key={s.id} className="flex gap-3 rounded-md border border-border p-3">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <div className="grid grid-cols-1 gap-1">
            <p className="font-medium">{t(`${s.id}.title`)}</p>
            <p className="text-sm tabular-nums">
              {t(`${s.id}.figure`, {
                count: format.number(s.count),
                of: format.number(s.of),
                share: percent(s.share),
                threshold: percent(s.threshold),
              })}
            </p>
            <p className="text-sm text-muted-foreground">{t(`${s.id}.text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
