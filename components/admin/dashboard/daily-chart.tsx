'use client';
/**
 * Registrations and verifications per Rome day as grouped bars (recharts through
 * components/ui/chart), with a text summary for screen readers (the chart is hidden from them).
 * Used by the dashboard (30 days) and the analytics tab (one month).
 */
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { useFormatter } from 'next-intl';
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from '@/components/ui/chart';

export interface DailyChartPoint {
  /** 'YYYY-MM-DD' (Rome calendar day). */
  date: string;
  registrations: number;
  verifications: number;
}

/** Noon UTC of a calendar day: the same date in Rome whatever the season. */
const dayInstant = (date: string) => new Date(`${date}T12:00:00Z`);

export function DailyChart({
  data,
  labels,
}: {
  data: DailyChartPoint[];
  labels: { registrations: string; verifications: string; summary: string };
}) {
  const format = useFormatter();
  const config = {
    registrations: { label: labels.registrations, color: 'var(--color-primary)' },
    verifications: { label: labels.verifications, color: 'var(--color-accent)' },
  } satisfies ChartConfig;
  return (
    <figure className="grid grid-cols-1 gap-2">
      <div aria-hidden="true">
        <ChartContainer config={config} className="aspect-auto h-64">
          {/* No keyboard layer: the chart is hidden from assistive technology (summary below). */}
          <BarChart
            data={data}
            accessibilityLayer={false}
            margin={{ top: 8, right: 4, left: 0, bottom: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="date"
              tickLine={false}
              axisLine={false}
              minTickGap={16}
              tickFormatter={(date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`}
            />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={40} />
            <ChartTooltip
              cursor={{ fill: 'var(--color-muted)' }}
              content={
                <ChartTooltipContent
                  labelFormatter={(date) =>
                    typeof date === 'string'
                      ? format.dateTime(dayInstant(date), { dateStyle: 'full' })
                      : date
                  }
                  valueFormatter={(value) => format.number(value)}
                />
              }
            />
            <ChartLegend content={<ChartLegendContent />} />
            <Bar dataKey="registrations" fill="var(--color-registrations)" radius={[3, 3, 0, 0]} />
            <Bar dataKey="verifications" fill="var(--color-verifications)" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ChartContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">{labels.summary}</figcaption>
    </figure>
  );
}
