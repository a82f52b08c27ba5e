import { parse } from '@formatjs/icu-messageformat-parser';
import { adminMessages } from '@/messages/admin';
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

  it('parses as ICU messages, as the build compiles them (a stray <name> is a tag)', () => {
    const unreadable: string[] = [];
    for (const messages of [itMessages, deMessages, adminMessages]) {
      for (const path of keys(messages)) {
        const text = path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages);
        try {
          if (typeof text === 'string') parse(text);
        } catch (error) {
          unreadable.push(`${path}: ${String(error)}`);
        }
      }
    }
    expect(unreadable).toEqual([]);
  });
});
