/** German crypto guide campaign page (SPEC.md §2.10: 48 pages, GERMAN_CRYPTO_EDUCATION, German form). Static; the registration form is the only client island. */
import { setRequestLocale } from 'next-intl/server';
import { CampaignPage } from '@/components/campaign/campaign-page';
import { GermanCompliance } from '@/components/campaign/german-compliance';
import { pageMetadata } from '@/lib/page-metadata';

export function generateMetadata() {
  return pageMetadata('de', 'germanCryptoGuide', '/krypto-leitfaden-deutsch');
}

export default function Page() {
  setRequestLocale('de');
  return (
    <CampaignPage guide="germanCrypto">
      <GermanCompliance />
    </CampaignPage>
  );
}
