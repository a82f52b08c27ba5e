/** Pre-lander /trading-educativo (PL_TRADING_NEW, SPEC.md §2.10, §2.14). Static; live figures load client-side. */
import { setRequestLocale } from 'next-intl/server';
import { PrelanderPage } from '@/components/prelanders/prelander-page';
import { pageMetadata } from '@/lib/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'tradingEducativo', '/trading-educativo');
}

export default function TradingEducativoPage() {
  setRequestLocale('it');
  return <PrelanderPage variantId="PL_TRADING_NEW" />;
}
