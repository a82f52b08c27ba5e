import type { Metadata } from 'next';
import { AdminDashboard } from '@/components/admin/shell/admin-dashboard';
import { AdminDataProviders } from '@/components/admin/shell/admin-data-providers';
import { requireAdminPage } from '@/lib/server/auth/admin-page';

export const metadata: Metadata = { title: 'Dashboard' };

/** /enhanced-admin-dashboard: the same back-office as /admin (SPEC.md §2.14). */
export default async function EnhancedAdminDashboardPage() {
  const admin = await requireAdminPage('/enhanced-admin-dashboard');
  return (
    <AdminDataProviders>
      <AdminDashboard username={admin.username} role={admin.role} />
    </AdminDataProviders>
  );
}
