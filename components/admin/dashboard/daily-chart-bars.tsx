'use client';
/**
 * The bars of ./daily-chart.tsx: registrations and verifications per Rome day as grouped
 * columns, a dashed grid with whole-number ticks, day/month labels, a legend and, under the
 * pointer, the day's figures. Plain elements sized in percent (no chart library: recharts
 * with its d3, redux and decimal helpers was ≈ 108 kB gzip of the dashboard's and the
 * analytics tab's first load, docs/benchmarks.md). Hidden from assistive technology by
 * ./daily-chart.tsx, which gives the figures as text.
 */
import { useState } from 'react';
import { useFormatter } from 'next-intl';
import type { DailyPoint } from '@/lib/contracts/admin/kpis';

/** Noon UTC of a calendar day: the same date in Rome whatever the season. */
const dayInstant = (date: string) => new Date(`${date}T12:00:00Z`);

const SERIES = [
  { key: 'registrations', color: 'var(--color-primary)' },
  { key: 'verifications', color: 'var(--color-accent)' },
] as const;

/** At most five whole-number ticks from 0: a step of 1, 2 or 5 × 10ⁿ and the top it reaches. */
export function valueTicks(max: number): number[] {
  const rough = Math.max(1, max) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 1);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

const Swatch = ({ color }: { color: string }) => (
  <span
    aria-hidden="true"
    className="size-2.5 shrink-0 rounded-[2px]"
    style={{ background: color }}
  />
);

export default function DailyChartBars({
  data,
  labels,
}: {
  data: DailyPoint[];
  labels: { registrations: string; verifications: string };
}) {
  const format = useFormatter();
  const [active, setActive] = useState<number | null>(null);
  const ticks = valueTicks(Math.max(0, ...data.flatMap((d) => [d.registrations, d.verifications])));
  const top = ticks.at(-1) ?? 1;
  // About one day label per 48 px of a phone-wide chart: every day on a week, a few on a month.
  const labelEvery = Math.max(1, Math.ceil(data.length / 7));
  const percent = (value: number) => `${(value / top) * 100}%`;
  const point = active === null ? undefined : data[active];

  return (
    <div
      data-chart="daily"
      className="flex h-64 flex-col gap-1 overflow-hidden text-xs text-muted-foreground"
    >
      <div className="flex min-h-0 flex-1 gap-1 pt-2">
        <div className="relative w-9 shrink-0">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-1 translate-y-1/2 tabular-nums"
              style={{ bottom: percent(tick) }}
            >
              {format.number(tick)}
            </span>
          ))}
        </div>
        <div className="relative min-w-0 flex-1" onPointerLeave={() => setActive(null)}>
          {ticks.map((tick) => (
            <div
              key={tick}
              className="absolute inset-x-0 border-t border-dashed border-border/60"
              style={{ bottom: percent(tick) }}
            />
          ))}
          <div className="absolute inset-0 flex items-end">
            {data.map((day, index) => (
              <div
                key={day.date}
                onPointerEnter={() => setActive(index)}
                className={`flex h-full min-w-0 flex-1 items-end justify-center gap-px ${
                  active === index ? 'bg-muted' : ''
                }`}
              >
                {SERIES.map(({ key, color }) => (
                  <div
                    key={key}
                    className="w-[38%] rounded-t-[3px]"
                    style={{ height: percent(day[key]), background: color }}
                  />
                ))}
              </div>
            ))}
          </div>
          {point && active !== null ? (
            <div
              className="absolute top-0 z-10 grid min-w-32 gap-1.5 rounded-lg border border-border bg-background px-2.5 py-1.5 text-foreground shadow-xl"
              style={
                active < data.length / 2
                  ? { left: `${(active / data.length) * 100}%` }
                  : { right: `${((data.length - active - 1) / data.length) * 100}%` }
              }
            >
              <p className="font-medium">
                {format.dateTime(dayInstant(point.date), { dateStyle: 'full' })}
              </p>
              <ul className="grid gap-1">
                {SERIES.map(({ key, color }) => (
                  <li key={key} className="flex items-center gap-2">
                    <Swatch color={color} />
                    <span className="text-muted-foreground">{labels[key]}</span>
                    <span className="ml-auto font-mono font-medium tabular-nums">
                      {format.number(point[key])}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
      <div className="ml-10 flex">
        {data.map((day, index) => (
          <span key={day.date} className="min-w-0 flex-1 text-center whitespace-nowrap">
            {index % labelEvery === 0 ? `${day.date.slice(8, 10)}/${day.date.slice(5, 7)}` : ''}
          </span>
        ))}
      </div>
      <ul className="flex flex-wrap items-center justify-center gap-4 pt-2 text-foreground">
        {SERIES.map(({ key, color }) => (
          <li key={key} className="flex items-center gap-1.5">
            <Swatch color={color} />
            {labels[key]}
          </li>
        ))}
      </ul>
    </div>
  );
}
