'use client';
/**
 * Calls tab (ISSUE 11 item 4): the operator works through consultation and offer requests.
 * Filters in the URL applied on the server, the totals (matching, and still to call), the
 * list (loading skeleton, empty state with reset, error with retry), pagination, CSV export,
 * and beside it the partner-click card. One column on a phone; the card moves to a side
 * column from `xl`.
 */
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { CallFilters } from './call-filters';
import { CallList, CallListSkeleton } from './call-list';
import { CallsPagination } from './calls-pagination';
import { PartnerClicksCard } from './partner-clicks-card';
import { useCallFilters } from './use-call-filters';
import { useCalls } from './use-calls';
import { usePartnerClicks } from './use-partner-clicks';

export function CallsTab() {
  const t = useTranslations('admin.calls');
  const filters = useCallFilters();
  const { data, isPending, isError, error, isFetching, refetch } = useCalls(filters.query);
  const clicks = usePartnerClicks();
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
        ) : data.entries.length === 0 && data.total === 0 ? (
          <div className="grid grid-cols-1 justify-items-center gap-2 rounded-xl border border-border bg-card p-8 text-center">
            <p className="font-semibold">{t('empty')}</p>
            <p className="text-sm text-muted-foreground">{t('emptyHint')}</p>
            <Button variant="outline" size="sm" onClick={filters.reset}>
              {t('reset')}
            </Button>
          </div>
        ) : (
          <div className={isFetching ? 'opacity-70 transition-opacity' : undefined}>
            <CallList entries={data.entries} />
          </div>
        )}
        {data ? (
          <CallsPagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={filters.setPage}
          />
        ) : null}
      </div>
      <PartnerClicksCard
        data={clicks.data}
        isError={clicks.isError}
        className="min-w-0 self-start"
      />
    </div>
  );
}
