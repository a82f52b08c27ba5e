'use client';
/**
 * One GET of the API, asked when the component mounts and again on `reload()` (docs/product.md
 * §9: no refetch on focus or interval, no retries). While reloading, the last answer of the
 * same address stays shown; another address starts pending. The public pages read this way
 * instead of through React Query, which would add 10 kB to their first load
 * (docs/benchmarks.md "Page weight").
 */
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from './api-client';

/** An answer or a failure, and the address it belongs to. */
interface Outcome<T> {
  url: string;
  data?: T;
  failed: boolean;
  error?: unknown;
}

/** What a read shows: `isPending` until the first answer of `url` (always while `url` is null). */
export interface ApiRead<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  reload: () => void;
}

/** GET `url` (null: nothing to read yet) with the page's language and the session cookie. */
export function useApiRead<T>(url: string | null): ApiRead<T> {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    apiRequest<T>('GET', url, undefined, { signal: controller.signal }).then(
      (data) => setOutcome({ url, data, failed: false }),
      (error: unknown) => {
        if (!controller.signal.aborted) setOutcome({ url, failed: true, error });
      },
    );
    return () => controller.abort();
  }, [url, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const current = outcome?.url === url ? outcome : null;
  return {
    data: current?.data,
    error: current?.error ?? null,
    isPending: current === null,
    isError: current?.failed ?? false,
    reload,
  };
}
