import type { Metadata } from 'next';
import { CallsTab } from '@/components/admin/calls/calls-tab';
import { requireAdminSection, type SearchParams } from '../_lib/require-section';

export const metadata: Metadata = { title: 'Chiamate' };

/** /admin/calls: the call list (docs/product.md §2.14). */
export default async function CallsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminSection('calls', searchParams);
  return <CallsTab />;
}
