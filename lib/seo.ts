/**
 * Page metadata (STYLE.md "i18n and SEO"): one helper with the defaults every page shares —
 * canonical link, Open Graph and Twitter tags with the og-image. The title template
 * "%s | <brand>" is set once by each root layout (see `layoutMetadata`).
 */
import type { Metadata } from 'next';
import { env } from '@/env';

/** Default sharing image (SPEC.md §1), served from public/. */
export const OG_IMAGE = { url: '/og-image.png', width: 1200, height: 630 } as const;

const OG_LOCALES: Record<string, string> = { it: 'it_IT', de: 'de_DE' };

export interface PageMetadataInput {
  /** Page title without the brand; the layout template appends it. */
  title: string;
  description: string;
  /** Canonical path of the page, e.g. '/verify-sms'. */
  path: string;
  keywords?: readonly string[];
  /** Brand shown as Open Graph site name. */
  brand: string;
  locale?: string;
  /** Keep the page out of search results (verification, student area). */
  noIndex?: boolean;
}

/** Metadata for one page: title, description, keywords, canonical, social tags, robots. */
export function createMetadata(input: PageMetadataInput): Metadata {
  const { title, description, path, keywords, brand, locale = 'it', noIndex = false } = input;
  return {
    title,
    description,
    keywords: keywords ? [...keywords] : undefined,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      title: `${title} | ${brand}`,
      description,
      url: path,
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
