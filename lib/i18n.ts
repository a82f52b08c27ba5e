/**
 * The product's locales: Italian (default) and German (SPEC.md §1).
 */
export const LOCALES = ['it', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Messages of one locale (messages/{locale}.json), loaded on the server only. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`../messages/${locale}.json`)).default as Messages;
}

export type Messages = typeof import('../messages/it.json');
