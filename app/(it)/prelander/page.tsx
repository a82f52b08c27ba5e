/** Pre-lander /prelander (PL_PROFITS, docs/product.md §2.10, §2.14). Static; live figures load client-side; the control of an experiment on the page (components/experiments/tested-page.tsx). */
import { setRequestLocale } from 'next-intl/server';
import { TestedPage, testedPageMetadata } from '@/components/experiments/tested-page';
import { testedPageData } from '@/lib/server/experiments/page-data';

/**
 * Static, regenerated with the published testimonials and the experiment in force: at once on a
 * save, else within a minute.
 */
export const revalidate = 60;

export function generateMetadata() {
  return testedPageMetadata('/prelander');
}

export default async function ProfitsPrelanderPage() {
  setRequestLocale('it');
  return <TestedPage {...await testedPageData('/prelander')} />;
}
