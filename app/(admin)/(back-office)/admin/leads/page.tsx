import type { Metadata } from 'next';
import { LeadsTab } from '@/components/admin/leads/leads-tab';
import { requireAdminSection, type SearchParams } from '../_lib/require-section';

export const metadata: Metadata = { title: 'Gestione lead' };

/** /admin/leads: the lead list and a lead's detail (docs/product.md §2.14). */
export default async function LeadsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminSection('leads', searchParams);
  return <LeadsTab />;
}
