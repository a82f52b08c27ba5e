/**
 * Server helper for a page's `generateMetadata`: reads the page's texts under
 * `meta.<page>` (title, description, comma-separated keywords) and `common.brand`, then
 * builds the metadata with createMetadata. Reads no request data, so pages stay static.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n';
import { createMetadata } from '@/lib/seo';

/** Metadata of the page whose texts live under `meta.<page>` in messages/{locale}.json. */
export async function pageMetadata(
  locale: Locale,
  page: string,
  path: string,
  options: { noIndex?: boolean } = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale });
  const keywords = t(`meta.${page}.keywords`)
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  return createMetadata({
    title: t(`meta.${page}.title`),
    description: t(`meta.${page}.description`),
    path,
    keywords,
    brand: t('common.brand'),
    locale,
    noIndex: options.noIndex,
  });
}
