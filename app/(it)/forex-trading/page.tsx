/** Forex guide (docs/product.md §2.12). Static. */
import { setRequestLocale } from 'next-intl/server';
import { ForexGuide } from '@/components/guides/forex-guide';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'forexTrading', '/forex-trading');
}

export default function Page() {
  setRequestLocale('it');
  return <ForexGuide />;
}
