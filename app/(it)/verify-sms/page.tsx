/** SMS verification page (docs/product.md §2.5). */
import { VerifySmsPage } from '@/components/verification/verify-sms-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'verifySms', '/verify-sms', { noIndex: true });
}

export default function Page() {
  return <VerifySmsPage locale="it" />;
}
