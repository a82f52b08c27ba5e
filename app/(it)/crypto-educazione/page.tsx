/** Pre-lander /crypto-educazione (PL_CRYPTO_NEW, SPEC.md §2.10, §2.14). Static; live figures load client-side. */
import { setRequestLocale } from 'next-intl/server';
import { PrelanderPage } from '@/components/prelanders/prelander-page';
import { pageMetadata } from '@/lib/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'cryptoEducazione', '/crypto-educazione');
}

export default function CryptoEducazionePage() {
  setRequestLocale('it');
  return <PrelanderPage variantId="PL_CRYPTO_NEW" />;
}
