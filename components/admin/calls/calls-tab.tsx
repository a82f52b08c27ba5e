'use client';
/**
 * Calls tab: the operator works through consultation and offer requests.
 * Filters in the URL applied on the server, the totals (matching, and still to call), the
 * list (loading skeleton, empty state with reset, error with retry), pagination, CSV export,
 * and beside it the partner-click card. One column on a phone; the card moves to a side
 * column from `xl`. A lead's detail opens over it (a caller's list has no contacts: the
 * detail shows the number to call).
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { LeadDetailDialog } from '@/components/admin/leads/lead-detail-dialog';
import { ListPagination } from '@/components/admin/common/list-pagination';
import { ListEmpty, ListLoadError } from '@/components/admin/common/list-states';
import { CallFilters } from './call-filters';
import { CallList, CallListSkeleton } from './call-list';
import { PartnerClicksCard } from './partner-clicks-card';
import { useCallFilters } from './use-call-filters';
import { useCalls } from './use-calls';
import { usePartnerClicks } from './use-partner-clicks';

export function CallsTab() {
  const t = useTranslations('admin.calls');
  const filters = useCallFilters();
  const { data, isPending, isError, error, isFetching, refetch } = useCalls(filters.query);
  const clicks = usePartnerClicks();
  const [openLead, setOpenLead] = useState<string | null>(null);
  const open = data ? data.byStatus.new + data.byStatus.no_answer : 0;

  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid min-w-0 grid-cols-1 content-start gap-4">
        <CallFilters {...filters} />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {data
            ? `${t('total', { total: data.total })} · ${t('openCount', { count: open })}`
            : '\u00a0'}
        </p>
        {isPending ? (
          <CallListSkeleton />
        ) : isError ? (
          <ListLoadError
            error={error}
            message={t('loadFailed')}
            retry={t('retry')}
            onRetry={() => void refetch()}
          />
        ) : data.entries.length === 0 && data.total === 0 ? (
          <ListEmpty
            title={t('empty')}
            hint={t('emptyHint')}
            reset={t('reset')}
            onReset={filters.reset}
          />
        ) : (
          <div className={isFetching ? 'opacity-70 transition-opacity' : undefined}>
            <CallList entries={data.entries} onOpenLead={setOpenLead} />
          </div>
        )}
        {data ? (
          <ListPagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={filters.setPage}
            labels={{
              nav: t('pagination'),
              previous: t('previous'),
              next: t('next'),
              pageOf: (page, pages) => t('pageOf', { page, pages }),
            }}
          />
        ) : null}
      </div>
      <PartnerClicksCard
        data={clicks.data}
        isError={clicks.isError}
        className="min-w-0 self-start"
      />
      <LeadDetailDialog id={openLead} onClose={() => setOpenLead(null)} />
    </div>
  );
}
