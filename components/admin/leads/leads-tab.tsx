'use client';
/**
 * Leads tab (SPEC.md §2.14; ISSUE 8 item 9): filters in the URL applied on the server, the
 * table, pagination, CSV export of every matching lead, and the detail dialog (its id in the
 * URL too, so a lead can be linked).
 */
import { parseAsString, useQueryState } from 'nuqs';
import { useTranslations } from 'next-intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/admin/common/stat-card';
import { errorMessage } from '@/lib/api-client';
import { LeadDetailDialog } from './lead-detail-dialog';
import { LeadFilters } from './lead-filters';
import { LeadsTable } from './leads-table';
import { useLeadFilters } from './use-lead-filters';
import { useLeads } from './use-leads';

export function LeadsTab() {
  const t = useTranslations('admin.leads');
  const filters = useLeadFilters();
  const [openId, setOpenId] = useQueryState('lead', parseAsString);
  const { data, isPending, isError, error, isFetching } = useLeads(filters.query);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="grid gap-4">
      <LeadFilters {...filters} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {data ? t('total', { total: data.total }) : '\u00a0'}
      </p>
      {isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-4 text-sm text-destructive">
          {t('loadFailed')}: {errorMessage(error, '')}
        </p>
      ) : data.leads.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-border bg-card p-8 text-center">
          <p className="font-semibold">{t('empty')}</p>
          <p className="text-sm text-muted-foreground">{t('emptyHint')}</p>
          <Button variant="outline" size="sm" onClick={filters.reset}>
            {t('reset')}
          </Button>
        </div>
      ) : (
        <div className={isFetching ? 'opacity-70 transition-opacity' : undefined}>
          <LeadsTable leads={data.leads} onOpen={(id) => void setOpenId(id)} />
        </div>
      )}
      {data && data.total > data.pageSize ? (
        <nav
          aria-label={t('pageOf', { page: data.page, pages })}
          className="flex items-center justify-end gap-2"
        >
          <Button
            variant="outline"
            size="sm"
            disabled={data.page <= 1}
            onClick={() => filters.setPage(data.page - 1)}
            aria-label={t('previous')}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <span className="text-sm tabular-nums">{t('pageOf', { page: data.page, pages })}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={data.page >= pages}
            onClick={() => filters.setPage(data.page + 1)}
            aria-label={t('next')}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
      <LeadDetailDialog id={openId} onClose={() => void setOpenId(null)} />
    </div>
  );
}
