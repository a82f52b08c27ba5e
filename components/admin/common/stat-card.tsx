/**
 * A KPI card: label, big figure, a line of context. The figure may be a word without break
 * opportunities (a campaign id such as GERMAN_CRYPTO_EDUCATION): it wraps anywhere rather than
 * widen a phone's page.
 */
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

export function StatCard({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardContent className="grid grid-cols-1 gap-1 p-4 sm:p-4">
        <p className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          {label}
          {icon}
        </p>
        <p className="text-2xl font-bold tabular-nums [overflow-wrap:anywhere]">{value}</p>
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </CardContent>
    </Card>
  );
}

/** A grey block standing in for content while it loads. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-muted ${className}`} />;
}
