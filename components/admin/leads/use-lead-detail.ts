'use client';
/** GET /api/admin/leads/{id} for the open detail dialog. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { leadKeys } from './lead-keys';
import type { LeadRow } from './use-leads';

export interface LeadDetail extends LeadRow {
  locale: string;
  verifiedAt: string | null;
  isFreeAccess: boolean;
  freeAccessExpiresAt: string | null;
  registrationNumber: string | null;
  emailOptOutAt: string | null;
  lastTouch: Record<string, string | null>;
  firstTouch: Record<string, string | null>;
  consents: {
    kind: string;
    policyVersion: string;
    ipTruncated: string | null;
    createdAt: string;
  }[];
  consultations: {
    preferredDate: string;
    preferredTime: string;
    experience: string;
    goals: string;
    questions: string | null;
    createdAt: string;
  }[];
  notes: { id: number; body: string; author: string | null; createdAt: string }[];
}

export function useLeadDetail(id: string | null) {
  return useQuery({
    queryKey: leadKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<{ lead: LeadDetail }>('GET', `/api/admin/leads/${id}`, undefined, {
        locale: 'it',
        signal,
      }),
    enabled: id !== null,
  });
}
