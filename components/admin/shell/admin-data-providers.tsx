'use client';
/**
 * Client context of the back-office sections (the /admin layout), inside the root admin
 * layout's ./admin-providers.tsx: React Query with docs/product.md §9 defaults, URL state (nuqs), the
 * step-up dialog that owner writes open when they need one, the way out when the session has
 * ended (a 401) and the idle notice. Not in the root layout, so /admin-login loads none of them.
 */
import type { ReactNode } from 'react';
import { NuqsAdapter } from 'nuqs/adapters/next/app';
import { QueryProvider } from '@/components/providers/query-provider';
import { StepUpDialog } from '@/components/admin/step-up/step-up-dialog';
import { IdleNotice, SessionEndRedirect } from './session-watch';

/** Wraps the back-office. */
export function AdminDataProviders({ children }: { children: ReactNode }) {
  return (
    <NuqsAdapter>
      <QueryProvider>
        {children}
        <StepUpDialog />
        <SessionEndRedirect />
        <IdleNotice />
      </QueryProvider>
    </NuqsAdapter>
  );
}
