import type { Metadata } from 'next';
import { CampaignsTab } from '@/components/admin/campaigns/campaigns-tab';
import { requireAdminSection, type SearchParams } from '../_lib/require-section';

export const metadata: Metadata = { title: 'Campagne Facebook' };

/** /admin/campaigns: the Facebook campaigns (docs/product.md §2.14). */
export default async function CampaignsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminSection('campaigns', searchParams);
  return <CampaignsTab />;
}
