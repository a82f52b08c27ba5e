/** Sales page of the 35-page trading basics guide (SPEC.md §2.10, SP_TRADING). Static; the registration form is the only client island. */
import { setRequestLocale } from 'next-intl/server';
import { SalesPage } from '@/components/campaign/sales-page';
import { pageMetadata } from '@/lib/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'tradingBasicsGuide', '/guida-trading-base');
}

export default function Page() {
  setRequestLocale('it');
  return <SalesPage guide="tradingBase" />;
}
