/** /privacy-policy (docs/product.md §2.12): static Italian privacy policy; shows the consent policy version. */
import { setRequestLocale } from 'next-intl/server';
import { env } from '@/env';
import { LegalPage } from '@/components/legal/legal-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'privacyPolicy', '/privacy-policy');
}

export default function PrivacyPolicyPage() {
  setRequestLocale('it');
  return <LegalPage page="privacy" policyVersion={env.PRIVACY_POLICY_VERSION} />;
}
