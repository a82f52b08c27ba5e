/**
 * Readers for the list-shaped guide copy in messages. Lists are stored as JSON arrays; the
 * build precompiles messages (next.config.ts) and turns arrays into index-keyed objects, so
 * items are read one by one with `t('<key>.<index>')` while `t.has` says they exist. An
 * empty list fails loudly, so a broken message file never renders half a page.
 */

/** The part of a next-intl translator these readers need. */
export interface GuideTranslator {
  (key: string): string;
  has(key: string): boolean;
}

/** Indexes 0..n-1 of the list under `key`. */
function indexes(t: GuideTranslator, key: string, probe: (index: number) => string): number[] {
  const found: number[] = [];
  while (t.has(probe(found.length))) found.push(found.length);
  if (found.length === 0) throw new Error(`guides: "${key}" has no items`);
  return found;
}

/** A list of paragraphs or bullet points stored under `key`. */
export function textList(t: GuideTranslator, key: string): string[] {
  return indexes(t, key, (i) => `${key}.${i}`).map((i) => t(`${key}.${i}`));
}

/** A list of records under `key` whose `fields` are texts (cards, table rows). */
export function recordList<K extends string>(
  t: GuideTranslator,
  key: string,
  fields: readonly K[],
): Record<K, string>[] {
  return indexes(t, key, (i) => `${key}.${i}.${fields[0]}`).map(
    (i) =>
      Object.fromEntries(fields.map((field) => [field, t(`${key}.${i}.${field}`)])) as Record<
        K,
        string
      >,
  );
}

/** Cards with a title and a text, the most common list shape in the guides. */
export function cardList(t: GuideTranslator, key: string) {
  return recordList(t, key, ['title', 'text'] as const);
}
