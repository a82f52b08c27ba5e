'use client';
/**
 * A paged back-office list as its query gives it (leads, calls): a skeleton while the first
 * page loads, the load error with a retry, the empty result with a button that resets the
 * filters, the rows (dimmed while a newer page loads), and the page controls from the server's
 * total. The list names its namespace of texts and draws its rows.
 */
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ListPagination } from './list-pagination';
import { ListEmpty, ListLoadError } from './list-states';

/** What a paged answer carries besides its rows. */
export interface PagedAnswer {
  page: number;
  pageSize: number;
  total: number;
}

/**
 * The back-office namespaces of paged lists: each has `loadFailed`, `empty`, `emptyHint` and
 * `pagination` (the page controls' accessible name).
 */
export type PagedListMessages = 'admin.leads' | 'admin.calls';

export function PagedList<D extends PagedAnswer>({
  result,
  skeleton,
  messages,
  onReset,
  onPage,
  children,
}: {
  /** The list's query (react-query's result, or its fields). */
  result: {
    data: D | undefined;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  skeleton: ReactNode;
  messages: PagedListMessages;
  onReset: () => void;
  onPage: (page: number) => void;
  /** The rows of a page (never called for an empty result). */
  children: (data: D) => ReactNode;
}) {
  const t = useTranslations('admin.common.list');
  const labels = useTranslations(messages);
  const { data, isError, error, isFetching, refetch } = result;
  let body: ReactNode;
  if (isError)
    body = (
      <ListLoadError
        error={error}
        message={labels('loadFailed')}
        retry={t('retry')}
        onRetry={() => void refetch()}
      />
    );
  else if (!data) body = skeleton;
  else if (data.total === 0)
    body = (
      <ListEmpty
        title={labels('empty')}
        hint={labels('emptyHint')}
        reset={t('reset')}
        onReset={onReset}
      />
    );
  else
    body = (
      <div className={isFetching ? 'opacity-70 transition-opacity' : undefined}>
        {children(data)}
      </div>
    );
  return (
    <>
      {body}
      {data ? (
        <ListPagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={onPage}
          label={labels('pagination')}
        />
      ) : null}
    </>
  );
}
