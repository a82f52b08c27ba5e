import type { Metadata } from 'next';
import { SalesPagesTab } from '@/components/admin/landing/sales-pages-tab';
import { requireAdminSection, type SearchParams } from '../_lib/require-section';

export const metadata: Metadata = { title: 'Pagine di vendita' };

/** /admin/sales-pages: the sales pages (docs/product.md §2.14). */
export default async function SalesPagesPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminSection('sales-pages', searchParams);
  return <SalesPagesTab />;
}
