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
import { PagedList } from '@/components/admin/common/paged-list';
import { CallFilters } from './call-filters';
import { CallList, CallListSkeleton } from './call-list';
import { PartnerClicksCard } from './partner-clicks-card';
import { useCallFilters } from './use-call-filters';
import { useCalls } from './use-calls';
import { usePartnerClicks } from './use-partner-clicks';

export function CallsTab() {
  const t = useTranslations('admin.calls');
  const filters = useCallFilters();
  const result = useCalls(filters.query);
  const { data } = result;
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
        <PagedList
          result={result}
          skeleton={<CallListSkeleton />}
          messages="admin.calls"
          onReset={filters.reset}
          onPage={filters.setPage}
        >
          {(page) => <CallList entries={page.entries} onOpenLead={setOpenLead} />}
        </PagedList>
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
