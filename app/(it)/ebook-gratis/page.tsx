/** Main free-ebook landing, legacy sales page (SPEC.md §2.10: 197 pages, seven strategies, SP_LEGACY). Static; the registration form is the only client island. */
import { setRequestLocale } from 'next-intl/server';
import { SalesPage } from '@/components/campaign/sales-page';
import { pageMetadata } from '@/lib/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'freeEbook', '/ebook-gratis');
}

export default function Page() {
  setRequestLocale('it');
  return <SalesPage guide="freeEbook" />;
}
