'use client';
/**
 * One GET hook for the back-office: TanStack Query with the key factory's key, docs/product.md §9
 * defaults (from the provider) and an optional poll. A failure shows a destructive toast once
 * per error, with the server's message or `failureTitle`. The poll's refreshes are sent as
 * background requests, so an open live tab does not keep an idle session alive.
 */
import { useEffect } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/lib/browser/api-client';

export function useAdminQuery<T>(
  key: QueryKey,
  url: string,
  options: {
    refetchInterval?: number | false;
    failureTitle: string;
    enabled?: boolean;
    /** Keep the previous key's data on screen while a new key (the next page) loads. */
    keepPrevious?: boolean;
  },
) {
  const polled = Boolean(options.refetchInterval);
  const query = useQuery({
    queryKey: key,
    // Loaded once and polled: every further fetch is the poll's.
    queryFn: ({ signal, client, queryKey }) =>
      apiRequest<T>('GET', url, undefined, {
        locale: 'it',
        signal,
        background: polled && client.getQueryData(queryKey) !== undefined,
      }),
    refetchInterval: options.refetchInterval ?? false,
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error) {
      toast({
        title: options.failureTitle,
        description: errorMessage(error, ''),
        variant: 'destructive',
      });
    }
    // errorUpdatedAt: one toast per failure, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, errorUpdatedAt]);
  return query;
}
