/**
 * Synthetic visitors for the A/B readout (bench/ab-simulation.ts and its jest check): each
 * visitor lands on a variant drawn by the variants' actual traffic shares, then converts with
 * the variant's true rate. Seeded (Mersenne Twister), so a seed always gives the same counts.
 */
import mt19937 from '@stdlib/random-base-mt19937';
import type { VariantCounts } from '@/lib/experiments/statistics';

export interface SimulatedVariant {
  id: string;
  /** The configured weight: what the readout checks the split against. */
  weight: number;
  /** The share of visitors the variant really gets; its weight unless a broken split is
   * simulated. The shares of all variants sum to 1. */
  traffic?: number;
  /** The true conversion rate, a share (0.04 = 4 %). */
  rate: number;
}

/**
 * One run of `checkpoints.at(-1)` visitors, with the counts as they stood after each checkpoint.
 * @param variants control first; @param checkpoints increasing visitor totals;
 * @param seed integer 1 … 2³² − 1.
 * @returns one list of VariantCounts per checkpoint, variants in input order.
 */
export function simulateRun(
  variants: readonly SimulatedVariant[],
  checkpoints: readonly number[],
  seed: number,
): VariantCounts[][] {
  const random = mt19937.factory({ seed });
  const uniform = () => random() / (random.MAX + 1);
  const cumulative: number[] = [];
  variants.reduce((sum, v) => {
    cumulative.push(sum + (v.traffic ?? v.weight));
    return sum + (v.traffic ?? v.weight);
  }, 0);
  const visitors = variants.map(() => 0);
  const conversions = variants.map(() => 0);
  const snapshots: VariantCounts[][] = [];
  let seen = 0;
  for (const checkpoint of checkpoints) {
    for (; seen < checkpoint; seen++) {
      const u = uniform() * cumulative.at(-1)!;
      const found = cumulative.findIndex((edge) => u < edge);
      const i = found === -1 ? variants.length - 1 : found;
      visitors[i]!++;
      if (uniform() < variants[i]!.rate) conversions[i]!++;
    }
    snapshots.push(
      variants.map((v, i) => ({
        id: v.id,
        weight: v.weight,
        visitors: visitors[i]!,
        conversions: conversions[i]!,
      })),
    );
  }
  return snapshots;
}

/** A simulated experiment and what its readout should say at 10,000 visitors. */
export interface Scenario {
  title: string;
  variants: SimulatedVariant[];
  /** The variant that truly converts best; null when none does (A/A). */
  best: string | null;
  /** Whether the split is broken, so the sample-ratio check should fire. */
  brokenSplit: boolean;
}

export const SCENARIOS = {
  betterB: {
    title: 'B converts better (4 % vs 5.5 %), split 50/50 as configured',
    variants: [
      { id: 'control', weight: 0.5, rate: 0.04 },
      { id: 'b', weight: 0.5, rate: 0.055 },
    ],
    best: 'b',
    brokenSplit: false,
  },
  wrongSplit: {
    title: 'Same rates, configured 50/50 but traffic 55/45',
    variants: [
      { id: 'control', weight: 0.5, traffic: 0.55, rate: 0.04 },
      { id: 'b', weight: 0.5, traffic: 0.45, rate: 0.055 },
    ],
    best: 'b',
    brokenSplit: true,
  },
  aa: {
    title: 'A/A: both 4 %, split 50/50',
    variants: [
      { id: 'control', weight: 0.5, rate: 0.04 },
      { id: 'b', weight: 0.5, rate: 0.04 },
    ],
    best: null,
    brokenSplit: false,
  },
  fourVariants: {
    title: 'Four variants at 25 % each: 4 %, 4 %, 5.5 %, 3 %',
    variants: [
      { id: 'control', weight: 0.25, rate: 0.04 },
      { id: 'b', weight: 0.25, rate: 0.04 },
      { id: 'c', weight: 0.25, rate: 0.055 },
      { id: 'd', weight: 0.25, rate: 0.03 },
    ],
    best: 'c',
    brokenSplit: false,
  },
} satisfies Record<string, Scenario>;
