/**
 * The one reader for list-shaped messages (docs/conventions.md). Lists are JSON arrays in messages; the
 * build precompiles messages (next.config.ts) and turns arrays into index-keyed objects, so
 * items are read one by one with `t('<key>.<index>')` while `t.has` says they exist. Keys are
 * typed: `key` must name a list of the translator's namespace (a typo fails tsc), and each
 * record field must exist on its items. An empty list fails loudly, so a broken message file
 * never renders half a page.
 */

/** The part of a next-intl translator that reads the text items of list `K`. */
export interface ListTranslator<K extends string> {
  (key: `${K}.${number}`): string;
  has(key: `${K}.${number}`): boolean;
}

/** The part of a next-intl translator that reads the fields `F` of the records of list `K`. */
export interface RecordListTranslator<K extends string, F extends string> {
  (key: `${K}.${number}.${F}`): string;
  has(key: `${K}.${number}.${F}`): boolean;
}

/** Indexes 0..n-1 of the list under `key`. */
function indexes(key: string, exists: (index: number) => boolean): number[] {
  const found: number[] = [];
  while (exists(found.length)) found.push(found.length);
  if (found.length === 0) throw new Error(`messages: "${key}" has no items`);
  return found;
}

/** A list of paragraphs or bullet points stored under `key`. */
export function textList<K extends string>(t: ListTranslator<NoInfer<K>>, key: K): string[] {
  return indexes(key, (i) => t.has(`${key}.${i}`)).map((i) => t(`${key}.${i}`));
}

/** A list of records under `key` whose `fields` are texts (cards, table rows). */
export function recordList<K extends string, const F extends string>(
  t: RecordListTranslator<NoInfer<K>, NoInfer<F>>,
  key: K,
  fields: readonly [F, ...F[]],
): Record<F, string>[] {
  return indexes(key, (i) => t.has(`${key}.${i}.${fields[0]}`)).map((i) => {
    const record = {} as Record<F, string>;
    for (const field of fields) record[field] = t(`${key}.${i}.${field}`);
    return record;
  });
}

/** Cards with a title and a text, the most common list shape. */
export function cardList<K extends string>(
  t: RecordListTranslator<NoInfer<K>, 'title' | 'text'>,
  key: K,
): Record<'title' | 'text', string>[] {
  return recordList(t, key, ['title', 'text']);
}
