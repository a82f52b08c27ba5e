/**
 * Server-side translation for API responses: the locale comes from the request's
 * Accept-Language (the app's fetch helper sends the page's locale), default Italian.
 */
import 'server-only';
import { createTranslator, type MessageKeys, type NestedKeyOf } from 'use-intl/core';
import it from '@/messages/it.json';
import de from '@/messages/de.json';
import type { Locale, Messages } from '@/lib/i18n/locales';
import { runtimeKeys } from '@/lib/i18n/message-keys';

/** Both public catalogues, typed as one (de.json must have it.json's keys). */
const catalogues: Record<Locale, Messages> = { it, de };

/** A full key of the public catalogue, e.g. 'api.invalidCode' or 'validation.phone'. */
export type CatalogueKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/** A key under `api.*`: what an AppError or an error response names. */
export type ApiMessageKey = keyof Messages['api'];

/** 'de' when the first Accept-Language tag is German, otherwise 'it'. */
export function localeOf(request: Request): Locale {
  const first = request.headers.get('accept-language')?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('de') ? 'de' : 'it';
}

/**
 * One translator per language, kept: it caches the messages it has parsed, which a new one
 * would parse again, and every error answer translates at least one message.
 */
const translators = new Map<Locale, ReturnType<typeof createTranslator<Messages>>>();

function translator(locale: Locale) {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator({ locale, messages: catalogues[locale] });
    translators.set(locale, t);
  }
  return t;
}

/** Translates a full key such as 'api.invalidCode' or 'validation.phone'. */
export function translate(
  locale: Locale,
  key: CatalogueKey,
  values?: Record<string, string | number>,
): string {
  // `key` is checked here; its ICU arguments cannot be inferred for a key chosen at runtime.
  return runtimeKeys(translator(locale))(key, values);
}

/** True when `key` (e.g. a zod message 'consultation.errors.goals') is a key of the catalogue. */
export function hasMessage(locale: Locale, key: string): key is CatalogueKey {
  return runtimeKeys(translator(locale)).has(key);
}
