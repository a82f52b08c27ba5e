/**
 * Hands a client island the messages of `namespaces`, and only those: each namespace is
 * serialised into every page that renders it, so a page carries the texts of its own
 * islands, not those of every form on the site (the legal pages carry none).
 */
import type { ReactNode } from 'react';
import type { Messages } from 'next-intl';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { pickMessages } from '@/lib/i18n/client-messages';

export function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly (keyof Messages)[];
  children: ReactNode;
}) {
  const messages = useMessages();
  return (
    <NextIntlClientProvider locale={useLocale()} messages={pickMessages(messages, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
