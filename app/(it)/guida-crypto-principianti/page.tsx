/** Sales page of the 28-page crypto guide (docs/product.md §2.10, SP_CRYPTO). Static (ISR); the registration form is the only client island; the control of an experiment on the page (components/experiments/tested-page.tsx). */
import { setRequestLocale } from 'next-intl/server';
import { TestedPage, testedPageMetadata } from '@/components/experiments/tested-page';
import { testedPageData } from '@/lib/server/experiments/page-data';

/** Static, regenerated with the experiment in force: at once on a start or stop, else within a minute. */
export const revalidate = 60;

export function generateMetadata() {
  return testedPageMetadata('/guida-crypto-principianti');
}

export default async function Page() {
  setRequestLocale('it');
  return <TestedPage {...await testedPageData('/guida-crypto-principianti')} />;
}
