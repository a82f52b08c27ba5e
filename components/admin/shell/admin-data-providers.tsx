'use client';
/**
 * Client context of the back-office pages (/admin, /enhanced-admin-dashboard), inside the
 * layout's ./admin-providers.tsx: React Query with SPEC.md §9 defaults and URL state (nuqs).
 * Not in the layout, so /admin-login loads neither.
 */
import type { ReactNode } from 'react';
import { NuqsAdapter } from 'nuqs/adapters/next/app';
import { QueryProvider } from '@/components/providers/query-provider';

/** Wraps the back-office. */
export function AdminDataProviders({ children }: { children: ReactNode }) {
  return (
    <NuqsAdapter>
      <QueryProvider>{children}</QueryProvider>
    </NuqsAdapter>
  );
}
