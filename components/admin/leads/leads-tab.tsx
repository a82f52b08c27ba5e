'use client';
/**
 * Leads tab (docs/product.md §2.14): filters in the URL applied on the server, the
 * total, the table (loading skeleton, empty state with reset, error with retry), pagination,
 * CSV export of every matching lead, and the detail dialog (its id in the URL's `lead` param,
 * so a lead can be linked).
 */
import { useCallback } from 'react';
import dynamic from 'next/dynamic';
import { parseAsString, useQueryState } from 'nuqs';
import { useTranslations } from 'next-intl';
import { PagedList } from '@/components/admin/common/paged-list';
import { RefreshButton } from '@/components/admin/common/refresh-button';
import { LeadFilters } from './lead-filters';
import { LeadsTable, LeadsTableSkeleton } from './leads-table';
import { useLeadFilters } from './use-lead-filters';
import { useLeads } from './use-leads';

/**
 * The detail (a Radix dialog, the note and email forms on react-hook-form) loads when a lead
 * is opened, not with the list: the tab's first load stays under its budget (docs/benchmarks.md).
 */
const LeadDetailDialog = dynamic(
  () => import('./lead-detail-dialog').then((m) => m.LeadDetailDialog),
  { ssr: false },
);

export function LeadsTab() {
  const t = useTranslations('admin.leads');
  const filters = useLeadFilters();
  const [openId, setOpenId] = useQueryState('lead', parseAsString.withOptions({ history: 'push' }));
  const result = useLeads(filters.query);
  const { data, isFetching, refetch } = result;
  const open = useCallback((id: string) => void setOpenId(id), [setOpenId]);

  return (
    <div className="grid grid-cols-1 gap-4">
      <LeadFilters {...filters} />
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {data ? t('total', { total: data.total }) : '\u00a0'}
        </p>
        <RefreshButton onRefresh={() => void refetch()} busy={isFetching} />
      </div>
      <PagedList
        result={result}
        skeleton={<LeadsTableSkeleton />}
        messages="admin.leads"
        onReset={filters.reset}
        onPage={filters.setPage}
      >
        {(page) => <LeadsTable leads={page.leads} onOpen={open} />}
      </PagedList>
      {openId !== null ? (
        <LeadDetailDialog id={openId} onClose={() => void setOpenId(null)} />
      ) : null}
    </div>
  );
}
