/**
 * The one filter hook of the back-office lists (components/admin/common/use-list-filters.ts),
 * on the URL as nuqs keeps it: what an operator notices is the address after each action.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { NuqsTestingAdapter, type UrlUpdateEvent } from 'nuqs/adapters/testing';
import type { ReactNode } from 'react';
import { useLeadFilters } from '@/components/admin/leads/use-lead-filters';
import { useCallFilters } from '@/components/admin/calls/use-call-filters';

function withUrl(search: string) {
  const updates: string[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NuqsTestingAdapter
      searchParams={search}
      onUrlUpdate={(event: UrlUpdateEvent) => updates.push(event.queryString)}
      hasMemory
      rateLimitFactor={0}
    >
      {children}
    </NuqsTestingAdapter>
  );
  return { wrapper, updates };
}

describe('the lists’ filters in the address', () => {
  it('reads the leads’ short names and defaults into the API query', () => {
    const { wrapper } = withUrl('?q=rossi&exp=avanzato&page=3');
    const { result } = renderHook(() => useLeadFilters(), { wrapper });
    expect(result.current.query).toEqual({
      search: 'rossi',
      status: 'all',
      period: 'all',
      experience: 'avanzato',
      page: 3,
      pageSize: 25,
    });
  });

  it('goes back to page 1 when a filter changes, and keeps the others', async () => {
    const { wrapper, updates } = withUrl('?kind=premium&page=4');
    const { result } = renderHook(() => useCallFilters(), { wrapper });
    await act(async () => result.current.update({ status: 'open' }));
    await waitFor(() => expect(updates.at(-1)).toBe('?kind=premium&status=open'));
    expect(result.current.query).toMatchObject({ kind: 'premium', status: 'open', page: 1 });
  });

  it('turns pages without touching the filters, and never asks for a page below 1', async () => {
    const { wrapper, updates } = withUrl('?q=bianchi&page=0');
    const { result } = renderHook(() => useCallFilters(), { wrapper });
    expect(result.current.page).toBe(1);
    await act(async () => result.current.setPage(2));
    await waitFor(() => expect(updates.at(-1)).toBe('?q=bianchi&page=2'));
  });

  it('resets every filter and the page: the address is clean again', async () => {
    const { wrapper, updates } = withUrl('?q=rossi&status=verified&exp=intermedio&page=2');
    const { result } = renderHook(() => useLeadFilters(), { wrapper });
    await act(async () => result.current.reset());
    await waitFor(() => expect(updates.at(-1)).toBe(''));
    expect(result.current.query).toEqual({
      search: undefined,
      status: 'all',
      period: 'all',
      experience: 'all',
      page: 1,
      pageSize: 25,
    });
  });
});
