'use client';
/**
 * The bars of ./daily-chart.tsx (recharts through components/ui/chart): registrations and
 * verifications per Rome day, tooltip and legend. Its own module because recharts (with its
 * d3, redux and decimal helpers, ≈ 100 kB gzip) loads only when a chart is drawn, not with
 * the back-office's first load.
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
import type { DailyPoint } from '@/lib/contracts/admin/kpis';

/** Noon UTC of a calendar day: the same date in Rome whatever the season. */
const dayInstant = (date: string) => new Date(`${date}T12:00:00Z`);

export default function DailyChartBars({
  data,
  labels,
}: {
  data: DailyPoint[];
  labels: { registrations: string; verifications: string };
}) {
  const format = useFormatter();
  const config = {
    registrations: { label: labels.registrations, color: 'var(--color-primary)' },
    verifications: { label: labels.verifications, color: 'var(--color-accent)' },
  } satisfies ChartConfig;
  return (
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
  );
}
