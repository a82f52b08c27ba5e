import type { Metadata } from 'next';
import { CommunicationsTab } from '@/components/admin/communications/communications-tab';
import { requireAdminSection, type SearchParams } from '../_lib/require-section';

export const metadata: Metadata = { title: 'Comunicazioni' };

/** /admin/communications: e-mails and SMS to leads (owners only) (docs/product.md §2.14). */
export default async function CommunicationsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminSection('communications', searchParams);
  return <CommunicationsTab />;
}
