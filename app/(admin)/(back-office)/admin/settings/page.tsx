import type { Metadata } from 'next';
import { SettingsTab } from '@/components/admin/settings/settings-tab';
import { requireAdminSection, type SearchParams } from '../_lib/require-section';

export const metadata: Metadata = { title: 'Impostazioni' };

/** /admin/settings: the site's settings (owners only) (docs/product.md §2.14). */
export default async function SettingsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminSection('settings', searchParams);
  return <SettingsTab />;
}
