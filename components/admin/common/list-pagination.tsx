'use client';
/**
 * Page controls of a back-office list (leads, calls, campaigns, visitors): previous / next and
 * 'Pagina x di y' from the server's total. A page past the end (an old link) keeps "previous"
 * enabled, back to the last page. The list names the nav (`label`: which pages these are).
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

export function ListPagination({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The accessible name of the nav, e.g. «Pagine dei lead». */
  label: string;
}) {
  const t = useTranslations('admin.common.list');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
        aria-label={t('previous')}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <span className="text-sm tabular-nums">{t('pageOf', { page, pages })}</span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={t('next')}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
