/** /haftungsausschluss: the educational disclaimer in German (twin of /disclaimer-educativo). Static. */
import { setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/legal/legal-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('de', 'disclaimerEducativo', '/haftungsausschluss');
}

export default function HaftungsausschlussPage() {
  setRequestLocale('de');
  return <LegalPage page="educational" />;
}
