'use client';
/**
 * The table of a back-office report (Meta spend, spend per campaign, funnel campaigns): a
 * horizontally scrolling region named by its caption, the caption for screen readers, one
 * muted heading row of `headings`, then the report's rows (`children`, the tbody's content).
 */
import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/table';

export function ReportTable({
  caption,
  minWidth,
  headings,
  children,
}: {
  caption: string;
  /** The table's least width (a Tailwind class, e.g. 'min-w-[40rem]'): below it, it scrolls. */
  minWidth: string;
  headings: readonly string[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={caption}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border text-xs text-muted-foreground">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-2 py-1.5 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
