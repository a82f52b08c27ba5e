'use client';
/**
 * A report's card on the back-office pages (Meta spend, partner clicks, recent audit): a small
 * title with its description above the content; and `CardLoading`, what such a card shows
 * until its data is there (a skeleton, or the load failure in muted text).
 */
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function ReportCard({
  title,
  description,
  className,
  contentClassName,
  children,
}: {
  title: string;
  description: string;
  /** The card's place in its page's grid. */
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

/** Not loaded yet: `loadFailed` once the load failed (`isError`), a skeleton until then. */
export function CardLoading({ isError, loadFailed }: { isError: boolean; loadFailed: string }) {
  return isError ? (
    <p className="text-sm text-muted-foreground">{loadFailed}</p>
  ) : (
    <Skeleton className="h-32" />
  );
}
