/**
 * Building blocks of the copy that server components hand to client islands instead of
 * use-intl (docs/benchmarks.md "Page weight"): a message with a `<strong>` part, and a plural
 * message, both with values known only in the browser. The island fills them with
 * lib/i18n/fill-text.ts; these helpers run where the translator is (server, tests).
 */
import type { ReactNode } from 'react';

/** The parts of a next-intl translator (getTranslations, createTranslator) the copy reads. */
export interface IslandTranslator {
  (key: string, values?: Record<string, string | number>): string;
  rich(key: string, values: Record<string, (chunks: ReactNode) => ReactNode>): ReactNode;
  markup(
    key: string,
    values: Record<string, string | number | ((chunks: string) => string)>,
  ): string;
  has(key: string): boolean;
}

/** A message around one `<strong>` part: [before, the part, after], with `{name}` holes. */
export type StrongText = readonly [string, string, string];

/**
 * `key` with each of `holes` left as `{name}` and its `<strong>` part cut out (a message
 * without one comes back whole, as `before`).
 */
export function strongText(t: IslandTranslator, key: string, holes: readonly string[]): StrongText {
  const cut = '\u0000';
  const values = Object.fromEntries(holes.map((name) => [name, `{${name}}`]));
  const [before = '', strong = '', after = ''] = t
    .markup(key, { ...values, strong: (chunks) => `${cut}${chunks}${cut}` })
    .split(cut);
  return [before, strong, after];
}

/** A plural message by CLDR category (`Intl.PluralRules`), the count left as `{name}`. */
export type PluralText = Readonly<Record<'one' | 'other', string>>;

/**
 * `key`'s forms for one and for many of `name` (Italian and German have no others), each a
 * template whose count is the hole `{name}`; `values` fills or leaves the other holes.
 */
export function pluralText(
  t: IslandTranslator,
  key: string,
  name: string,
  values: Record<string, string | number> = {},
): PluralText {
  // The sample counts are written as digits only there: the message has no other figure.
  const form = (sample: number) =>
    t(key, { ...values, [name]: sample }).replace(String(sample), `{${name}}`);
  return { one: form(1), other: form(7) };
}
