/**
 * The back-office tabs (SPEC.md §2.14), in order, as the `tab` search parameter names them.
 * Communications and webhooks arrive with the outbound-delivery work.
 */
export const ADMIN_TABS = [
  'dashboard',
  'campaigns',
  'prelanders',
  'sales-pages',
  'visitors',
  'leads',
  'analytics',
  'funnel',
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number];
