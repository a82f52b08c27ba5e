/**
 * The document every root layout renders ((it), (de)): <html lang> from the route group's
 * locale, the toast outlet, structured data and the layout islands. No messages and no
 * next-intl provider reach the browser from here: each island that translates is wrapped in
 * the provider of its own namespaces (ClientMessages), so a legal page carries neither the
 * forms' texts nor use-intl's client code (≈ 3.5 kB gzip, docs/benchmarks.md). Static: the
 * locale is set with setRequestLocale here and in every page (docs/decisions.md §2). React Query is provided only by the pages that fetch.
 */
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Toaster } from '@/components/ui/toaster';
import { LayoutIslands } from '@/components/layout/layout-islands';
import { SubmitGuard } from '@/components/layout/submit-guard';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import type { Locale } from '@/lib/i18n/locales';
import { layoutMetadata } from '@/lib/seo/metadata';

/** Title template "%s | brand" and site-wide defaults for `locale`. */
export async function rootMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale });
  return layoutMetadata(t('common.brand'), t('meta.home.description'));
}

export const rootViewport: Viewport = {
  themeColor: '#0b1f3a',
  width: 'device-width',
  initialScale: 1,
};

/** The whole document for the pages of one locale. */
export async function RootDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  setRequestLocale(locale);
  const t = await getTranslations('common.toast');
  return (
    // suppressHydrationWarning: consentDecidedScript may add an attribute before hydration.
    <html lang={locale} suppressHydrationWarning>
      <body className="min-h-dvh">
        <SubmitGuard />
        <OrganizationJsonLd locale={locale} />
        {/* First in the body: the cookie notice is the first thing a keyboard or screen-
            reader user meets, and it paints with the first frame instead of after the
            whole page has been parsed (it is the largest text on a phone). */}
        <LayoutIslands locale={locale} />
        {children}
        <Toaster
          labels={{ close: t('close'), toast: t('toast'), region: t('region', { hotkey: 'F8' }) }}
        />
      </body>
    </html>
  );
}
