/**
 * The query string of a back-office list call and its CSV export (GET /api/leads,
 * GET /api/admin/calls …): every filter set to something other than its default ('all',
 * empty) as `?key=value&…`, or '' when none is. No React, no URL-state library.
 */
export function listQueryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== 'all') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query string of a list's CSV export: its filters, without the paging. */
export function exportQueryString({
  page: _page,
  pageSize: _pageSize,
  ...filters
}: Record<string, string | number | undefined>): string {
  return listQueryString(filters);
}
