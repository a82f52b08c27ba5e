/**
 * Page metadata (docs/product.md §1, docs/conventions.md "i18n and SEO"): one helper with the defaults every
 * page shares — canonical link, hreflang pairs from the route table (lib/site/routes.ts), Open
 * Graph and Twitter tags with the og-image. The title template "%s | <brand>" is set once by
 * each root layout (see `layoutMetadata`).
 */
import type { Metadata } from 'next';
import { env } from '@/env';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { findRoute, type PublicRoute } from '@/lib/site/routes';

/** Default sharing image (docs/product.md §1), served from public/. */
export const OG_IMAGE = { url: '/og-image.png', width: 1200, height: 630 } as const;

const OG_LOCALES: Record<string, string> = { it: 'it_IT', de: 'de_DE' };

/** Absolute URL of a site path, from env.SITE_URL (e.g. '/about' → 'https://…/about'). */
export function absoluteUrl(path: string): string {
  return new URL(path, env.SITE_URL).toString();
}

/**
 * hreflang map of a route with an `alternate` (the same guide in the other language):
 * { it, de, 'x-default' } with site paths; x-default is the default-locale page.
 * Undefined for routes without a pair.
 */
export function hreflangLanguages(route: PublicRoute): Record<string, string> | undefined {
  if (!route.alternate) return undefined;
  const other = findRoute(route.alternate);
  if (!other || other.locale === route.locale) return undefined;
  const byLocale: Record<Locale, string> = {
    [route.locale]: route.path,
    [other.locale]: other.path,
  } as Record<Locale, string>;
  return { it: byLocale.it, de: byLocale.de, 'x-default': byLocale[DEFAULT_LOCALE] };
}

/** Canonical path (route.canonical or the path itself) and hreflang pairs of a site path. */
export function routeAlternates(path: string): {
  canonical: string;
  languages?: Record<string, string>;
} {
  const route = findRoute(path);
  const languages = route ? hreflangLanguages(route) : undefined;
  return { canonical: route?.canonical ?? path, ...(languages ? { languages } : {}) };
}

export interface PageMetadataInput {
  /** Page title without the brand; the layout template appends it. */
  title: string;
  description: string;
  /** Path of the page, e.g. '/verify-sms'; canonical and hreflang come from the route table. */
  path: string;
  keywords?: readonly string[];
  /** Brand shown as Open Graph site name. */
  brand: string;
  locale?: string;
  /** Keep the page out of search results (verification, student area). */
  noIndex?: boolean;
}

/**
 * Metadata for one page: title, description, keywords, canonical and hreflang alternates,
 * Open Graph and Twitter (summary_large_image) tags with the og-image, robots.
 */
export function createMetadata(input: PageMetadataInput): Metadata {
  const { title, description, path, keywords, brand, locale = 'it', noIndex = false } = input;
  const alternates = routeAlternates(path);
  return {
    title,
    description,
    keywords: keywords && keywords.length > 0 ? [...keywords] : undefined,
    alternates,
    openGraph: {
      type: 'website',
      title: `${title} | ${brand}`,
      description,
      url: alternates.canonical,
      siteName: brand,
      locale: OG_LOCALES[locale] ?? OG_LOCALES.it,
      images: [{ ...OG_IMAGE, alt: brand }],
    },
    twitter: {
      card: 'summary_large_image',
      title: `${title} | ${brand}`,
      description,
      images: [OG_IMAGE.url],
    },
    robots: noIndex ? { index: false, follow: false } : { index: true, follow: true },
  };
}

/** Root-layout metadata: the "%s | <brand>" title template and the brand as default title. */
export function layoutMetadata(brand: string, description: string): Metadata {
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { template: `%s | ${brand}`, default: brand },
    description,
    applicationName: brand,
    formatDetection: { telephone: false, email: false, address: false },
  };
}
