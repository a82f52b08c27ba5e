/**
 * The sample-ratio check: chi-square p-values against the published table values (the 5 % and
 * 0.1 % critical values), and the warning on a split that is off.
 */
import {
  chiSquareSurvival,
  sampleRatioTest,
  SRM_P_VALUE_THRESHOLD,
} from '@/lib/experiments/sample-ratio';
import { ExperimentInputError } from '@/lib/experiments/input-error';

describe('chiSquareSurvival', () => {
  it.each([
    // The chi-square table's critical values 3.841, 5.991, 7.815 (5 %) and 10.828 (0.1 %)
    // (NIST/SEMATECH e-Handbook §1.3.6.7.4), to full precision from scipy.stats.chi2.isf.
    [3.841458820694124, 1, 0.05],
    [5.991464547107979, 2, 0.05],
    [7.814727903251178, 3, 0.05],
    [10.827566170662733, 1, 0.001],
    [1, 1, 0.31731050786291115], // 2·(1 − Φ(1))
  ])('P(χ² ≥ %d; df %d) = %d', (x, df, p) => {
    expect(chiSquareSurvival(x, df)).toBeCloseTo(p, 12);
  });

  it('keeps tiny p-values instead of rounding them to 0', () => {
    // scipy.stats.chi2.sf(100, 1)
    expect(chiSquareSurvival(100, 1) / 1.5239706048320995e-23).toBeCloseTo(1, 9);
  });

  it('matches the df = 2 closed form exp(−x/2)', () => {
    for (const x of [0.5, 4, 13.8, 30])
      expect(chiSquareSurvival(x, 2)).toBeCloseTo(Math.exp(-x / 2), 14);
  });

  it('is 1 at 0 and NaN outside its domain', () => {
    expect(chiSquareSurvival(0, 3)).toBe(1);
    expect(chiSquareSurvival(-1, 1)).toBeNaN();
    expect(chiSquareSurvival(1, 0)).toBeNaN();
  });
});

describe('sampleRatioTest', () => {
  const ab = ['control', 'b'];

  it('stays quiet on the configured split and fires on 55/45 configured as 50/50', () => {
    const right = sampleRatioTest(ab, [5000, 5000], [0.5, 0.5])!;
    expect(right).toMatchObject({ chiSquare: 0, degreesOfFreedom: 1, pValue: 1, mismatch: false });
    const wrong = sampleRatioTest(ab, [5500, 4500], [0.5, 0.5])!;
    expect(wrong.chiSquare).toBeCloseTo(100, 10);
    expect(wrong.pValue).toBeLessThan(1e-20);
    expect(wrong.mismatch).toBe(true);
  });

  it('draws the line at p = 0.001', () => {
    expect(SRM_P_VALUE_THRESHOLD).toBe(0.001);
    // χ² = 164²/2500 = 10.758 (p 0.00104) and 165²/2500 = 10.89 (p 0.00097).
    expect(sampleRatioTest(ab, [5164, 4836], [0.5, 0.5])!.mismatch).toBe(false);
    expect(sampleRatioTest(ab, [5165, 4835], [0.5, 0.5])!.mismatch).toBe(true);
  });

  it('tests against unequal weights, four variants, three degrees of freedom', () => {
    const ids = ['control', 'b', 'c', 'd'];
    const weights = [0.4, 0.2, 0.2, 0.2];
    const quiet = sampleRatioTest(ids, [4000, 2000, 2000, 2000], weights)!;
    expect(quiet).toMatchObject({ degreesOfFreedom: 3, mismatch: false });
    expect(quiet.expected).toEqual([4000, 2000, 2000, 2000]);
    // The same visitors read against equal weights are far off.
    expect(sampleRatioTest(ids, [4000, 2000, 2000, 2000], [0.25, 0.25, 0.25, 0.25])!.mismatch).toBe(
      true,
    );
  });

  it('accepts weights in thirds', () => {
    const third = 1 / 3;
    expect(
      sampleRatioTest(['a', 'b', 'c'], [100, 100, 100], [third, third, third])!.pValue,
    ).toBeCloseTo(1, 12);
  });

  it('does not judge before every variant expects 5 visitors, nor a single variant', () => {
    expect(sampleRatioTest(ab, [0, 0], [0.5, 0.5])).toBeNull();
    expect(sampleRatioTest(ab, [9, 0], [0.5, 0.5])).toBeNull();
    expect(sampleRatioTest(ab, [10, 0], [0.5, 0.5])).not.toBeNull();
    expect(sampleRatioTest(['control'], [1000], [1])).toBeNull();
  });

  it('refuses weights that do not sum to 1, naming them', () => {
    const attempt = () => sampleRatioTest(ab, [10, 10], [0.5, 0.6]);
    expect(attempt).toThrow(ExperimentInputError);
    expect(attempt).toThrow('variant weights must sum to 1, got 1.1 (control 0.5, b 0.6)');
    expect(() => sampleRatioTest(ab, [10, 10], [50, 50])).toThrow(/must sum to 1, got 100/);
  });

  it('refuses a weight of 0 or below', () => {
    try {
      sampleRatioTest(ab, [10, 10], [1, 0]);
      throw new Error('no error');
    } catch (error) {
      expect(error).toBeInstanceOf(ExperimentInputError);
      expect((error as ExperimentInputError).reason).toBe('invalid_weight');
      expect((error as Error).message).toBe(
        'weight of variant "b" must be a number above 0, got 0',
      );
    }
  });
});
