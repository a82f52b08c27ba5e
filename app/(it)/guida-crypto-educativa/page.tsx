/** Crypto education guide campaign page (SPEC.md §2.10: 42 pages, blue, CRYPTO_EDUCATION_GUIDE). Static; the registration form is the only client island. */
import { setRequestLocale } from 'next-intl/server';
import { CampaignPage } from '@/components/campaign/campaign-page';
import { pageMetadata } from '@/lib/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'cryptoEducationGuide', '/guida-crypto-educativa');
}

export default function Page() {
  setRequestLocale('it');
  return <CampaignPage guide="cryptoGuide" />;
}
