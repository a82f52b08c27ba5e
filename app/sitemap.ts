/**
 * sitemap.xml (docs/product.md §1, docs/conventions.md "i18n and SEO"): built from the route table, not the
 * file system — indexable routes only, absolute URLs from env.SITE_URL, hreflang alternates
 * for the Italian/German pairs. Statically generated at build time.
 */
import type { MetadataRoute } from 'next';
import { PUBLIC_ROUTES, type RouteKind } from '@/lib/site/routes';
import { absoluteUrl, hreflangLanguages } from '@/lib/seo/metadata';

export const dynamic = 'force-static';

const PRIORITY: Record<RouteKind, number> = {
  home: 1,
  sales: 0.9,
  landing: 0.8,
  info: 0.7,
  prelander: 0.5,
  legal: 0.3,
  app: 0,
};

/** One entry per indexable public route. */
export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_ROUTES.filter((route) => route.indexable).map((route) => {
    const languages = hreflangLanguages(route);
    return {
      url: absoluteUrl(route.path),
      changeFrequency: route.kind === 'legal' ? 'yearly' : 'monthly',
      priority: PRIORITY[route.kind],
      ...(languages
        ? {
            alternates: {
              languages: Object.fromEntries(
                Object.entries(languages).map(([lang, path]) => [lang, absoluteUrl(path)]),
              ),
            },
          }
        : {}),
    };
  });
}
