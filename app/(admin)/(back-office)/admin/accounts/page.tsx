import type { Metadata } from 'next';
import { AccountsTab } from '@/components/admin/accounts/accounts-tab';
import { requireAdminSection, type SearchParams } from '../_lib/require-section';

export const metadata: Metadata = { title: 'Account' };

/** /admin/accounts: the admin accounts (owners only) (docs/product.md §2.14). */
export default async function AccountsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminSection('accounts', searchParams);
  return <AccountsTab />;
}
