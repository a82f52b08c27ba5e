/** Crypto education guide campaign page (docs/product.md §2.10: 42 pages, blue, CRYPTO_EDUCATION_GUIDE). Static; the registration form is the only client island. */
import { setRequestLocale } from 'next-intl/server';
import { CampaignPage } from '@/components/campaign/campaign-page';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageTestimonials } from '@/lib/server/content/testimonials';
import { pageGuideFacts } from '@/lib/server/leads/guide-files';

/** Static, regenerated with the published testimonials: at once on a save, else within a minute. */
export const revalidate = 60;

export function generateMetadata() {
  return pageMetadata('it', 'cryptoEducationGuide', '/guida-crypto-educativa');
}

export default async function Page() {
  setRequestLocale('it');
  return (
    <CampaignPage
      guide="cryptoGuide"
      testimonials={await pageTestimonials('it')}
      guides={await pageGuideFacts('it')}
    />
  );
}
