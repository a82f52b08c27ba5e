/** SMS verification page (docs/product.md §2.5). */
import { VerifySmsPage } from '@/components/verification/verify-sms-page';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageVerifyWorkflow } from '@/lib/server/settings/verify-workflow';

// Pre-rendered; a save of the verification channels in the settings tab regenerates it, and so
// does the first request after a minute (a server that did not take the save).
export const revalidate = 60;

export function generateMetadata() {
  return pageMetadata('it', 'verifySms', '/verify-sms', { noIndex: true });
}

export default async function Page() {
  return <VerifySmsPage locale="it" workflow={await pageVerifyWorkflow()} />;
}
