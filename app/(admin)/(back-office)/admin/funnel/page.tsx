import type { Metadata } from 'next';
import { FunnelTab } from '@/components/admin/funnel/funnel-tab';
import { requireAdminSection, type SearchParams } from '../_lib/require-section';

export const metadata: Metadata = { title: 'Funnel' };

/** /admin/funnel: the funnel stages with their drop-off (docs/product.md §2.14). */
export default async function FunnelPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminSection('funnel', searchParams);
  return <FunnelTab />;
}
