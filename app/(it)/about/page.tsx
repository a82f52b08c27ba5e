/** About page (docs/product.md §2.12). Static. */
import { setRequestLocale } from 'next-intl/server';
import { AboutPage } from '@/components/guides/about-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'about', '/about');
}

export default function Page() {
  setRequestLocale('it');
  return <AboutPage />;
}
