'use client';
/**
 * Whether this browser belongs to a verified lead: the lead id it stored at verification
 * (lib/browser/lead-storage.ts) and the lead session that GET /api/leads/{id} accepts. A
 * registration form then has nothing left to ask (the lead reached what it registered for).
 * Nothing is fetched without a stored id, so a new visitor's page makes no request; the API
 * client loads only when one is.
 */
import { useEffect, useState } from 'react';
import { useStoredLeadId } from '@/components/student/use-stored-lead-id';
import type { LeadResponse } from '@/lib/contracts/leads';

/** True once the lead of this browser is known to be verified; false before and otherwise. */
export function useVerifiedLead(locale: string): boolean {
  const leadId = useStoredLeadId();
  const [verified, setVerified] = useState<{ id: string; verified: boolean } | null>(null);
  useEffect(() => {
    if (!leadId) return;
    const controller = new AbortController();
    void import('@/lib/browser/api-client')
      .then(({ apiRequest }) =>
        apiRequest<LeadResponse>('GET', `/api/leads/${encodeURIComponent(leadId)}`, undefined, {
          locale,
          signal: controller.signal,
        }),
      )
      .then((data) => setVerified({ id: leadId, verified: data.lead.isVerified }))
      // Not this browser's lead (404), or offline: the form stays.
      .catch(() => setVerified({ id: leadId, verified: false }));
    return () => controller.abort();
  }, [leadId, locale]);
  return Boolean(leadId && verified?.id === leadId && verified.verified);
}
