/** Pre-lander /finanza-personale (PL_FINANCIAL_NEW, SPEC.md §2.10, §2.14). Static; live figures load client-side. */
import { setRequestLocale } from 'next-intl/server';
import { PrelanderPage } from '@/components/prelanders/prelander-page';
import { pageMetadata } from '@/lib/page-metadata';
import { pageTestimonials } from '@/lib/server/requests/testimonials';

/** Static, regenerated with the published testimonials: at once on a save, else within a minute. */
export const revalidate = 60;

export function generateMetadata() {
  return pageMetadata('it', 'finanzaPersonale', '/finanza-personale');
}

export default async function FinanzaPersonalePage() {
  setRequestLocale('it');
  return <PrelanderPage variantId="PL_FINANCIAL_NEW" testimonials={await pageTestimonials('it')} />;
}
