/**
 * The readout of an A/B experiment from its counts: per variant the conversion rate, the
 * Beta-Binomial posterior (lib/experiments/beta-binomial.ts), the probability to beat control
 * (exact) and to be best (numerical integration), the 95 % credible interval of the relative
 * lift over control (seeded Monte Carlo); the sample-ratio check of the split
 * (lib/experiments/sample-ratio.ts); which variants are still short of their minimum sample
 * (visitors and conversions), and the leader — named only once no variant is short. "Conversions" are whatever the caller counts (leads, or verified leads): the readout is
 * the same model for both.
 *
 * Pure: the results route computes it and sends it as JSON. The numerics are stdlib's small
 * packages (@stdlib/math-base-special-betaln, -gammainc, stats-base-dists-beta-cdf/-pdf/-quantile,
 * random-base-beta): typed, maintained and tested against reference values, and the Beta sampler
 * takes a seed (jStat's samplers read Math.random, and jStat ships no types; GrowthBook moved
 * from jStat to stdlib for those reasons). The price is size: bundled for a browser these
 * imports weigh about 320 kB minified, 78 kB gzipped, so a page should receive the readout
 * from the server, not import this module.
 */
import {
  liftIntervals,
  posterior,
  probabilityToBeat,
  probabilityToBeBest,
  type BetaPosterior,
  type LiftInterval,
} from './beta-binomial';
import { ExperimentInputError } from './input-error';
import { sampleRatioTest, type SampleRatioTest } from './sample-ratio';

/**
 * Conversions each variant needs before its figures are read. With c conversions a rate's
 * relative standard error is about 1/√c (the count is close to Poisson): 10 % at 100, so the
 * rate is known to about ±20 % — the size of the lifts a headline or a call to action brings.
 * Below that the posterior moves with every few leads, and a "winner" read early is often only
 * the order in which the leads came.
 */
export const MIN_CONVERSIONS_PER_VARIANT = 100;

/**
 * Visitors each variant needs before its figures are read, whatever its conversions. Below it
 * the sample-ratio check cannot yet see a broken split: at 1,000 visitors a variant each, a 50/50
 * test served 55/45 gives χ² = 20 (p ≈ 10⁻⁵, far past the check's 0.001), at 250 each only
 * χ² = 5, unseen. A high rate (verified leads of a warm audience) can reach 100 conversions on a
 * few hundred visitors, a day or two of one ad set: too few to read a page by.
 */
export const MIN_VISITORS_PER_VARIANT = 1000;

/** Monte Carlo draws per variant for the lift interval: ±0.07 points on each 2.5 % tail (one
 * standard error, beta-binomial.ts), at a few hundred milliseconds for four variants. */
export const LIFT_DRAWS = 50_000;

/** The default seed: the same counts give the same readout on every load of the card. */
export const LIFT_SEED = 20_240_601;

/** One variant's counts. The first variant of the list is the control. */
export interface VariantCounts {
  id: string;
  /** Configured share of traffic, 0 < weight ≤ 1; the weights of all variants sum to 1. */
  weight: number;
  /** Visitors assigned to the variant (integer ≥ 0). */
  visitors: number;
  /** Those who converted (integer, 0 ≤ conversions ≤ visitors). */
  conversions: number;
}

export interface VariantReadout {
  id: string;
  isControl: boolean;
  weight: number;
  visitors: number;
  conversions: number;
  /** conversions / visitors as a share (0.04 = 4 %); null with no visitors. */
  conversionRate: number | null;
  posterior: BetaPosterior;
  /** P(this variant's rate > control's); null for the control. */
  probabilityToBeatControl: number | null;
  /** P(this variant's rate is the highest of all); the variants' values sum to 1. */
  probabilityToBeBest: number;
  /** Relative lift over control (0.1 = +10 %); null for the control. */
  lift: LiftInterval | null;
  /**
   * True while visitors < MIN_VISITORS_PER_VARIANT or conversions < MIN_CONVERSIONS_PER_VARIANT:
   * keep the experiment running.
   */
  keepRunning: boolean;
  /** Visitors still missing to reach the minimum (0 once reached). */
  visitorsToMinimum: number;
  /** Conversions still missing to reach the minimum (0 once reached). */
  conversionsToMinimum: number;
}

export interface ExperimentReadout {
  controlId: string;
  variants: VariantReadout[];
  /** Sample-ratio check of the visitors against the weights; null while it cannot judge
   * (one variant, or fewer than 5 expected visitors in a variant). */
  sampleRatio: SampleRatioTest | null;
  /** Ids of the variants below their minimum sample (visitors or conversions), in input order;
   * empty when every variant can be read. */
  keepRunning: string[];
  /**
   * Whether every variant has its minimum sample. False: the data are insufficient, and no
   * variant may be called the leader or applied as the winner on these figures.
   */
  enoughData: boolean;
  /**
   * The id of the variant most likely to be the best (highest probabilityToBeBest; the first
   * of a tie), once `enoughData`; null while it is not.
   */
  leader: string | null;
  minVisitors: number;
  minConversions: number;
  /** How the lift intervals were drawn, so a reader can reproduce them. */
  monteCarlo: { draws: number; seed: number };
}

export interface ReadoutOptions {
  /** Default MIN_VISITORS_PER_VARIANT. */
  minVisitors?: number;
  /** Default MIN_CONVERSIONS_PER_VARIANT. */
  minConversions?: number;
  /** Default LIFT_DRAWS. */
  draws?: number;
  /** Default LIFT_SEED; integer 1 … 2³² − 1. */
  seed?: number;
}

/**
 * Reads out an experiment.
 * @param variants one entry per variant, the control first; ids unique.
 * @param options see ReadoutOptions.
 * @returns the readout, variants in input order.
 * @throws ExperimentInputError: no variants, a repeated id, a count that is not an integer ≥ 0,
 * more conversions than visitors, a weight ≤ 0, weights not summing to 1.
 */
export function readExperiment(
  variants: readonly VariantCounts[],
  options: ReadoutOptions = {},
): ExperimentReadout {
  checkCounts(variants);
  const ids = variants.map((v) => v.id);
  // First: it checks the weights before the slower figures are computed.
  const sampleRatio = sampleRatioTest(
    ids,
    variants.map((v) => v.visitors),
    variants.map((v) => v.weight),
  );
  const minVisitors = options.minVisitors ?? MIN_VISITORS_PER_VARIANT;
  const minConversions = options.minConversions ?? MIN_CONVERSIONS_PER_VARIANT;
  const draws = options.draws ?? LIFT_DRAWS;
  const seed = options.seed ?? LIFT_SEED;

  const posteriors = variants.map((v) => posterior(v.visitors, v.conversions));
  const [controlPosterior, ...otherPosteriors] = posteriors as [BetaPosterior, ...BetaPosterior[]];
  const best = probabilityToBeBest(posteriors);
  const lifts = liftIntervals(controlPosterior, otherPosteriors, draws, seed);

  const readouts = variants.map((v, i): VariantReadout => {
    const isControl = i === 0;
    return {
      id: v.id,
      isControl,
      weight: v.weight,
      visitors: v.visitors,
      conversions: v.conversions,
      conversionRate: v.visitors > 0 ? v.conversions / v.visitors : null,
      posterior: posteriors[i]!,
      probabilityToBeatControl: isControl
        ? null
        : probabilityToBeat(posteriors[i]!, controlPosterior),
      probabilityToBeBest: best[i]!,
      lift: isControl ? null : lifts[i - 1]!,
      keepRunning: v.visitors < minVisitors || v.conversions < minConversions,
      visitorsToMinimum: Math.max(0, minVisitors - v.visitors),
      conversionsToMinimum: Math.max(0, minConversions - v.conversions),
    };
  });
  const keepRunning = readouts.filter((v) => v.keepRunning).map((v) => v.id);
  const enoughData = keepRunning.length === 0;
  const top = readouts.reduce((a, b) => (b.probabilityToBeBest > a.probabilityToBeBest ? b : a));

  return {
    controlId: ids[0]!,
    variants: readouts,
    sampleRatio,
    keepRunning,
    enoughData,
    leader: enoughData ? top.id : null,
    minVisitors,
    minConversions,
    monteCarlo: { draws, seed },
  };
}

function checkCounts(variants: readonly VariantCounts[]): void {
  if (variants.length === 0)
    throw new ExperimentInputError('no_variants', 'an experiment needs at least one variant');
  const seen = new Set<string>();
  for (const v of variants) {
    if (seen.has(v.id))
      throw new ExperimentInputError('duplicate_variant', `variant "${v.id}" is listed twice`);
    seen.add(v.id);
    for (const field of ['visitors', 'conversions'] as const) {
      if (!Number.isSafeInteger(v[field]) || v[field] < 0)
        throw new ExperimentInputError(
          'invalid_count',
          `${field} of variant "${v.id}" must be a whole number ≥ 0, got ${v[field]}`,
        );
    }
    if (v.conversions > v.visitors)
      throw new ExperimentInputError(
        'conversions_exceed_visitors',
        `variant "${v.id}" has ${v.conversions} conversions but only ${v.visitors} visitors`,
      );
  }
}
