/**
 * The language of the page being rendered, as a Locale: the route group's (each page and
 * root layout sets it with setRequestLocale), so a shared component (legal page, footer)
 * links to the pages of that language. Server and client components alike.
 */
import { useLocale } from 'next-intl';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

/** The page's locale; anything unknown counts as the default (Italian). */
export function usePageLocale(): Locale {
  const locale = useLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
