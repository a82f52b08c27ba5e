/** SMS verification page (docs/product.md §2.5) in German. */
import { VerifySmsPage } from '@/components/verification/verify-sms-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('de', 'verifySms', '/sms-bestaetigung', { noIndex: true });
}

export default function Page() {
  return <VerifySmsPage locale="de" />;
}
