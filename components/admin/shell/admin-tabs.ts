/**
 * The back-office tabs (SPEC.md §2.14), in order, as the `tab` search parameter names them.
 */
import type { AdminRole } from '@/lib/contracts/admin/session';

export const ADMIN_TABS = [
  'dashboard',
  'campaigns',
  'prelanders',
  'sales-pages',
  'visitors',
  'leads',
  'calls',
  'communications',
  'analytics',
  'funnel',
  'webhooks',
  'settings',
  'testimonials',
  'accounts',
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number];

/** The tabs a caller does not see: the server refuses a caller their data. */
const OWNER_TABS: readonly AdminTab[] = [
  'communications',
  'webhooks',
  'settings',
  'testimonials',
  'accounts',
];

/** The tabs `role` sees, in order. */
export function tabsFor(role: AdminRole): readonly AdminTab[] {
  return role === 'owner' ? ADMIN_TABS : ADMIN_TABS.filter((tab) => !OWNER_TABS.includes(tab));
}
