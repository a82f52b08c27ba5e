/**
 * robots.txt (docs/product.md §1): public pages open to crawlers; the admin area, the API and the
 * personal pages (verification, thank-you, student area) closed; points to the sitemap.
 * Statically generated at build time. The experiments' variant routes (/ab/) stay allowed: a
 * crawler reads their `X-Robots-Tag: noindex` only if it may fetch them (a disallowed address
 * can still be listed from links, without its content).
 */
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';

export const dynamic = 'force-static';

/** Paths no crawler should visit. */
export const DISALLOWED_PATHS = [
  '/admin',
  '/admin-login',
  '/enhanced-admin-dashboard',
  '/api/',
  '/dashboard',
  '/student-dashboard',
  '/verify-sms',
  '/grazie',
  '/go/',
] as const;

/** The robots rules and the sitemap address. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...DISALLOWED_PATHS] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
