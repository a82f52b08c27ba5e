/**
 * Plural category of a whole count for the site's two languages, without Intl.PluralRules.
 * In Italian and German (CLDR cardinal rules) an integer count is 'one' when it is 1 and
 * 'other' otherwise. Client islands use this for counts they receive after load: the first
 * Intl object a page creates initialises the locale's ICU data, a 40–60 ms main-thread task
 * on a desktop CPU (measured on the pre-landers' live figures), several times that on a phone.
 */
export type PluralCategory = 'one' | 'other';

/** 'one' for 1, 'other' for every other integer (0 included), per CLDR it/de. */
export function pluralCategory(count: number): PluralCategory {
  return count === 1 ? 'one' : 'other';
}
