/** German welcome page (docs/product.md §2.11). Static; the education-account request is a client island. */
import { setRequestLocale } from 'next-intl/server';
import { GermanWelcome } from '@/components/campaign/german-welcome';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('de', 'germanWelcome', '/willkommen-deutsch');
}

export default function Page() {
  setRequestLocale('de');
  return <GermanWelcome />;
}
