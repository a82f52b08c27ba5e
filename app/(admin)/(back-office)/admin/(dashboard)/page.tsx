import type { Metadata } from 'next';
import { DashboardTab } from '@/components/admin/dashboard/dashboard-tab';
import { requireAdminSection, type SearchParams } from '../_lib/require-section';

export const metadata: Metadata = { title: 'Dashboard' };

/** /admin: the KPIs, the daily chart, quick actions and the recent audit (docs/product.md §2.14). */
export default async function DashboardPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminSection('dashboard', searchParams);
  return <DashboardTab />;
}
