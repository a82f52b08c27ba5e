/**
 * The admin guard for server-rendered admin pages (DESIGN.md §6): the session token AND its
 * server-side record, checked before anything renders; otherwise a redirect to
 * /admin-login?next=… (proxy.ts has already refused requests without a valid token). With
 * ADMIN_REQUIRE_MFA an admin without a second factor is sent to the enrolment page first, and
 * an admin an owner asked to choose a new password is sent to the same page's password form
 * (the admin routes refuse it everything else meanwhile: ./admin-route.ts).
 */
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { NextRequest } from 'next/server';
import { getDb } from '../db/client';
import { requireAdmin } from './admin-session';
import { mustEnrolMfa } from './admin-route';
import type { AdminIdentity } from './audit';

/** The page where an admin turns the second factor on or off and changes its password. */
export const ADMIN_MFA_PAGE = '/admin/security';

/** The signed-in admin; redirects to the login page (coming back to `path`) when there is none. */
export async function requireAdminPage(path: string): Promise<AdminIdentity> {
  const request = new NextRequest('http://admin.invalid/', { headers: await headers() });
  let admin: AdminIdentity;
  try {
    admin = await requireAdmin(await getDb(), request);
  } catch {
    redirect(`/admin-login?${new URLSearchParams({ next: path }).toString()}`);
  }
  if (path !== ADMIN_MFA_PAGE && (mustEnrolMfa(admin) || admin.mustChangePassword))
    redirect(ADMIN_MFA_PAGE);
  return admin;
}
