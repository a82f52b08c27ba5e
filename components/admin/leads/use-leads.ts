'use client';
/** GET /api/leads with the tab's filters; the previous page stays on screen while the next loads. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/browser/api-client';
import type {
  LEAD_PRIORITIES,
  LeadListQuery,
  STORED_EXPERIENCES,
} from '@/lib/validation/admin-leads';
import { leadKeys } from './lead-keys';
import { listQueryString } from '@/components/admin/common/list-query-string';

/** One row of GET /api/leads (lib/server/admin/leads/list.ts toLeadRow); `id` is the public UUID. */
export interface LeadRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  experience: (typeof STORED_EXPERIENCES)[number];
  isVerified: boolean;
  priority: (typeof LEAD_PRIORITIES)[number];
  campaignId: string | null;
  adSource: string | null;
  createdAt: string;
}

export interface LeadPage {
  leads: LeadRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of leads for `query`; the previous page stays shown while the next loads. */
export function useLeads(query: LeadListQuery) {
  return useQuery({
    queryKey: leadKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest<LeadPage>('GET', `/api/leads${listQueryString(query)}`, undefined, {
        locale: 'it',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
