'use client';
/**
 * Page controls of a back-office list (leads, calls): previous / next and 'Pagina x di y' from
 * the server's total. A page past the end (an old link) keeps "previous" enabled, back to the
 * last page. The tab passes its own strings (the nav's name differs per list).
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface ListPaginationLabels {
  /** The accessible name of the nav. */
  nav: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

export function ListPagination({
  page,
  pageSize,
  total,
  onPage,
  labels,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  labels: ListPaginationLabels;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="flex items-center justify-end gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
        aria-label={labels.previous}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <span className="text-sm tabular-nums">{labels.pageOf(page, pages)}</span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={labels.next}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
