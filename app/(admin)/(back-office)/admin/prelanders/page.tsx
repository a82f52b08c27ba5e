import type { Metadata } from 'next';
import { PrelandersTab } from '@/components/admin/landing/prelanders-tab';
import { requireAdminSection, type SearchParams } from '../_lib/require-section';

export const metadata: Metadata = { title: 'Pre-lander' };

/** /admin/prelanders: the pre-landers (docs/product.md §2.14). */
export default async function PrelandersPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminSection('prelanders', searchParams);
  return <PrelandersTab />;
}
