/**
 * Structured data for the organisation (schema.org Organization), on every page.
 */
import type { Locale } from '@/lib/i18n';

export function OrganizationJsonLd(_props: { locale: Locale }) {
  return null;
}
