/** /datenschutz: the privacy policy in German (twin of /privacy-policy); shows the consent policy version. */
import { setRequestLocale } from 'next-intl/server';
import { env } from '@/env';
import { LegalPage } from '@/components/legal/legal-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('de', 'privacyPolicy', '/datenschutz');
}

export default function DatenschutzPage() {
  setRequestLocale('de');
  return <LegalPage page="privacy" policyVersion={env.PRIVACY_POLICY_VERSION} />;
}
