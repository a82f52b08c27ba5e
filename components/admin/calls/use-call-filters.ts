'use client';
/**
 * The calls tab's filters as URL state (`/admin/calls?kind=premium&status=open&
 * period=week&q=rossi&page=2`), with the values and defaults of GET /api/admin/calls
 * (lib/contracts/admin/calls.ts).
 */
import { parseAsString, parseAsStringLiteral } from 'nuqs';
import { useListFilters } from '@/components/admin/common/use-list-filters';
import {
  CALL_KIND_FILTERS,
  CALL_PAGE_SIZE,
  CALL_PERIODS,
  CALL_STATUS_FILTERS,
} from '@/lib/contracts/admin/call-options';
import type { CallListQuery } from '@/lib/contracts/admin/calls';

const parsers = {
  q: parseAsString.withDefault(''),
  kind: parseAsStringLiteral(CALL_KIND_FILTERS).withDefault('all'),
  status: parseAsStringLiteral(CALL_STATUS_FILTERS).withDefault('all'),
  period: parseAsStringLiteral(CALL_PERIODS).withDefault('all'),
};

/** The filters (useListFilters) and the API query they make. */
export function useCallFilters() {
  const list = useListFilters(parsers);
  const { q, ...rest } = list.filters;
  const query: CallListQuery = {
    q: q || undefined,
    ...rest,
    page: list.page,
    pageSize: CALL_PAGE_SIZE,
  };
  return { ...list, query };
}

export type CallFiltersState = ReturnType<typeof useCallFilters>;
