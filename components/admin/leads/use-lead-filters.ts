'use client';
/**
 * The leads tab's filters as URL state (`/admin/leads?q=rossi&status=verified&exp=avanzato&
 * period=week&page=2`), with the values and defaults of GET /api/leads
 * (lib/contracts/admin/leads.ts); `q` and `exp` are the URL names of search and experience.
 */
import { parseAsInteger, parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import {
  LEAD_EXPERIENCES,
  LEAD_PERIODS,
  LEAD_STATUSES,
  type LeadListQuery,
} from '@/lib/contracts/admin/leads';

export const PAGE_SIZE = 25;

const parsers = {
  search: parseAsString.withDefault(''),
  status: parseAsStringLiteral(LEAD_STATUSES).withDefault('all'),
  period: parseAsStringLiteral(LEAD_PERIODS).withDefault('all'),
  experience: parseAsStringLiteral(LEAD_EXPERIENCES).withDefault('all'),
  page: parseAsInteger.withDefault(1),
};

/** The filters, a setter that goes back to page 1, and the API query they make. */
export function useLeadFilters() {
  const [filters, setFilters] = useQueryStates(parsers, {
    history: 'replace',
    urlKeys: { search: 'q', experience: 'exp' },
  });
  const query: LeadListQuery = {
    search: filters.search || undefined,
    status: filters.status,
    period: filters.period,
    experience: filters.experience,
    page: Math.max(1, filters.page),
    pageSize: PAGE_SIZE,
  };
  return {
    filters,
    query,
    update: (change: Partial<Omit<typeof filters, 'page'>>) =>
      void setFilters({ ...change, page: 1 }),
    setPage: (page: number) => void setFilters({ page }),
    reset: () =>
      void setFilters({ search: '', status: 'all', period: 'all', experience: 'all', page: 1 }),
  };
}
