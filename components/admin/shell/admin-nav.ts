/**
 * The back-office sections (docs/product.md §2.14): each is a route `/admin/<id>` (the dashboard is
 * `/admin`) under one layout, listed in the sidebar in groups by the operator's work. The one
 * list of what a caller does not see (the server refuses a caller their data:
 * lib/server/auth/admin-permissions.ts): the sidebar leaves them out and their pages send a
 * caller back to /admin. Plain data: proxy.ts reads it to redirect the old `?tab=` links.
 */
import type { AdminRole } from '@/lib/contracts/admin/session';

export const ADMIN_SECTIONS = [
  'dashboard',
  'analytics',
  'funnel',
  'experiments',
  'campaigns',
  'prelanders',
  'sales-pages',
  'visitors',
  'leads',
  'calls',
  'communications',
  'testimonials',
  'webhooks',
  'settings',
  'accounts',
  'security',
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The sidebar's groups, by the operator's work. */
export type AdminNavGroup =
  'overview' | 'acquisition' | 'leads' | 'content' | 'integrations' | 'administration';

/** The sidebar's groups, each with its sections in order. */
export const ADMIN_NAV: readonly { group: AdminNavGroup; sections: readonly AdminSection[] }[] = [
  { group: 'overview', sections: ['dashboard', 'analytics', 'funnel', 'experiments'] },
  { group: 'acquisition', sections: ['campaigns', 'prelanders', 'sales-pages', 'visitors'] },
  { group: 'leads', sections: ['leads', 'calls', 'communications'] },
  { group: 'content', sections: ['testimonials'] },
  { group: 'integrations', sections: ['webhooks'] },
  { group: 'administration', sections: ['settings', 'accounts', 'security'] },
];

/** The sections a caller does not see: the server refuses a caller their data. */
const OWNER_SECTIONS: readonly AdminSection[] = [
  'communications',
  'webhooks',
  'settings',
  'testimonials',
  'accounts',
];

/** The route of `section`. */
export function sectionPath(section: AdminSection): string {
  return section === 'dashboard' ? '/admin' : `/admin/${section}`;
}

/** Whether `role` may open `section`. */
export function sectionAllowed(role: AdminRole, section: AdminSection): boolean {
  return role === 'owner' || !OWNER_SECTIONS.includes(section);
}

/** The sections `role` sees, in sidebar order. */
export function sectionsFor(role: AdminRole): readonly AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => sectionAllowed(role, section));
}

/** The sidebar for `role`: its groups with the sections it sees; empty groups left out. */
export function navFor(role: AdminRole) {
  return ADMIN_NAV.map(({ group, sections }) => ({
    group,
    sections: sections.filter((section) => sectionAllowed(role, section)),
  })).filter(({ sections }) => sections.length > 0);
}

/**
 * The section `pathname` shows (the dashboard only at /admin itself, the others also on their
 * sub-paths), or null outside the back-office.
 */
export function sectionOfPath(pathname: string): AdminSection | null {
  if (pathname === '/admin' || pathname === '/admin/') return 'dashboard';
  return (
    ADMIN_SECTIONS.find(
      (section) =>
        section !== 'dashboard' &&
        (pathname === sectionPath(section) || pathname.startsWith(`${sectionPath(section)}/`)),
    ) ?? null
  );
}

/**
 * Where an old link `/admin?tab=<tab>&…` (or `/enhanced-admin-dashboard?…`) now leads: the
 * tab's section with the other query parameters (its filters) kept; an unknown or missing
 * tab is the dashboard.
 */
export function sectionUrlOfTab(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  const tab = rest.get('tab');
  rest.delete('tab');
  const section = ADMIN_SECTIONS.find((s) => s === tab) ?? 'dashboard';
  const query = rest.toString();
  return `${sectionPath(section)}${query ? `?${query}` : ''}`;
}
