'use client';
/**
 * The card of a back-office section (settings, testimonials, accounts): its title, the
 * intro under it, and the section's content in a grid (`className`, e.g. its gap).
 */
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export function SectionCard({
  title,
  intro,
  className,
  children,
}: {
  title: string;
  intro: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <p className="text-sm text-muted-foreground">{intro}</p>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}
