/** /cookie-richtlinie: the cookie policy in German with its tables (twin of /cookie-policy). Static. */
import { setRequestLocale } from 'next-intl/server';
import { CookiePolicy } from '@/components/legal/cookie-policy';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('de', 'cookiePolicy', '/cookie-richtlinie');
}

export default function CookieRichtliniePage() {
  setRequestLocale('de');
  return <CookiePolicy />;
}
