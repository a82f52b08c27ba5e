/**
 * `npm run bench:ab-sim [-- --seed N --runs N --json]`: prints figures, not a test. Simulates
 * 10,000 visitors per scenario (bench/ab-simulation/simulate.ts: known true rates, configured
 * weights, and a split that is right or wrong) and prints the readout of
 * lib/experiments/statistics.ts after 1,000, 5,000 and 10,000 of them. Then checks, at 10,000:
 * the truly better variant has the highest probability to be best (≥ 95 % with two variants);
 * the sample-ratio check stays quiet at the configured split and fires at 55/45; at 1,000
 * visitors the readout says to keep running and names no leader («dati insufficienti»). Last, the same runs over `--runs` seeds (default
 * 50) count how often each of those holds, and how often an A/A test shows a false winner.
 * Every scenario runs on the same seed, so the control's counts coincide across scenarios.
 * Exits 1 when a check of the seeded run fails.
 */
import { parseArgs } from 'node:util';
import { probabilityToBeBest, posterior } from '@/lib/experiments/beta-binomial';
import { sampleRatioTest } from '@/lib/experiments/sample-ratio';
import {
  LIFT_DRAWS,
  LIFT_SEED,
  MIN_CONVERSIONS_PER_VARIANT,
  MIN_VISITORS_PER_VARIANT,
  readExperiment,
  type ExperimentReadout,
} from '@/lib/experiments/statistics';
import { SCENARIOS, simulateRun, type Scenario } from './ab-simulation/simulate';

const { values: args } = parseArgs({
  options: {
    seed: { type: 'string', default: '42' },
    runs: { type: 'string', default: '50' },
    json: { type: 'boolean', default: false },
  },
});
const seed = Number(args.seed);
const runs = Number(args.runs);
const CHECKPOINTS = [1_000, 5_000, 10_000];
/** "Picks the better variant": its probability to be best at least this. */
const CONFIDENT = 0.95;

const pct = (x: number, digits = 1) => `${(x * 100).toFixed(digits)} %`;
/** A probability: the extremes as bounds, not as a rounded 0 or 100 %. */
const prob = (x: number) => (x > 0.999 ? '>99.9 %' : x < 0.001 ? '<0.1 %' : pct(x));
const signedPct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(0)} %`;
const pValue = (p: number) => (p < 1e-4 ? p.toExponential(1) : p.toFixed(4));
const row = (cells: string[], widths: number[]) =>
  cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
const WIDTHS = [9, 8, 6, 8, 5, 7, 8, 8, 16];

function printReadout(total: number, readout: ExperimentReadout): void {
  readout.variants.forEach((v, i) => {
    const lift = v.lift ? `${signedPct(v.lift.ci95[0])} … ${signedPct(v.lift.ci95[1])}` : '—';
    const missing = [
      v.visitorsToMinimum > 0 ? `${v.visitorsToMinimum} visitors` : '',
      v.conversionsToMinimum > 0 ? `${v.conversionsToMinimum} conversions` : '',
    ].filter(Boolean);
    const note = v.keepRunning ? `  keep running (${missing.join(', ')} more)` : '';
    console.log(
      row(
        [
          i === 0 ? total.toLocaleString('en') : '',
          v.id,
          pct(v.weight, 0),
          String(v.visitors),
          String(v.conversions),
          v.conversionRate === null ? '—' : pct(v.conversionRate, 2),
          v.probabilityToBeatControl === null ? '—' : prob(v.probabilityToBeatControl),
          prob(v.probabilityToBeBest),
          lift,
        ],
        WIDTHS,
      ) + note,
    );
  });
  console.log(
    `${''.padEnd(WIDTHS[0]!)}  ${readout.leader === null ? 'no leader: insufficient data' : `leader: ${readout.leader}`}`,
  );
  const srm = readout.sampleRatio;
  console.log(
    srm
      ? `${''.padEnd(WIDTHS[0]!)}  SRM χ² ${srm.chiSquare.toFixed(2)}, df ${srm.degreesOfFreedom}, p ${pValue(srm.pValue)}: ${srm.mismatch ? 'MISMATCH, the split is not the configured one' : 'split as configured'}`
      : `${''.padEnd(WIDTHS[0]!)}  SRM not judged yet`,
  );
}

function leader(readout: ExperimentReadout) {
  return readout.variants.reduce((a, b) => (b.probabilityToBeBest > a.probabilityToBeBest ? b : a));
}

const checks: { label: string; ok: boolean; figure: string }[] = [];
const json: Record<string, ExperimentReadout[]> = {};

if (!args.json)
  console.log(
    `A/B readout simulation: seed ${seed}; lift by Monte Carlo, ${LIFT_DRAWS.toLocaleString('en')} draws (seed ${LIFT_SEED}); keep running below ${MIN_VISITORS_PER_VARIANT} visitors or ${MIN_CONVERSIONS_PER_VARIANT} conversions per variant`,
  );
for (const [key, scenario] of Object.entries(SCENARIOS) as [string, Scenario][]) {
  const snapshots = simulateRun(scenario.variants, CHECKPOINTS, seed);
  const readouts = snapshots.map((counts) => readExperiment(counts));
  json[key] = readouts;
  if (!args.json) {
    console.log(`\n${scenario.title}`);
    console.log(
      row(
        ['visitors', 'variant', 'weight', 'visitors', 'conv', 'rate', 'P(>ctrl)', 'P(best)'],
        WIDTHS,
      ) + '  lift, 95 % CrI',
    );
    readouts.forEach((readout, i) => printReadout(CHECKPOINTS[i]!, readout));
  }
  const final = readouts.at(-1)!;
  const top = leader(final);
  if (scenario.best && !scenario.brokenSplit) {
    const bar = scenario.variants.length === 2 ? CONFIDENT : 0;
    checks.push({
      label: `${key}: the readout picks ${scenario.best}`,
      ok: top.id === scenario.best && top.probabilityToBeBest >= bar,
      figure: `P(best) ${top.id} ${prob(top.probabilityToBeBest)}`,
    });
  }
  checks.push({
    label: `${key}: SRM ${scenario.brokenSplit ? 'fires at the wrong split' : 'stays quiet'}`,
    ok: (final.sampleRatio?.mismatch ?? false) === scenario.brokenSplit,
    figure: final.sampleRatio ? `p ${pValue(final.sampleRatio.pValue)}` : 'not judged',
  });
  if (key === 'betterB')
    checks.push({
      label: `${key}: at 1,000 visitors the readout says keep running and names no leader`,
      ok: readouts[0]!.keepRunning.length > 0 && readouts[0]!.leader === null,
      figure: `short: ${readouts[0]!.keepRunning.join(', ')}`,
    });
}

/** Over many seeds, only the cheap parts (no Monte Carlo): P(best) and the SRM check. */
function overSeeds(scenario: Scenario) {
  let confident = 0;
  let mismatches = 0;
  for (let k = 0; k < runs; k++) {
    const counts = simulateRun(scenario.variants, [10_000], seed + 1 + k)[0]!;
    const best = probabilityToBeBest(counts.map((c) => posterior(c.visitors, c.conversions)));
    const top = best.indexOf(Math.max(...best));
    if (best[top]! >= CONFIDENT && (scenario.best === null || counts[top]!.id === scenario.best))
      confident++;
    const srm = sampleRatioTest(
      counts.map((c) => c.id),
      counts.map((c) => c.visitors),
      counts.map((c) => c.weight),
    );
    if (srm?.mismatch) mismatches++;
  }
  return { confident, mismatches };
}

if (args.json) {
  console.log(JSON.stringify({ seed, readouts: json, checks }, null, 2));
} else {
  console.log(`\nChecks at 10,000 visitors (seed ${seed})`);
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'FAIL'}  ${c.label} (${c.figure})`);
  console.log(`\nOver ${runs} other seeds, 10,000 visitors each`);
  const better = overSeeds(SCENARIOS.betterB);
  const wrong = overSeeds(SCENARIOS.wrongSplit);
  const aa = overSeeds(SCENARIOS.aa);
  console.log(`  betterB:    B has P(best) ≥ 95 % in ${better.confident}/${runs} runs`);
  console.log(
    `  betterB:    SRM false alarm in ${better.mismatches}/${runs} runs (expected ≈ 0.1 %)`,
  );
  console.log(`  wrongSplit: SRM fired in ${wrong.mismatches}/${runs} runs`);
  console.log(
    `  aa:         a false winner (P(best) ≥ 95 %) in ${aa.confident}/${runs} runs (expected ≈ 10 %: one look, two tails of 5 %)`,
  );
  console.log(`  aa:         SRM false alarm in ${aa.mismatches}/${runs} runs`);
}
process.exit(checks.every((c) => c.ok) ? 0 : 1);
