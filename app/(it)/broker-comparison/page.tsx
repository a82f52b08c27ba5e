/** Broker comparison (docs/product.md §2.12), the canonical address of the broker page. Static. */
import { setRequestLocale } from 'next-intl/server';
import { BrokerComparison } from '@/components/guides/broker-comparison';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'brokerComparison', '/broker-comparison');
}

export default function Page() {
  setRequestLocale('it');
  return <BrokerComparison />;
}
