/**
 * Message keys known only at runtime: the ONE place where a string is used as a message key
 * without the compiler's proof (docs/conventions.md "Message keys are typed"; everywhere else a
 * misspelt key fails tsc). Only these cases may use it:
 * - keys assembled from catalogue data: legal blocks `b1`, `b1.i1`, … and table rows `r1`, …
 *   counted until `has` says no, optional parts of a section, legal sections named by
 *   components/legal/legal-pages.ts, ebook topics named by lib/catalog/ebooks.ts;
 * - text received as data that is either a key or already the final text: a zod issue
 *   message (`validation.email`) or an error text from the server;
 * - lib/server/http/i18n.ts `translate`, whose key parameter is already typed: next-intl cannot
 *   infer the ICU arguments of a key chosen at runtime, so the call itself is untyped.
 * The first two are checked with `has` before reading, so a wrong key ends a loop or shows
 * the text itself; a missing message is never silenced.
 */
import type { ReactNode } from 'react';
import type { RichTranslationValues } from 'use-intl/core';

/** A translator read with keys computed at runtime (see above). */
export interface RuntimeKeyTranslator {
  (key: string, values?: Record<string, string | number>): string;
  rich(key: string, values?: RichTranslationValues): ReactNode;
  has(key: string): boolean;
}

/** Any next-intl translator, seen with runtime keys (see above for when that is right). */
export function runtimeKeys(t: { has(key: never): boolean }): RuntimeKeyTranslator {
  // The cast: next-intl types keys as literal unions; these keys exist only at runtime.
  return t as unknown as RuntimeKeyTranslator;
}

/** `text` translated when it names a message of `t` (e.g. a zod message key), else as is. */
export function messageText(t: RuntimeKeyTranslator, text: string): string {
  return t.has(text) ? t(text) : text;
}
