/** /risikohinweise: disclaimer and risk warnings in German (twin of /disclaimer). Static. */
import { setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/legal/legal-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('de', 'disclaimer', '/risikohinweise');
}

export default function RisikohinweisePage() {
  setRequestLocale('de');
  return <LegalPage page="disclaimer" />;
}
