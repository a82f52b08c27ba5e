/**
 * Server helper for a page's `generateMetadata` (docs/product.md §1): reads the page's texts under
 * `meta.<page>` (title, description, comma-separated keywords) and `common.brand`, then
 * builds the metadata with createMetadata (canonical and hreflang from lib/site/routes.ts).
 * Reads no request data, so pages stay static.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale, Messages } from '@/lib/i18n/locales';
import { findRoute } from '@/lib/site/routes';
import { createMetadata } from '@/lib/seo/metadata';

/**
 * Whether a page stays out of search results when the caller does not say: routes the table
 * marks non-indexable, unless they only point search engines to a canonical elsewhere.
 */
export function defaultNoIndex(path: string): boolean {
  const route = findRoute(path);
  return route ? !route.indexable && !route.canonical : false;
}

/** A page with texts under `meta.<page>` (everything there but the JSON-LD texts). */
export type MetaPage = Exclude<keyof Messages['meta'], 'jsonLd'>;

/** Metadata of the page whose texts live under `meta.<page>` in messages/{locale}.json. */
export async function pageMetadata(
  locale: Locale,
  page: MetaPage,
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
    noIndex: options.noIndex ?? defaultNoIndex(path),
  });
}
