/** Sales page of the 28-page crypto guide (SPEC.md §2.10, SP_CRYPTO). Static; the registration form is the only client island. */
import { setRequestLocale } from 'next-intl/server';
import { SalesPage } from '@/components/campaign/sales-page';
import { pageMetadata } from '@/lib/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'cryptoBeginnersGuide', '/guida-crypto-principianti');
}

export default function Page() {
  setRequestLocale('it');
  return <SalesPage guide="cryptoBeginners" />;
}
