/** /cookie-policy (docs/product.md §2.12): static Italian cookie policy with its tables. */
import { setRequestLocale } from 'next-intl/server';
import { CookiePolicy } from '@/components/legal/cookie-policy';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'cookiePolicy', '/cookie-policy');
}

export default function CookiePolicyPage() {
  setRequestLocale('it');
  return <CookiePolicy />;
}
