/**
 * next-intl request configuration. There are no locale prefixes: the locale belongs to the
 * route group ((it) or (de)), whose layouts and pages call setRequestLocale (docs/decisions.md §2).
 * Missing messages are errors, never silenced (docs/conventions.md "i18n").
 */
import { getRequestConfig } from 'next-intl/server';
import { isLocale, loadMessages, DEFAULT_LOCALE } from '@/lib/i18n/locales';

export default getRequestConfig(async ({ locale, requestLocale }) => {
  const candidate = locale ?? (await requestLocale);
  const resolved = candidate && isLocale(candidate) ? candidate : DEFAULT_LOCALE;
  return { locale: resolved, messages: await loadMessages(resolved), timeZone: 'Europe/Rome' };
});
