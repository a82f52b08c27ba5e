/** Query strings of GET /api/leads and the CSV export (no React, no URL-state library). */
import type { LeadListQuery } from '@/lib/validation/admin-leads';

/** The query string of the list/export call (defaults left out). */
export function leadQueryString(query: Partial<LeadListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== 'all') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
