/**
 * Server-side translation for API responses: the locale comes from the request's
 * Accept-Language (the app's fetch helper sends the page's locale), default Italian.
 */
import 'server-only';
import { createTranslator } from 'use-intl/core';
import it from '@/messages/it.json';
import de from '@/messages/de.json';
import type { Locale } from '@/lib/i18n';

const catalogues = { it, de } as const;

/** 'de' when the first Accept-Language tag is German, otherwise 'it'. */
export function localeOf(request: Request): Locale {
  const first = request.headers.get('accept-language')?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('de') ? 'de' : 'it';
}

/** Translates a full key such as 'api.invalidCode' or 'validation.phone'. */
export function translate(
  locale: Locale,
  key: string,
  values?: Record<string, string | number>,
): string {
  const t = createTranslator({ locale, messages: catalogues[locale] });
  return (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}

/** True when `key` (e.g. 'consultation.errors.goals') is a message of the catalogue. */
export function hasMessage(locale: Locale, key: string): boolean {
  return createTranslator({ locale, messages: catalogues[locale] }).has(key as never);
}
