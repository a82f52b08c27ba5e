'use client';
/**
 * Charts (shadcn style, recharts 3): `ChartContainer` sizes a recharts chart and turns a
 * `ChartConfig` ({ key: { label, color } }) into CSS variables `--color-<key>`, so series are
 * drawn with `fill="var(--color-registrations)"`; `ChartTooltip` / `ChartTooltipContent` and
 * `ChartLegend` / `ChartLegendContent` render themed tooltip and legend with the config's
 * labels. The chart itself is decorative for screen readers: pair it with a text summary.
 */
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import * as Recharts from 'recharts';
import type { LegendPayload, TooltipContentProps } from 'recharts';
import { cn } from '@/lib/utils';

/** Series of a chart by data key: the label people read and the colour (any CSS colour). */
export type ChartConfig = Record<string, { label: ReactNode; color: string }>;

const ChartContext = createContext<ChartConfig | null>(null);

function useChartConfig(): ChartConfig {
  const config = useContext(ChartContext);
  if (!config) throw new Error('Chart parts must be used inside <ChartContainer>');
  return config;
}

/** Wraps one recharts chart (its only child) in a responsive box with the config's colours. */
export function ChartContainer({
  config,
  className,
  children,
  style,
  ...props
}: ComponentProps<'div'> & {
  config: ChartConfig;
  children: ComponentProps<typeof Recharts.ResponsiveContainer>['children'];
}) {
  const id = useId();
  const colours = Object.fromEntries(
    Object.entries(config).map(([key, { color }]) => [`--color-${key}`, color]),
  );
  return (
    <ChartContext.Provider value={config}>
      <div
        data-chart={id}
        className={cn(
          'aspect-video w-full text-xs',
          '[&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground',
          '[&_.recharts-cartesian-grid_line]:stroke-border/60',
          '[&_.recharts-surface]:outline-hidden',
          className,
        )}
        style={{ ...colours, ...style }}
        {...props}
      >
        <Recharts.ResponsiveContainer width="100%" height="100%">
          {children}
        </Recharts.ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

/** recharts' Tooltip; pass `content={<ChartTooltipContent />}`. */
export const ChartTooltip = Recharts.Tooltip;

/** recharts' Legend; pass `content={<ChartLegendContent />}`. */
export const ChartLegend = Recharts.Legend;

type TooltipContent = Partial<Pick<TooltipContentProps<number, string>, 'active' | 'payload'>> & {
  label?: ReactNode;
  /** Formats the heading (the x value); default: as is. */
  labelFormatter?: (label: ReactNode) => ReactNode;
  /** Formats each value; default: as is. */
  valueFormatter?: (value: number) => ReactNode;
  className?: string;
};

/** The tooltip box: the x value, then one line per series with its colour and value. */
export function ChartTooltipContent({
  active,
  payload,
  label,
  labelFormatter,
  valueFormatter,
  className,
}: TooltipContent) {
  const config = useChartConfig();
  if (!active || !payload?.length) return null;
  return (
    <div
      className={cn(
        'grid min-w-32 gap-1.5 rounded-lg border border-border bg-background px-2.5 py-1.5 text-xs shadow-xl',
        className,
      )}
    >
      <p className="font-medium">{labelFormatter ? labelFormatter(label) : label}</p>
      <ul className="grid gap-1">
        {payload.map((item) => {
          const key = String(item.dataKey ?? item.name ?? '');
          const series = config[key];
          return (
            <li key={key} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-2.5 shrink-0 rounded-[2px]"
                style={{ background: series?.color ?? item.color }}
              />
              <span className="text-muted-foreground">{series?.label ?? item.name}</span>
              <span className="ml-auto font-mono font-medium tabular-nums">
                {typeof item.value === 'number' && valueFormatter
                  ? valueFormatter(item.value)
                  : item.value}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The legend: one coloured square and label per series of the config. */
export function ChartLegendContent({
  payload,
  className,
}: {
  payload?: ReadonlyArray<LegendPayload>;
  className?: string;
}) {
  const config = useChartConfig();
  if (!payload?.length) return null;
  return (
    <ul className={cn('flex flex-wrap items-center justify-center gap-4 pt-3', className)}>
      {payload.map((item) => {
        const key = String(item.dataKey ?? item.value ?? '');
        const series = config[key];
        return (
          <li key={key} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-[2px]"
              style={{ background: series?.color ?? item.color }}
            />
            {series?.label ?? item.value}
          </li>
        );
      })}
    </ul>
  );
}
