/**
 * The admin guard for server-rendered admin pages (docs/decisions.md §6): the session token AND its
 * server-side record, checked before anything renders; otherwise a redirect to
 * /admin-login?next=… (proxy.ts has already refused requests without a valid token), with
 * `reason=expired` when the browser still had a session cookie (ended: idle, revoked, expired).
 * With ADMIN_REQUIRE_MFA an admin without a second factor is sent to the enrolment page first,
 * and an admin an owner asked to choose a new password is sent to the same page's password
 * form (the admin routes refuse it everything else meanwhile: ./admin-route.ts).
 */
import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { NextRequest } from 'next/server';
import { getDb } from '../db/client';
import { readAdminToken, requireAdmin } from './admin-session';
import { mustEnrolMfa } from './admin-route';
import type { AdminIdentity } from './audit';

/** The page where an admin turns the second factor on or off and changes its password. */
export const ADMIN_MFA_PAGE = '/admin/security';

/**
 * The request's live admin session, or null, with whether the browser sent a session token;
 * looked up once per request (the /admin layout and its page both ask).
 */
const pageSession = cache(async (): Promise<{ admin: AdminIdentity | null; hadToken: boolean }> => {
  const request = new NextRequest('http://admin.invalid/', { headers: await headers() });
  try {
    return { admin: await requireAdmin(await getDb(), request), hadToken: true };
  } catch {
    return { admin: null, hadToken: Boolean(await readAdminToken(request)) };
  }
});

/**
 * The signed-in admin when it may use the back-office now (no second factor or new password
 * due), else null: what the /admin layout draws its frame for. Never redirects (the page does).
 */
export async function backOfficeAdmin(): Promise<AdminIdentity | null> {
  const { admin } = await pageSession();
  return admin && !mustEnrolMfa(admin) && !admin.mustChangePassword ? admin : null;
}

/** The signed-in admin; redirects to the login page (coming back to `path`) when there is none. */
export async function requireAdminPage(path: string): Promise<AdminIdentity> {
  const { admin, hadToken } = await pageSession();
  if (!admin) {
    const query = new URLSearchParams({ next: path });
    if (hadToken) query.set('reason', 'expired');
    redirect(`/admin-login?${query.toString()}`);
  }
  if (path !== ADMIN_MFA_PAGE && (mustEnrolMfa(admin) || admin.mustChangePassword))
    redirect(ADMIN_MFA_PAGE);
  return admin;
}
