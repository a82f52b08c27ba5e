import type { Metadata } from 'next';
import { AdminDashboard } from '@/components/admin/shell/admin-dashboard';
import { AdminDataProviders } from '@/components/admin/shell/admin-data-providers';
import { requireAdminPage } from '@/lib/server/auth/admin-page';

export const metadata: Metadata = { title: 'Dashboard' };

/** /admin: the back-office (SPEC.md §2.14), only for a signed-in admin. */
export default async function AdminPage() {
  const admin = await requireAdminPage('/admin');
  return (
    <AdminDataProviders>
      <AdminDashboard username={admin.username} role={admin.role} />
    </AdminDataProviders>
  );
}
