import type { Metadata } from 'next';
import { AnalyticsTab } from '@/components/admin/analytics/analytics-tab';
import { requireAdminSection, type SearchParams } from '../_lib/require-section';

export const metadata: Metadata = { title: 'Analisi' };

/** /admin/analytics: monthly goals, sources and ad spend (docs/product.md §2.14). */
export default async function AnalyticsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminSection('analytics', searchParams);
  return <AnalyticsTab />;
}
