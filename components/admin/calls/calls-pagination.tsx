'use client';
/**
 * Page controls of the call list: previous / next and 'Pagina x di y' from the server's
 * total. A page past the end (an old link) keeps "previous" enabled back to the last page.
 */
import { useTranslations } from 'next-intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function CallsPagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('admin.calls');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className="flex items-center justify-end gap-2">
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
