/** /consob-vorschriften: CONSOB rules and investor protection in German (twin of /normative-consob). Static. */
import { setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/legal/legal-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('de', 'normativeConsob', '/consob-vorschriften');
}

export default function ConsobVorschriftenPage() {
  setRequestLocale('de');
  return <LegalPage page="consob" />;
}
