'use client';
/** Registrations and verifications per Rome day (recharts), with an accessible summary. */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface DailyChartPoint {
  date: string;
  registrations: number;
  verifications: number;
}

export function DailyChart({
  data,
  labels,
}: {
  data: DailyChartPoint[];
  labels: { registrations: string; verifications: string; summary: string };
}) {
  const points = data.map((d) => ({ ...d, day: `${d.date.slice(8, 10)}/${d.date.slice(5, 7)}` }));
  return (
    <figure className="grid gap-2">
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={points}
            margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Legend />
            <Bar
              dataKey="registrations"
              name={labels.registrations}
              fill="#1d4ed8"
              radius={[3, 3, 0, 0]}
            />
            <Bar
              dataKey="verifications"
              name={labels.verifications}
              fill="#16a34a"
              radius={[3, 3, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">{labels.summary}</figcaption>
    </figure>
  );
}
