import type { Metadata } from 'next';
import { ExperimentsTab } from '@/components/admin/experiments/experiments-tab';
import { requireAdminSection, type SearchParams } from '../_lib/require-section';

export const metadata: Metadata = { title: 'Esperimenti' };

/** /admin/experiments: the A/B experiments on the landing pages (the owner changes them, a caller reads them). */
export default async function ExperimentsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminSection('experiments', searchParams);
  return <ExperimentsTab />;
}
