/**
 * /impressum (§ 5 DDG): the operator's details from the settings (stored in the back-office,
 * else the environment). Pre-rendered; a save in the settings tab regenerates it, and so
 * does the first request after a minute.
 */
import { setRequestLocale } from 'next-intl/server';
import { Imprint } from '@/components/legal/imprint';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageOperatorDetails } from '@/lib/server/settings/site-settings';

export const revalidate = 60;

export function generateMetadata() {
  return pageMetadata('de', 'imprint', '/impressum');
}

export default async function ImpressumPage() {
  setRequestLocale('de');
  return <Imprint operator={await pageOperatorDetails()} />;
}
