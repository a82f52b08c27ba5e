/**
 * The guard of a back-office section's page: the signed-in admin (requireAdminPage, coming
 * back to the section with its query after a sign-in), and the section allowed to its role
 * (components/admin/shell/admin-nav.ts); a caller opening an owner's section is sent to the
 * dashboard, as the server would refuse it the section's data anyway.
 */
import 'server-only';
import { redirect } from 'next/navigation';
import { sectionAllowed, sectionPath, type AdminSection } from '@/components/admin/shell/admin-nav';
import { requireAdminPage } from '@/lib/server/auth/admin-page';
import type { AdminIdentity } from '@/lib/server/auth/audit';

/** A page's search parameters, as Next gives them. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The admin allowed into `section`, else a redirect (sign-in, or /admin for a caller). */
export async function requireAdminSection(
  section: AdminSection,
  searchParams: SearchParams,
): Promise<AdminIdentity> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      query.append(name, one);
  }
  const search = query.toString();
  const admin = await requireAdminPage(`${sectionPath(section)}${search ? `?${search}` : ''}`);
  if (!sectionAllowed(admin.role, section)) redirect('/admin');
  return admin;
}
