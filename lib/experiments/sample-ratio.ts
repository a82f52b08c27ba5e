/**
 * Sample-ratio mismatch (SRM): are the visitors split between the variants the way the
 * experiment's weights say? A split that is off (a redirect that loses visitors of one variant,
 * bots served only control, a cache that pins one variant) biases every other figure of the
 * readout, so the readout warns before anyone reads its winner. Pearson's chi-square
 * goodness-of-fit test of the observed visitor counts against the weights (Fabijan et al.,
 * "Diagnosing Sample Ratio Mismatch in Online Controlled Experiments", KDD 2019). Pure.
 */
import gammainc from '@stdlib/math-base-special-gammainc';
import { ExperimentInputError } from './input-error';

/** p-value below which the split is called a mismatch. Strict because the readout is looked at
 * every day of a run: at 0.05 one look in twenty would cry wolf on a correct split. */
export const SRM_P_VALUE_THRESHOLD = 0.001;

/** Smallest expected count per variant for the chi-square approximation to hold (Cochran's
 * rule); below it the test is not run. */
export const SRM_MIN_EXPECTED = 5;

/** How far the weights' sum may be from 1 (weights typed as thirds do not add up exactly). */
export const WEIGHT_SUM_TOLERANCE = 1e-6;

/** The test's result. `expected` is in visitors, one per variant in the input's order. */
export interface SampleRatioTest {
  chiSquare: number;
  degreesOfFreedom: number;
  pValue: number;
  expected: number[];
  /** True when pValue < SRM_P_VALUE_THRESHOLD: the split is not the configured one. */
  mismatch: boolean;
}

/**
 * P(X ≥ x) for X chi-square with `df` degrees of freedom: the regularized upper incomplete
 * gamma function Q(df/2, x/2) (Abramowitz & Stegun 26.4.2), from stdlib's gammainc, which keeps
 * its relative accuracy for tiny p-values where 1 − CDF would round to 0.
 * @param x the statistic, ≥ 0; @param df degrees of freedom, > 0. NaN outside those ranges.
 */
export function chiSquareSurvival(x: number, df: number): number {
  if (!(x >= 0) || !(df > 0)) return NaN;
  return gammainc(x / 2, df / 2, true, true);
}

/**
 * Checks the configured weights: each finite and > 0, and summing to 1 (± WEIGHT_SUM_TOLERANCE).
 * @param ids variant ids, for the message; @param weights shares of traffic, same order.
 * @throws ExperimentInputError ('invalid_weight' | 'weights_sum') naming the variants.
 */
export function checkWeights(ids: readonly string[], weights: readonly number[]): void {
  weights.forEach((weight, i) => {
    if (!Number.isFinite(weight) || weight <= 0)
      throw new ExperimentInputError(
        'invalid_weight',
        `weight of variant "${ids[i]}" must be a number above 0, got ${weight}`,
      );
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  if (Math.abs(sum - 1) > WEIGHT_SUM_TOLERANCE) {
    const listed = ids.map((id, i) => `${id} ${weights[i]}`).join(', ');
    throw new ExperimentInputError(
      'weights_sum',
      `variant weights must sum to 1, got ${Number(sum.toPrecision(12))} (${listed})`,
    );
  }
}

/**
 * Chi-square goodness-of-fit of `visitors` against `weights`: χ² = Σ (oᵢ − eᵢ)² / eᵢ with
 * eᵢ = N·wᵢ, k − 1 degrees of freedom, p = chiSquareSurvival(χ², k − 1).
 * @param ids variant ids (for error messages); @param visitors visitors per variant (integers ≥ 0);
 * @param weights configured shares, same order, checked by checkWeights.
 * @returns the test, or null when it cannot judge yet: one variant (nothing to compare) or an
 * expected count under SRM_MIN_EXPECTED (no visitors, or too few).
 * @throws ExperimentInputError when the weights are not valid.
 */
export function sampleRatioTest(
  ids: readonly string[],
  visitors: readonly number[],
  weights: readonly number[],
): SampleRatioTest | null {
  checkWeights(ids, weights);
  const total = visitors.reduce((a, b) => a + b, 0);
  // Normalised so that a sum of 0.9999999 does not shift every expected count.
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const expected = weights.map((w) => (total * w) / weightSum);
  if (visitors.length < 2 || expected.some((e) => e < SRM_MIN_EXPECTED)) return null;
  const chiSquare = visitors.reduce((sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!, 0);
  const degreesOfFreedom = visitors.length - 1;
  const pValue = chiSquareSurvival(chiSquare, degreesOfFreedom);
  return {
    chiSquare,
    degreesOfFreedom,
    pValue,
    expected,
    mismatch: pValue < SRM_P_VALUE_THRESHOLD,
  };
}
