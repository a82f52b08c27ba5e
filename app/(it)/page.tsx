/**
 * Home landing page (docs/product.md §2.2). Static; the registration form, the partner panel's toggle and
 * the about section's lazy content are client islands. The partner broker is the one in force
 * (lib/server/settings/site-settings.ts), the testimonials the published ones
 * (lib/server/content/testimonials.ts). The control of an experiment on '/': its variants are
 * /ab/home/<variant> (components/experiments/tested-page.tsx).
 */
import { setRequestLocale } from 'next-intl/server';
import { TestedPage, testedPageMetadata } from '@/components/experiments/tested-page';
import { testedPageData } from '@/lib/server/experiments/page-data';

/**
 * Static, regenerated with the partner broker, the testimonials and the experiment in force: at
 * once on a save (revalidatePath; every app instance on PostgreSQL shares the page cache), and
 * at most a minute after a rebuild.
 */
export const revalidate = 60;

export function generateMetadata() {
  return testedPageMetadata('/');
}

export default async function HomePage() {
  setRequestLocale('it');
  return <TestedPage {...await testedPageData('/')} />;
}
