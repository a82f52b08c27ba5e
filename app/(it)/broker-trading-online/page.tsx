/** Broker comparison under its linked address (SPEC.md §2.12): canonical /broker-comparison, kept out of the index as a duplicate. Static. */
import { setRequestLocale } from 'next-intl/server';
import { BrokerComparison } from '@/components/guides/broker-comparison';
import { pageMetadata } from '@/lib/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'brokerComparison', '/broker-comparison', { noIndex: true });
}

export default function Page() {
  setRequestLocale('it');
  return <BrokerComparison />;
}
