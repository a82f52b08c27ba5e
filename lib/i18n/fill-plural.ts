/**
 * The plural templates of lib/i18n/island-copy.ts filled in the browser: apart from
 * ./fill-text.ts, which every landing island loads, as only the student area needs it.
 */
import { fillText } from './fill-text';
import type { PluralText } from './island-copy';

/** The form of `text` (lib/i18n/island-copy.ts `pluralText`) for `count` in `locale`, filled. */
export function fillPlural(
  text: PluralText,
  locale: string,
  name: string,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? text.one : text.other;
  return fillText(form, { ...values, [name]: new Intl.NumberFormat(locale).format(count) });
}
