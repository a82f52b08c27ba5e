import type { Metadata } from 'next';
import { WebhooksTab } from '@/components/admin/webhooks/webhooks-tab';
import { requireAdminSection, type SearchParams } from '../_lib/require-section';

export const metadata: Metadata = { title: 'Webhook' };

/** /admin/webhooks: the outgoing webhooks (owners only) (docs/product.md §2.14). */
export default async function WebhooksPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminSection('webhooks', searchParams);
  return <WebhooksTab />;
}
