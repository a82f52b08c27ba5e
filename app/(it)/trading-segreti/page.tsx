/** Pre-lander /trading-segreti (PL_TRADING_LEGACY, SPEC.md §2.10, §2.14). Static; live figures load client-side. */
import { setRequestLocale } from 'next-intl/server';
import { PrelanderPage } from '@/components/prelanders/prelander-page';
import { pageMetadata } from '@/lib/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'tradingSegreti', '/trading-segreti');
}

export default function TradingSegretiPage() {
  setRequestLocale('it');
  return <PrelanderPage variantId="PL_TRADING_LEGACY" />;
}
