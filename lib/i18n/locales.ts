/**
 * The product's locales: Italian (default) and German (docs/product.md §1).
 */
export const LOCALES = ['it', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Messages of one locale (messages/{locale}.json), loaded on the server only. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}

/**
 * A message catalogue as next-intl's key types should see it. next-intl's `NestedKeyOf`
 * walks into a JSON array as `${string}`, so any key beside a list would type-check
 * (`hero.titel` next to `hero.points`). A list is typed instead by what a key reaches at
 * runtime: its items by index (`hero.points.0`), which is also how the build's precompiled
 * messages store it (next.config.ts). Read whole lists with `t.raw` (lib/i18n/message-lists.ts).
 */
export type IndexedLists<T> = T extends readonly (infer Item)[]
  ? { readonly [index: `${number}`]: IndexedLists<Item> }
  : T extends object
    ? { [K in keyof T]: IndexedLists<T[K]> }
    : T;

/** The public catalogue (messages/it.json; de.json has the same keys, tests/unit/messages.test.ts). */
export type Messages = IndexedLists<typeof import('../../messages/it.json')>;
