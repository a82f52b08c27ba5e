'use client';
/**
 * Client context of every admin page: the admin catalogue (Italian, Europe/Rome), React
 * Query with SPEC.md §9 defaults, URL state (nuqs) and the toast outlet.
 */
import type { ReactNode } from 'react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { NuqsAdapter } from 'nuqs/adapters/next/app';
import { QueryProvider } from '@/components/providers/query-provider';
import { Toaster } from '@/components/ui/toaster';
import type { AdminMessages } from '@/messages/admin';

function AdminToaster() {
  const t = useTranslations('admin.common.toast');
  return (
    <Toaster
      labels={{ close: t('close'), toast: t('toast'), region: t('region', { hotkey: 'F8' }) }}
    />
  );
}

/** Wraps an admin page. */
export function AdminProviders({
  messages,
  children,
}: {
  messages: AdminMessages;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale="it" messages={messages} timeZone="Europe/Rome">
      <NuqsAdapter>
        <QueryProvider>
          {children}
          <AdminToaster />
        </QueryProvider>
      </NuqsAdapter>
    </NextIntlClientProvider>
  );
}
