import deMessages from '@/messages/de.json';
import itMessages from '@/messages/it.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('messages', () => {
  it('has the same keys in Italian and German', () => {
    expect(keys(deMessages).sort()).toEqual(keys(itMessages).sort());
  });

  it('has no empty text', () => {
    for (const messages of [itMessages, deMessages]) {
      const empty = keys(messages).filter((path) => {
        const text = path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });
});
