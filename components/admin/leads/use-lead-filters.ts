'use client';
/**
 * The leads tab's filters as URL state (`/admin/leads?q=rossi&status=verified&exp=avanzato&
 * period=week&page=2`), with the values and defaults of GET /api/leads
 * (lib/contracts/admin/leads.ts); `q` and `exp` are the URL names of search and experience.
 */
import { parseAsString, parseAsStringLiteral } from 'nuqs';
import { useListFilters } from '@/components/admin/common/use-list-filters';
import { LEAD_EXPERIENCES, LEAD_PERIODS, LEAD_STATUSES } from '@/lib/contracts/admin/lead-options';
import type { LeadListQuery } from '@/lib/contracts/admin/leads';

export const PAGE_SIZE = 25;

const parsers = {
  search: parseAsString.withDefault(''),
  status: parseAsStringLiteral(LEAD_STATUSES).withDefault('all'),
  period: parseAsStringLiteral(LEAD_PERIODS).withDefault('all'),
  experience: parseAsStringLiteral(LEAD_EXPERIENCES).withDefault('all'),
};

/** The filters (useListFilters) and the API query they make. */
export function useLeadFilters() {
  const list = useListFilters(parsers, { search: 'q', experience: 'exp' });
  const { search, ...rest } = list.filters;
  const query: LeadListQuery = {
    search: search || undefined,
    ...rest,
    page: list.page,
    pageSize: PAGE_SIZE,
  };
  return { ...list, query };
}
