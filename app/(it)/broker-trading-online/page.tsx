/** Broker comparison under its linked address (docs/product.md §2.12): its canonical link (from the route table) names /broker-comparison. Static. */
import { setRequestLocale } from 'next-intl/server';
import { BrokerComparison } from '@/components/guides/broker-comparison';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'brokerComparison', '/broker-trading-online');
}

export default function Page() {
  setRequestLocale('it');
  return <BrokerComparison />;
}
