import type { Metadata } from 'next';
import { VisitorsTab } from '@/components/admin/visitors/visitors-tab';
import { requireAdminSection, type SearchParams } from '../_lib/require-section';

export const metadata: Metadata = { title: 'Visitatori live' };

/** /admin/visitors: the live visitors (docs/product.md §2.14). */
export default async function VisitorsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminSection('visitors', searchParams);
  return <VisitorsTab />;
}
