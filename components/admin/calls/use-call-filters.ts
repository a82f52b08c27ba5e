'use client';
/**
 * The calls tab's filters as URL state (`/admin/calls?kind=premium&status=open&
 * period=week&q=rossi&page=2`), with the values and defaults of GET /api/admin/calls
 * (lib/contracts/admin/calls.ts).
 */
import { parseAsInteger, parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import {
  CALL_KIND_FILTERS,
  CALL_PAGE_SIZE,
  CALL_PERIODS,
  CALL_STATUS_FILTERS,
  type CallListQuery,
} from '@/lib/contracts/admin/calls';

const parsers = {
  q: parseAsString.withDefault(''),
  kind: parseAsStringLiteral(CALL_KIND_FILTERS).withDefault('all'),
  status: parseAsStringLiteral(CALL_STATUS_FILTERS).withDefault('all'),
  period: parseAsStringLiteral(CALL_PERIODS).withDefault('all'),
  page: parseAsInteger.withDefault(1),
};

/** The filters, a setter that goes back to page 1, and the API query they make. */
export function useCallFilters() {
  const [filters, setFilters] = useQueryStates(parsers, { history: 'replace' });
  const query: CallListQuery = {
    q: filters.q || undefined,
    kind: filters.kind,
    status: filters.status,
    period: filters.period,
    page: Math.max(1, filters.page),
    pageSize: CALL_PAGE_SIZE,
  };
  return {
    filters,
    query,
    update: (change: Partial<Omit<typeof filters, 'page'>>) =>
      void setFilters({ ...change, page: 1 }),
    setPage: (page: number) => void setFilters({ page }),
    reset: () => void setFilters({ q: '', kind: 'all', status: 'all', period: 'all', page: 1 }),
  };
}

export type CallFiltersState = ReturnType<typeof useCallFilters>;
