/** Query strings of GET /api/admin/calls and its CSV export (no React, no URL-state library). */
import type { CallListQuery } from '@/lib/validation/call-list';

/** The query string of the list/export call, defaults ('all', empty) left out. */
export function callQueryString(query: Partial<CallListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== 'all') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
