/**
 * Client islands every public page carries (cookie consent, visitor tracking, consented
 * analytics). Rendered once by each root layout.
 */
import type { Locale } from '@/lib/i18n';

export function LayoutIslands(_props: { locale: Locale }) {
  return null;
}
