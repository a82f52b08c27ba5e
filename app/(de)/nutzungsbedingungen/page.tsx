/** /nutzungsbedingungen: the terms of service in German (twin of /terms-of-service). Static. */
import { setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/legal/legal-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('de', 'termsOfService', '/nutzungsbedingungen');
}

export default function NutzungsbedingungenPage() {
  setRequestLocale('de');
  return <LegalPage page="terms" />;
}
