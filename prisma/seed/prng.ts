/**
 * A small seeded pseudo-random generator for the demo data: the same seed gives the same
 * month of data on every run (reproducible screenshots, stable tests). Not for secrets.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** One element of a non-empty list, chosen with probability proportional to `weight`. */
  weighted<T>(list: readonly { value: T; weight: number }[]): T;
}

/** mulberry32 (public domain) seeded with the 32-bit integer `seed`. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)]!,
    weighted(list) {
      const total = list.reduce((sum, item) => sum + item.weight, 0);
      let r = next() * total;
      for (const item of list) if ((r -= item.weight) < 0) return item.value;
      return list[list.length - 1]!.value;
    },
  };
}
