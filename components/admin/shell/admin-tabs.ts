/**
 * The back-office tabs (SPEC.md §2.14), in order, as the `tab` search parameter names them.
 */
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
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number];
