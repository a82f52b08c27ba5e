import type { ReactNode } from 'react';
import { AdminDataProviders } from '@/components/admin/shell/admin-data-providers';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { backOfficeAdmin } from '@/lib/server/auth/admin-page';

/**
 * The back-office's sections (docs/product.md §2.14), each a route under this layout: the header
 * and the section list around the section's page. Each page guards itself (its own path for
 * the sign-in's way back, its section's role); without a usable session (none, or a second
 * factor or a new password due) the page alone renders, which redirects or is the security page.
 */
export default async function AdminSectionsLayout({ children }: { children: ReactNode }) {
  const admin = await backOfficeAdmin();
  if (!admin) return <main className="p-6">{children}</main>;
  return (
    <AdminDataProviders>
      <AdminShell username={admin.username} role={admin.role}>
        {children}
      </AdminShell>
    </AdminDataProviders>
  );
}
