#!/usr/bin/env node
// Lighthouse scores per public page (DESIGN.md §7/§8): mobile form
// factor (Lighthouse's default), median of N runs of performance, accessibility,
// best-practices and SEO for every route of lib/routes.ts whose kind is not 'app'.
// Goals: performance >= 98, the other three = 100; pages under a goal are flagged.
// Usage: npm run build && npm start, then
//   node bench/lighthouse.mjs [baseUrl=http://localhost:3000] [--routes /,/about] [--runs 3]
//   [--verbose: print the items of failing audits]
// Chrome: CHROME_PATH or /usr/bin/chromium. Not part of `npm test`.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { tsImport } from 'tsx/esm/api';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOALS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function parseArgs(argv) {
  const options = { base: 'http://localhost:3000', routes: undefined, runs: 3 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--verbose') continue;
    else if (argv[i] === '--routes') options.routes = argv[++i].split(',').map((r) => r.trim());
    else if (argv[i] === '--runs') options.runs = Math.max(1, Number(argv[++i]) || 3);
    else options.base = argv[i];
  }
  return options;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const { PUBLIC_ROUTES } = await tsImport('../lib/routes.ts', import.meta.url);
const options = parseArgs(process.argv.slice(2));
const verbose = process.argv.includes('--verbose');
const routes = options.routes ?? PUBLIC_ROUTES.filter((r) => r.kind !== 'app').map((r) => r.path);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const rows = [];
console.log(`${'route'.padEnd(34)}  perf  a11y    bp   seo`);
try {
  for (const route of routes) {
    const url = new URL(route, options.base).toString();
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
    const failing = new Set();
    const metrics = { lcp: [], tbt: [], cls: [], bi: [] };
    const details = new Map();
    for (let run = 0; run < options.runs; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result || result.lhr.runtimeError) {
        throw new Error(`${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
      }
      const { audits } = result.lhr;
      metrics.lcp.push(audits['largest-contentful-paint'].numericValue ?? 0);
      metrics.tbt.push(audits['total-blocking-time'].numericValue ?? 0);
      metrics.cls.push(audits['cumulative-layout-shift'].numericValue ?? 0);
      // Lighthouse's CPU benchmark of this machine during the run: TBT scales with it.
      metrics.bi.push(result.lhr.environment.benchmarkIndex ?? 0);
      for (const c of CATEGORIES) {
        const category = result.lhr.categories[c];
        scores[c].push(Math.round((category.score ?? 0) * 100));
        if (c === 'performance') continue;
        for (const ref of category.auditRefs) {
          const audit = result.lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
            failing.add(ref.id);
            if (audit.details?.items?.length) details.set(ref.id, audit.details.items);
          }
        }
      }
    }
    const row = { route, ...Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])) };
    row.under = CATEGORIES.filter((c) => row[c] < GOALS[c]);
    row.failing = [...failing];
    rows.push(row);
    const cells = CATEGORIES.map((c) => String(row[c]).padStart(5)).join(' ');
    const flag = row.under.length ? `  UNDER: ${row.under.join(', ')}` : '';
    const audits = row.failing.length ? `  (audits: ${row.failing.join(', ')})` : '';
    const vitals =
      `LCP ${(median(metrics.lcp) / 1000).toFixed(2)} s, TBT ${Math.round(median(metrics.tbt))} ms, ` +
      `CLS ${median(metrics.cls).toFixed(3)}, CPU index ${Math.round(median(metrics.bi))}`;
    console.log(`${route.padEnd(34)} ${cells}  ${vitals}${flag}${audits}`);
    if (verbose) {
      for (const [id, items] of details)
        console.log(`    ${id}: ${JSON.stringify(items).slice(0, 600)}`);
    }
  }
} finally {
  await chrome.kill();
}

const under = rows.filter((r) => r.under.length).length;
console.log(`\ncolumns: ${CATEGORIES.join(' ')} (median of ${options.runs}, mobile)`);
console.log(`${rows.length} pages, goals perf >= 98 and others = 100, ${under} under`);
console.log(
  'CPU index: Lighthouse benchmarkIndex (higher = faster). Simulated throttling multiplies the ' +
    'observed main-thread time by 4, so TBT on a shared or busy machine varies between runs.',
);
