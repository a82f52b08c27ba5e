'use client';
/**
 * Leads tab (SPEC.md §2.14; ISSUE 8 item 9): filters in the URL applied on the server, the
 * total, the table (loading skeleton, empty state with reset, error with retry), pagination,
 * CSV export of every matching lead, and the detail dialog (its id in the URL's `lead` param,
 * so a lead can be linked).
 */
import { useCallback } from 'react';
import { parseAsString, useQueryState } from 'nuqs';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { LeadDetailDialog } from './lead-detail-dialog';
import { LeadFilters } from './lead-filters';
import { LeadsPagination } from './leads-pagination';
import { LeadsTable, LeadsTableSkeleton } from './leads-table';
import { useLeadFilters } from './use-lead-filters';
import { useLeads } from './use-leads';

export function LeadsTab() {
  const t = useTranslations('admin.leads');
  const filters = useLeadFilters();
  const [openId, setOpenId] = useQueryState('lead', parseAsString.withOptions({ history: 'push' }));
  const { data, isPending, isError, error, isFetching, refetch } = useLeads(filters.query);
  const open = useCallback((id: string) => void setOpenId(id), [setOpenId]);

  return (
    <div className="grid grid-cols-1 gap-4">
      <LeadFilters {...filters} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {data ? t('total', { total: data.total }) : '\u00a0'}
      </p>
      {isPending ? (
        <LeadsTableSkeleton />
      ) : isError ? (
        <div
          role="alert"
          className="grid grid-cols-1 justify-items-start gap-2 rounded-md bg-destructive/10 p-4"
        >
          <p className="text-sm text-destructive">
            {t('loadFailed')}
            {errorMessage(error, '') ? `: ${errorMessage(error, '')}` : ''}
          </p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : data.leads.length === 0 && data.total === 0 ? (
        <div className="grid grid-cols-1 justify-items-center gap-2 rounded-xl border border-border bg-card p-8 text-center">
          <p className="font-semibold">{t('empty')}</p>
          <p className="text-sm text-muted-foreground">{t('emptyHint')}</p>
          <Button variant="outline" size="sm" onClick={filters.reset}>
            {t('reset')}
          </Button>
        </div>
      ) : (
        <div className={isFetching ? 'opacity-70 transition-opacity' : undefined}>
          <LeadsTable leads={data.leads} onOpen={open} />
        </div>
      )}
      {data ? (
        <LeadsPagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={filters.setPage}
        />
      ) : null}
      <LeadDetailDialog id={openId} onClose={() => void setOpenId(null)} />
    </div>
  );
}
