/** /dsgvo-konformitaet: GDPR compliance in German (twin of /gdpr-compliance). Static. */
import { setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/legal/legal-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('de', 'gdprCompliance', '/dsgvo-konformitaet');
}

export default function DsgvoKonformitaetPage() {
  setRequestLocale('de');
  return <LegalPage page="gdpr" />;
}
