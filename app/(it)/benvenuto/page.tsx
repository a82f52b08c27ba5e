/** Welcome/community page (docs/product.md §2.7). Static shell with client islands. */
import { setRequestLocale } from 'next-intl/server';
import { CommunityView } from '@/components/community/community-view';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'benvenuto', '/benvenuto');
}

export default function WelcomePage() {
  setRequestLocale('it');
  return <CommunityView />;
}
