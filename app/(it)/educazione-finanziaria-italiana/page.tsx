/** Sales page of the 32-page financial-education guide (SPEC.md §2.10, SP_FINANCIAL). Static; the registration form is the only client island. */
import { setRequestLocale } from 'next-intl/server';
import { SalesPage } from '@/components/campaign/sales-page';
import { pageMetadata } from '@/lib/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'financialEducationGuide', '/educazione-finanziaria-italiana');
}

export default function Page() {
  setRequestLocale('it');
  return <SalesPage guide="financialEducation" />;
}
