'use client';
/**
 * Reads one lead (GET /api/leads/{id}) when the page opens, so a page opened after the code
 * page shows the lead as just verified; idle while `id` is null. No refetch on focus.
 */
import { useApiRead } from '@/lib/browser/use-api-read';
import type { LeadResponse, StudentLead } from '@/lib/contracts/leads';

/** The lead, or the read's loading/error state (a 404 means "not yours" or unknown). */
export function useLead(id: string | null) {
  const read = useApiRead<LeadResponse>(id ? `/api/leads/${encodeURIComponent(id)}` : null);
  const data: StudentLead | undefined = read.data?.lead;
  return { ...read, data };
}
