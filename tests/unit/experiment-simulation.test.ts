/**
 * A small deterministic run of bench/ab-simulation.ts: 10,000 synthetic visitors with known true
 * rates, read out as an operator would read them. The bench prints more (other seeds, A/A).
 */
import { SCENARIOS, simulateRun } from '@/bench/ab-simulation/simulate';
import { readExperiment } from '@/lib/experiments/statistics';

const SEED = 42;
const read = (scenario: keyof typeof SCENARIOS, visitors: number[]) =>
  simulateRun(SCENARIOS[scenario].variants, visitors, SEED).map((counts) =>
    readExperiment(counts, { draws: 2000 }),
  );

describe('the readout of a simulated experiment', () => {
  it('picks B (5.5 %) over control (4 %) at 10,000 visitors, and says keep running at 1,000', () => {
    const [early, final] = read('betterB', [1000, 10_000]);
    expect(early!.keepRunning).toEqual(['control', 'b']);
    const b = final!.variants[1]!;
    expect(b.probabilityToBeBest).toBeGreaterThan(0.95);
    expect(b.probabilityToBeatControl).toBeGreaterThan(0.95);
    expect(b.lift!.ci95[0]).toBeGreaterThan(0);
    expect(final!.keepRunning).toEqual([]);
  });

  it('keeps the sample-ratio check quiet at the configured split', () => {
    const [final] = read('betterB', [10_000]);
    expect(final!.variants.map((v) => v.visitors).reduce((a, b) => a + b)).toBe(10_000);
    expect(final!.sampleRatio!.mismatch).toBe(false);
  });

  it('fires the sample-ratio check when 50/50 is configured but traffic splits 55/45', () => {
    const [final] = read('wrongSplit', [10_000]);
    expect(final!.sampleRatio!.mismatch).toBe(true);
    expect(final!.sampleRatio!.pValue).toBeLessThan(1e-6);
  });

  it('picks the best of four variants', () => {
    const [final] = read('fourVariants', [10_000]);
    const best = final!.variants.map((v) => v.probabilityToBeBest);
    expect(final!.variants[best.indexOf(Math.max(...best))]!.id).toBe('c');
    expect(final!.sampleRatio!.mismatch).toBe(false);
  });

  it('gives the same counts for the same seed', () => {
    const variants = SCENARIOS.betterB.variants;
    expect(simulateRun(variants, [3000], 7)).toEqual(simulateRun(variants, [3000], 7));
    expect(simulateRun(variants, [3000], 7)).not.toEqual(simulateRun(variants, [3000], 8));
  });
});
