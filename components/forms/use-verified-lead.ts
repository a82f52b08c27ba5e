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

/**
 * The language of this browser's lead once it is known to be verified ('it', 'de'); null
 * before and otherwise. `locale` is the page's, for the API's messages.
 */
export function useVerifiedLeadLocale(locale: string): 'it' | 'de' | null {
  const leadId = useStoredLeadId();
  const [verified, setVerified] = useState<{ id: string; locale: 'it' | 'de' | null } | null>(null);
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
      .then((data) =>
        setVerified({ id: leadId, locale: data.lead.isVerified ? data.lead.locale : null }),
      )
      // Not this browser's lead (404), or offline: the form stays.
      .catch(() => setVerified({ id: leadId, locale: null }));
    return () => controller.abort();
  }, [leadId, locale]);
  return leadId && verified?.id === leadId ? verified.locale : null;
}

/** True once the lead of this browser is known to be verified; false before and otherwise. */
export function useVerifiedLead(locale: string): boolean {
  return useVerifiedLeadLocale(locale) !== null;
}
