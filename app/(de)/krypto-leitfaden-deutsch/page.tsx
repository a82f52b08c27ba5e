/** German crypto guide campaign page (docs/product.md §2.10: GERMAN_CRYPTO_EDUCATION, German form). Static; the registration form is the only client island. */
import { setRequestLocale } from 'next-intl/server';
import { CampaignPage } from '@/components/campaign/campaign-page';
import { GermanCompliance } from '@/components/campaign/german-compliance';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageTestimonials } from '@/lib/server/content/testimonials';
import { pageGuideFacts } from '@/lib/server/leads/guide-files';

/** Static, regenerated with the published testimonials: at once on a save, else within a minute. */
export const revalidate = 60;

export function generateMetadata() {
  return pageMetadata('de', 'germanCryptoGuide', '/krypto-leitfaden-deutsch');
}

export default async function Page() {
  setRequestLocale('de');
  return (
    <CampaignPage
      guide="germanCrypto"
      testimonials={await pageTestimonials('de')}
      guides={await pageGuideFacts('de')}
    >
      <GermanCompliance />
    </CampaignPage>
  );
}
