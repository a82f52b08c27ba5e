'use client';
/** GET /api/admin/leads/{id} for the open detail dialog. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/browser/api-client';
import { leadKeys } from './lead-keys';
import type { Delivery } from '@/lib/contracts/admin/deliveries';
import type { LeadRow } from './use-leads';

/** GET /api/admin/leads/{id} → `{ lead: LeadDetail }` (lib/server/admin/leads/list.ts getLeadDetail). */
export interface LeadDetail extends LeadRow {
  locale: string;
  verifiedAt: string | null;
  isFreeAccess: boolean;
  freeAccessExpiresAt: string | null;
  registrationNumber: string | null;
  emailOptOutAt: string | null;
  lastTouch: {
    campaignId: string | null;
    source: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    utmContent: string | null;
    utmTerm: string | null;
    fbclid: string | null;
  };
  firstTouch: {
    landingPage: string | null;
    campaignId: string | null;
    source: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
  };
  consents: {
    kind: string;
    policyVersion: string;
    /** Accepted documents (privacy) or categories (cookies), stored as JSON. */
    scope: unknown;
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
  /** The email log, newest first. */
  emails: Delivery[];
}

/** The detail of lead `id`; idle while `id` is null. */
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
