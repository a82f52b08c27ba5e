/** /disclaimer-educativo (docs/product.md §2.12): static Italian legal page. */
import { setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/legal/legal-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'disclaimerEducativo', '/disclaimer-educativo');
}

export default function EducationalDisclaimerPage() {
  setRequestLocale('it');
  return <LegalPage page="educational" />;
}
