/** Pre-lander /strategie-italiane (PL_STRATEGIES, SPEC.md §2.10, §2.14). Static; live figures load client-side. */
import { setRequestLocale } from 'next-intl/server';
import { PrelanderPage } from '@/components/prelanders/prelander-page';
import { pageMetadata } from '@/lib/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'strategieItaliane', '/strategie-italiane');
}

export default function StrategieItalianePage() {
  setRequestLocale('it');
  return <PrelanderPage variantId="PL_STRATEGIES" />;
}
