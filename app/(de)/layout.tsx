/**
 * Root layout of the German pages: <html lang="de">, global styles, the translated
 * messages the client islands need and the toast outlet. Static: the locale is set here
 * and in every page with setRequestLocale (DESIGN.md §2). React Query is provided only by
 * the pages that fetch (QueryProvider), keeping ~7 kB gzip off the landing pages.
 */
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Toaster } from '@/components/ui/toaster';
import { LayoutIslands } from '@/components/layout/layout-islands';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { CLIENT_NAMESPACES, pickMessages } from '@/lib/client-messages';
import { layoutMetadata } from '@/lib/seo';
import '../globals.css';

const LOCALE = 'de';

/** Title template "%s | brand" and site-wide defaults. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: LOCALE });
  return layoutMetadata(t('common.brand'), t('meta.home.description'));
}

export const viewport: Viewport = { themeColor: '#0b1f3a', width: 'device-width', initialScale: 1 };

/** The German root layout. */
export default async function GermanLayout({ children }: { children: ReactNode }) {
  setRequestLocale(LOCALE);
  const [messages, t] = await Promise.all([getMessages(), getTranslations('common.toast')]);
  return (
    <html lang={LOCALE}>
      <body className="min-h-dvh">
        <OrganizationJsonLd locale={LOCALE} />
        <NextIntlClientProvider messages={pickMessages(messages, CLIENT_NAMESPACES)}>
          {children}
          <Toaster
            labels={{ close: t('close'), toast: t('toast'), region: t('region', { hotkey: 'F8' }) }}
          />
          <LayoutIslands locale={LOCALE} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
