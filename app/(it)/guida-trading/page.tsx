/** Beginner trading guide (docs/product.md §2.12). Static. */
import { setRequestLocale } from 'next-intl/server';
import { TradingGuide } from '@/components/guides/trading-guide';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'guidaTrading', '/guida-trading');
}

export default function Page() {
  setRequestLocale('it');
  return <TradingGuide />;
}
