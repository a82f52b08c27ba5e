/** Pre-lander /investimenti-primi-passi (PL_INVEST, SPEC.md §2.10, §2.14). Static; live figures load client-side. */
import { setRequestLocale } from 'next-intl/server';
import { PrelanderPage } from '@/components/prelanders/prelander-page';
import { pageMetadata } from '@/lib/page-metadata';
import { pageTestimonials } from '@/lib/server/requests/testimonials';

/** Static, regenerated with the published testimonials: at once on a save, else within a minute. */
export const revalidate = 60;

export function generateMetadata() {
  return pageMetadata('it', 'investimentiPrimiPassi', '/investimenti-primi-passi');
}

export default async function InvestimentiPrimiPassiPage() {
  setRequestLocale('it');
  return <PrelanderPage variantId="PL_INVEST" testimonials={await pageTestimonials('it')} />;
}
