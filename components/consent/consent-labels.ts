/**
 * Texts of the cookie banner, translated on the server (namespace `consent`) and passed to
 * the client island as props, so no message namespace is shipped to every page.
 */
export type ConsentCategoryKey = 'necessary' | 'analytics' | 'marketing' | 'functional';

export interface ConsentLabels {
  dialogLabel: string;
  title: string;
  text: string;
  privacyLink: string;
  cookieLink: string;
  manage: string;
  rejectAll: string;
  acceptAll: string;
  save: string;
  close: string;
  back: string;
  panelTitle: string;
  panelText: string;
  alwaysOn: string;
  categories: Record<ConsentCategoryKey, { label: string; description: string }>;
}

/** Where the notice's two policy links lead: the pages of the page's language (lib/site/routes.ts). */
export interface ConsentLinks {
  privacy: string;
  cookies: string;
}

export const CATEGORY_KEYS: readonly ConsentCategoryKey[] = [
  'necessary',
  'analytics',
  'marketing',
  'functional',
];
