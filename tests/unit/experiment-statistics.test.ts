/**
 * The Bayesian readout of an experiment: posteriors, P(beat control), P(best) and the lift
 * interval against exact values (closed forms worked by hand, and scipy's numerical integration
 * where no closed form exists), and the readout's edge cases.
 */
import betaCdf from '@stdlib/stats-base-dists-beta-cdf';
import betaPdf from '@stdlib/stats-base-dists-beta-pdf';
import betaQuantile from '@stdlib/stats-base-dists-beta-quantile';
import {
  liftIntervals,
  posterior,
  probabilityToBeat,
  probabilityToBeBest,
  type BetaPosterior,
} from '@/lib/experiments/beta-binomial';
import { ExperimentInputError } from '@/lib/experiments/input-error';
import {
  MIN_CONVERSIONS_PER_VARIANT,
  MIN_VISITORS_PER_VARIANT,
  readExperiment,
  type VariantCounts,
} from '@/lib/experiments/statistics';

/** A posterior from its parameters (the probabilities read only alpha and beta). */
const beta = (alpha: number, b: number): BetaPosterior => ({
  alpha,
  beta: b,
  mean: alpha / (alpha + b),
  ci95: [0, 1],
});

describe('posterior', () => {
  it('is Beta(1 + conversions, 1 + visitors − conversions) with its 95 % interval', () => {
    const p = posterior(5000, 200);
    expect(p).toMatchObject({ alpha: 201, beta: 4801 });
    expect(p.mean).toBeCloseTo(201 / 5002, 15);
    // scipy.stats.beta.ppf(0.025 | 0.975, 201, 4801)
    expect(p.ci95[0]).toBeCloseTo(0.034918398604795044, 12);
    expect(p.ci95[1]).toBeCloseTo(0.04579762191874079, 12);
  });

  it('gives closed-form quantiles where they exist', () => {
    // Beta(1, n): Q(p) = 1 − (1 − p)^(1/n); Beta(1, 1): Q(p) = p.
    const none = posterior(100, 0);
    expect(none.ci95[0]).toBeCloseTo(1 - 0.975 ** (1 / 101), 14);
    expect(none.ci95[1]).toBeCloseTo(1 - 0.025 ** (1 / 101), 14);
    expect(posterior(0, 0).ci95).toEqual([0.025, 0.975]);
  });
});

describe('probabilityToBeat (Evan Miller)', () => {
  it.each([
    // Worked by hand: ∫ f_B F_A over [0, 1].
    ['Beta(1,1) > Beta(1,1)', beta(1, 1), beta(1, 1), 1 / 2],
    ['Beta(2,1) > Beta(1,1)', beta(2, 1), beta(1, 1), 2 / 3], // ∫ 2x · x dx
    ['Beta(1,2) > Beta(1,1)', beta(1, 2), beta(1, 1), 1 / 3], // ∫ 2(1 − x) · x dx
    ['Beta(2,1) > Beta(1,2)', beta(2, 1), beta(1, 2), 5 / 6], // ∫ 2x · (2x − x²) dx
    ['Beta(1,2) > Beta(2,1)', beta(1, 2), beta(2, 1), 1 / 6],
  ])('P(%s), worked by hand', (_, b, a, p) => {
    expect(probabilityToBeat(b, a)).toBeCloseTo(p, 14);
  });

  it.each([
    // scipy.integrate.quad of f_B · F_A (tolerance 1e-12).
    ['Beta(276,4726) > Beta(201,4801)', beta(276, 4726), beta(201, 4801), 0.9997913534175866],
    ['Beta(56,946) > Beta(41,961)', beta(56, 946), beta(41, 961), 0.9418873441781112],
    ['Beta(16,86) > Beta(11,91)', beta(16, 86), beta(11, 91), 0.8532837899329664],
  ])('P(%s), by numerical integration', (_, b, a, p) => {
    expect(probabilityToBeat(b, a)).toBeCloseTo(p, 10);
  });

  it('sums with the reverse to 1 whichever side has fewer conversions', () => {
    const a = posterior(8000, 310);
    const b = posterior(7000, 300);
    expect(probabilityToBeat(b, a) + probabilityToBeat(a, b)).toBeCloseTo(1, 12);
  });

  it('stays exact with thousands of conversions', () => {
    // 5.0 % vs 5.1 % of 100,000 each (5,101 terms); scipy.integrate.quad, and the normal
    // approximation Φ(0.0010 / 0.000979) ≈ 0.846.
    const p = probabilityToBeat(posterior(100_000, 5100), posterior(100_000, 5000));
    expect(p).toBeCloseTo(0.846398261181793, 9);
  });
});

describe('probabilityToBeBest', () => {
  it('equals P(beat) for two variants', () => {
    const a = posterior(5000, 200);
    const b = posterior(5000, 275);
    const [bestA, bestB] = probabilityToBeBest([a, b]);
    expect(bestB).toBeCloseTo(probabilityToBeat(b, a), 7);
    expect(bestA).toBeCloseTo(probabilityToBeat(a, b), 7);
  });

  it('matches numerical integration for three variants and sums to 1', () => {
    const best = probabilityToBeBest([beta(41, 961), beta(56, 946), beta(48, 954)]);
    // scipy.integrate.quad of f_i · Π F_j.
    expect(best[0]).toBeCloseTo(0.03612553104237682, 7);
    expect(best[1]).toBeCloseTo(0.7656342861723098, 7);
    expect(best[2]).toBeCloseTo(0.19824018278501324, 7);
    expect(best.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 7);
  });

  it('splits evenly between identical variants, and is 1 for a single one', () => {
    for (const p of probabilityToBeBest([1, 2, 3, 4].map(() => posterior(2500, 100))))
      expect(p).toBeCloseTo(0.25, 7);
    expect(probabilityToBeBest([posterior(10, 1)])).toEqual([1]);
  });
});

/** P(lift < L) = P(p_v < (1 + L)·p_c) = ∫ f_c(x) F_v((1 + L)x) dx, by Simpson's rule. */
function liftCdf(control: BetaPosterior, variant: BetaPosterior, lift: number): number {
  const lo = betaQuantile(1e-10, control.alpha, control.beta);
  const hi = betaQuantile(1 - 1e-10, control.alpha, control.beta);
  const steps = 4000;
  const h = (hi - lo) / steps;
  let sum = 0;
  for (let k = 0; k <= steps; k++) {
    const x = lo + k * h;
    const weight = k === 0 || k === steps ? 1 : k % 2 === 1 ? 4 : 2;
    sum +=
      weight *
      betaPdf(x, control.alpha, control.beta) *
      betaCdf(Math.min(1, (1 + lift) * x), variant.alpha, variant.beta);
  }
  return (sum * h) / 3;
}

describe('liftIntervals', () => {
  const control = posterior(5000, 200);
  const variant = posterior(5000, 275);

  it('puts 2.5 % of the lift below its interval and 2.5 % above (50,000 draws)', () => {
    const [lift] = liftIntervals(control, [variant], 50_000, 7);
    // One standard error of a 2.5 % tail at 50,000 draws is 0.07 points; allow four.
    expect(Math.abs(liftCdf(control, variant, lift!.ci95[0]) - 0.025)).toBeLessThan(0.0028);
    expect(Math.abs(liftCdf(control, variant, lift!.ci95[1]) - 0.975)).toBeLessThan(0.0028);
    expect(Math.abs(liftCdf(control, variant, lift!.median) - 0.5)).toBeLessThan(0.009);
  });

  it('gives the same interval for the same seed', () => {
    expect(liftIntervals(control, [variant], 2000, 11)).toEqual(
      liftIntervals(control, [variant], 2000, 11),
    );
    expect(liftIntervals(control, [variant], 2000, 11)).not.toEqual(
      liftIntervals(control, [variant], 2000, 12),
    );
  });
});

describe('readExperiment', () => {
  const counts = (...rows: [string, number, number, number][]): VariantCounts[] =>
    rows.map(([id, weight, visitors, conversions]) => ({ id, weight, visitors, conversions }));
  const fast = { draws: 2000 };

  it('reads out a two-variant test: B better, split right, both past the minimum', () => {
    const readout = readExperiment(counts(['control', 0.5, 5000, 200], ['b', 0.5, 5000, 275]));
    const [control, b] = readout.variants;
    expect(readout.controlId).toBe('control');
    expect(control).toMatchObject({ isControl: true, conversionRate: 0.04, lift: null });
    expect(control!.probabilityToBeatControl).toBeNull();
    expect(b).toMatchObject({ isControl: false, conversionRate: 0.055 });
    expect(b!.probabilityToBeatControl).toBeCloseTo(0.9997913534175866, 10);
    expect(b!.probabilityToBeBest).toBeGreaterThan(0.999);
    // Observed lift +37.5 %: inside its interval, and the interval above 0.
    expect(b!.lift!.ci95[0]).toBeGreaterThan(0.1);
    expect(b!.lift!.ci95[1]).toBeGreaterThan(0.375);
    expect(b!.lift!.ci95[0]).toBeLessThan(0.375);
    expect(readout.sampleRatio).toMatchObject({ pValue: 1, mismatch: false });
    expect(readout.keepRunning).toEqual([]);
    expect(readout.monteCarlo).toEqual({ draws: 50_000, seed: 20_240_601 });
  });

  it('is the same readout on every call (seeded)', () => {
    const input = counts(['control', 0.5, 1200, 40], ['b', 0.5, 1180, 52]);
    expect(readExperiment(input, fast)).toEqual(readExperiment(input, fast));
  });

  it('says which variants are short of conversions, and by how many', () => {
    expect(MIN_CONVERSIONS_PER_VARIANT).toBe(100);
    const readout = readExperiment(counts(['control', 0.5, 3000, 150], ['b', 0.5, 3000, 60]), fast);
    expect(readout.keepRunning).toEqual(['b']);
    expect(readout.variants.map((v) => [v.keepRunning, v.conversionsToMinimum])).toEqual([
      [false, 0],
      [true, 40],
    ]);
    expect(
      readExperiment(counts(['control', 1, 10, 3]), { minVisitors: 10, minConversions: 3 })
        .keepRunning,
    ).toEqual([]);
  });

  describe('«dati insufficienti»: no leader while any variant is short of its minimum sample', () => {
    it('asks for both minimums: 1,000 visitors and 100 conversions per variant', () => {
      expect(MIN_VISITORS_PER_VARIANT).toBe(1000);
      // B has the conversions but not the visitors; C the visitors but not the conversions.
      const readout = readExperiment(
        counts(['control', 0.4, 4000, 160], ['b', 0.3, 600, 120], ['c', 0.3, 3000, 99]),
        fast,
      );
      expect(
        readout.variants.map((v) => [v.id, v.visitorsToMinimum, v.conversionsToMinimum]),
      ).toEqual([
        ['control', 0, 0],
        ['b', 400, 0],
        ['c', 0, 1],
      ]);
      expect(readout.keepRunning).toEqual(['b', 'c']);
      expect(readout).toMatchObject({ enoughData: false, leader: null, minVisitors: 1000 });
    });

    it('names no leader with no visitors at all (not «the control, 50 %»)', () => {
      const readout = readExperiment(counts(['control', 0.5, 0, 0], ['b', 0.5, 0, 0]), fast);
      expect(readout).toMatchObject({ enoughData: false, leader: null });
    });

    it('names no leader when a variant was never seen, however the other did', () => {
      // Stopped with B at 0 visitors and the control at 11 visitors and 1 lead: B's
      // probability to be best is high only because nothing is known of it.
      const readout = readExperiment(counts(['control', 0.5, 11, 1], ['b', 0.5, 0, 0]), fast);
      expect(readout.variants[1]!.probabilityToBeBest).toBeGreaterThan(0.8);
      expect(readout).toMatchObject({ enoughData: false, leader: null });
    });

    it('names the likeliest best variant once every variant has its minimum sample', () => {
      const ahead = readExperiment(counts(['control', 0.5, 5000, 200], ['b', 0.5, 5000, 275]));
      expect(ahead).toMatchObject({ enoughData: true, leader: 'b', keepRunning: [] });
      const behind = readExperiment(counts(['control', 0.5, 5000, 275], ['b', 0.5, 5000, 200]));
      expect(behind).toMatchObject({ enoughData: true, leader: 'control' });
      // Exactly at the minimums is enough.
      const edge = readExperiment(counts(['control', 0.5, 1000, 100], ['b', 0.5, 1000, 100]), fast);
      expect(edge).toMatchObject({ enoughData: true, leader: 'control' });
    });
  });

  it('reads zero visitors as the prior: no rate, even odds, no split check', () => {
    const readout = readExperiment(counts(['control', 0.5, 0, 0], ['b', 0.5, 0, 0]), fast);
    for (const v of readout.variants) {
      expect(v.conversionRate).toBeNull();
      expect(v.posterior).toMatchObject({ alpha: 1, beta: 1, mean: 0.5 });
      expect(v.probabilityToBeBest).toBeCloseTo(0.5, 7);
    }
    expect(readout.variants[1]!.probabilityToBeatControl).toBeCloseTo(0.5, 12);
    expect(readout.sampleRatio).toBeNull();
    expect(readout.keepRunning).toEqual(['control', 'b']);
  });

  it('reads zero conversions as a rate of 0 with an interval above it', () => {
    const readout = readExperiment(counts(['control', 0.5, 400, 0], ['b', 0.5, 400, 8]), fast);
    const [control, b] = readout.variants;
    expect(control!.conversionRate).toBe(0);
    expect(control!.posterior.ci95[0]).toBeGreaterThan(0);
    expect(b!.probabilityToBeatControl).toBeGreaterThan(0.99);
    expect(Number.isFinite(b!.lift!.ci95[1])).toBe(true);
  });

  it('reads a single variant: best by definition, nothing to compare', () => {
    const readout = readExperiment(counts(['control', 1, 500, 20]), fast);
    expect(readout.variants[0]).toMatchObject({ probabilityToBeBest: 1, lift: null });
    expect(readout.sampleRatio).toBeNull();
  });

  it('reads four variants: the best one leads, the split is checked on three degrees of freedom', () => {
    const readout = readExperiment(
      counts(
        ['control', 0.25, 2500, 100],
        ['b', 0.25, 2500, 100],
        ['c', 0.25, 2500, 140],
        ['d', 0.25, 2500, 75],
      ),
      fast,
    );
    const best = readout.variants.map((v) => v.probabilityToBeBest);
    expect(best.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 6);
    expect(best.indexOf(Math.max(...best))).toBe(2);
    expect(readout.variants[1]!.probabilityToBeatControl).toBeCloseTo(0.5, 10);
    expect(readout.variants.map((v) => v.lift === null)).toEqual([true, false, false, false]);
    expect(readout.sampleRatio).toMatchObject({ degreesOfFreedom: 3, mismatch: false });
    expect(readout.keepRunning).toEqual(['d']);
  });

  it.each([
    ['no_variants', [], 'an experiment needs at least one variant'],
    [
      'duplicate_variant',
      counts(['control', 0.5, 10, 1], ['control', 0.5, 10, 1]),
      'variant "control" is listed twice',
    ],
    [
      'conversions_exceed_visitors',
      counts(['control', 0.5, 10, 11], ['b', 0.5, 10, 1]),
      'variant "control" has 11 conversions but only 10 visitors',
    ],
    [
      'invalid_count',
      counts(['control', 0.5, 10.5, 1], ['b', 0.5, 10, 1]),
      'visitors of variant "control" must be a whole number ≥ 0, got 10.5',
    ],
    [
      'invalid_count',
      counts(['control', 0.5, 10, -1], ['b', 0.5, 10, 1]),
      'conversions of variant "control" must be a whole number ≥ 0, got -1',
    ],
    [
      'weights_sum',
      counts(['control', 0.5, 10, 1], ['b', 0.6, 10, 1]),
      'variant weights must sum to 1, got 1.1 (control 0.5, b 0.6)',
    ],
  ])('refuses bad input: %s', (reason, input, message) => {
    expect.assertions(3);
    try {
      readExperiment(input as VariantCounts[], fast);
    } catch (error) {
      expect(error).toBeInstanceOf(ExperimentInputError);
      expect((error as ExperimentInputError).reason).toBe(reason);
      expect((error as Error).message).toBe(message);
    }
  });
});
