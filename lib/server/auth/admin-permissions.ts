/**
 * What each admin role may do (docs/conventions.md "Permission checks are named functions"). Every admin
 * handler names one permission in withAdmin; tests/integration/admin-roles.test.ts lists every
 * admin route and the answer a caller gets from it.
 *
 * - owner: everything.
 * - caller: the dashboard (with the experiments' results, which the funnel's A/B card shows), the
 *   call list and the lead detail with notes and priority; no export, erasure, settings (offers),
 *   guides' uploads, testimonials, experiments' changes, webhooks, ad spend, audit log, e-mails
 *   or accounts.
 */
import 'server-only';
import type { AdminRole } from '@/lib/contracts/admin/session';
import type { AdminIdentity } from './audit';

/** Named permissions, one per kind of admin action. */
export type AdminPermission =
  | 'leads:read'
  | 'leads:write'
  | 'leads:export'
  | 'leads:erase'
  | 'campaigns:read'
  | 'offers:write'
  | 'testimonials:write'
  | 'guides:write'
  | 'experiments:write'
  | 'visitors:read'
  | 'analytics:read'
  | 'analytics:write'
  | 'spend:read'
  | 'audit:read'
  | 'session:manage'
  | 'mfa:manage'
  | 'accounts:manage'
  | 'webhooks:read'
  | 'webhooks:write'
  | 'email:send';

/** The permissions of a caller; an owner has every permission. */
const CALLER_PERMISSIONS: ReadonlySet<AdminPermission> = new Set<AdminPermission>([
  'leads:read',
  'leads:write',
  'campaigns:read',
  'visitors:read',
  'analytics:read',
  'session:manage',
  'mfa:manage',
]);

/** Whether `role` includes `permission`. */
export function roleCan(role: AdminRole, permission: AdminPermission): boolean {
  return role === 'owner' || CALLER_PERMISSIONS.has(permission);
}

/** Whether `admin` may do `permission`. */
export function can(admin: AdminIdentity | null, permission: AdminPermission): boolean {
  return admin !== null && roleCan(admin.role, permission);
}
