'use client';
/**
 * Client context of the back-office pages (/admin, /enhanced-admin-dashboard), inside the
 * layout's ./admin-providers.tsx: React Query with SPEC.md §9 defaults, URL state (nuqs), and
 * the step-up dialog that owner writes open when they need one. Not in the layout, so
 * /admin-login loads none of them.
 */
import type { ReactNode } from 'react';
import { NuqsAdapter } from 'nuqs/adapters/next/app';
import { QueryProvider } from '@/components/providers/query-provider';
import { StepUpDialog } from '@/components/admin/step-up/step-up-dialog';

/** Wraps the back-office. */
export function AdminDataProviders({ children }: { children: ReactNode }) {
  return (
    <NuqsAdapter>
      <QueryProvider>
        {children}
        <StepUpDialog />
      </QueryProvider>
    </NuqsAdapter>
  );
}
