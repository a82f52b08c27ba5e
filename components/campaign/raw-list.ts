/**
 * Reads a list from `t.raw()`. With next-intl's build-time message precompilation, JSON
 * arrays arrive as objects keyed "0", "1", …; without it (tests) they are arrays.
 */
export function rawList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (value && typeof value === 'object') {
    return Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((key) => (value as Record<string, T>)[key] as T);
  }
  return [];
}
