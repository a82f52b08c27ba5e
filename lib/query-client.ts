/**
 * The QueryClient factory with docs/product.md §9 defaults, apart from the request helper so that
 * islands which only call the API do not load React Query.
 */
import { QueryClient } from '@tanstack/react-query';

/** A QueryClient with docs/product.md §9 defaults: no refetch on focus or interval, no retries, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
