'use client';
/**
 * Registrations and verifications per Rome day as grouped bars, with a text summary for
 * screen readers (the chart is hidden from them). Used by the dashboard (30 days) and the
 * analytics tab (one month). The bars (./daily-chart-bars.tsx) load on demand; a
 * block of the chart's height stands in while they do.
 */
import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';
import type { DailyPoint } from '@/lib/contracts/admin/kpis';

const DailyChartBars = dynamic(() => import('./daily-chart-bars'), {
  ssr: false,
  loading: () => <Skeleton className="h-64" />,
});

export function DailyChart({
  data,
  labels,
}: {
  data: DailyPoint[];
  labels: { registrations: string; verifications: string; summary: string };
}) {
  return (
    <figure className="grid grid-cols-1 gap-2">
      <div aria-hidden="true">
        <DailyChartBars data={data} labels={labels} />
      </div>
      <figcaption className="text-xs text-muted-foreground">{labels.summary}</figcaption>
    </figure>
  );
}
