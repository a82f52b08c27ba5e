'use client';
/**
 * Client context of every admin page (the (admin) layout): the admin catalogue (Italian,
 * Europe/Rome) and the toast outlet. React Query and URL state come with the back-office's
 * own pages (./admin-data-providers.tsx), so the sign-in page does not load them.
 */
import type { ReactNode } from 'react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
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

/** Wraps every admin page (the (admin) layout). */
export function AdminProviders({
  messages,
  children,
}: {
  messages: AdminMessages;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale="it" messages={messages} timeZone="Europe/Rome">
      {children}
      <AdminToaster />
    </NextIntlClientProvider>
  );
}
