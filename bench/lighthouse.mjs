#!/usr/bin/env node
// Lighthouse and page weight per public page (docs/decisions.md §7/§8), each next to its bare twin:
// a Next page with the same text as plain headings and paragraphs in a server component
// (bench/lighthouse/bare, built from the served pages on every run), served by the same
// `next` on this machine. The two are measured in turns, so a busy or shared machine slows
// both alike and the difference between them still means something.
//
// For every route of lib/site/routes.ts whose kind is not 'app':
//   HTML   gzip bytes of the page as served (the product's server compresses like the twin's),
//          the twin's, their ratio (goal <= 3), and any CSS inlined into it;
//   perf   Lighthouse mobile performance (median of N runs), product and twin, with LCP and
//          the page's LCP as a multiple of the twin's (goals: LCP <= 1.3x the twin's, score at
//          most 3 points under the twin's, total blocking time <= 1.5x the twin's);
//   a11y, best-practices, SEO of the product page (goals = 100; perf goal >= 98).
// The stylesheets the pages link are listed once at the end (gzip; cached across pages).
//
// Usage: npm run build && npm start, then
//   node bench/lighthouse.mjs [baseUrl=http://localhost:3000] [--routes /,/about]
//   [--runs 3] [--weight: page weight only, no Lighthouse] [--verbose: failing audits' items]
//   [--profile: the long tasks that make each page's blocking time, and its twin's; with
//   --weight or --profile, what the HTML is made of: CSS, inline scripts, markup]
//   [--bare-port 3390]
// Chrome: CHROME_PATH or /usr/bin/chromium. Not part of `npm test`.
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { fetchGzip, startBare } from './lighthouse/bare-twin.mjs';
import { printProfile } from './lighthouse/blocking-profile.mjs';
import { formatHtmlParts, htmlParts } from './lighthouse/html-parts.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOALS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
/** The most a public page's HTML may weigh, as a multiple of its bare twin's. */
const WEIGHT_GOAL = 3;
/** The latest a public page's LCP may be, as a multiple of its bare twin's (same run). */
const LCP_GOAL = 1.3;
/** The most a public page's performance score may fall under its bare twin's (points). */
const SCORE_GAP_GOAL = 3;
/** The most a public page's total blocking time may be, as a multiple of its twin's (same run);
 * under 50 ms (one task just over Lighthouse's 50 ms threshold) counts as met whatever the twin's. */
const TBT_GOAL = 1.5;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Whether a row's total blocking time misses TBT_GOAL against its twin's. */
const tbtOver = (row) => row.tbt > 50 && row.tbt > TBT_GOAL * row.bareTbt;

function parseArgs(argv) {
  const options = { base: 'http://localhost:3000', runs: 3, barePort: 3390 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--verbose') options.verbose = true;
    else if (argv[i] === '--profile') options.profile = true;
    else if (argv[i] === '--weight') options.weightOnly = true;
    else if (argv[i] === '--routes') options.routes = argv[++i].split(',').map((r) => r.trim());
    else if (argv[i] === '--runs') options.runs = Math.max(1, Number(argv[++i]) || 3);
    else if (argv[i] === '--bare-port') options.barePort = Number(argv[++i]);
    else options.base = argv[i];
  }
  return options;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kB = (bytes) => (bytes / 1024).toFixed(1);
const seconds = (ms) => (ms / 1000).toFixed(2);

/**
 * CSS inlined in `html` (it travels with every page): gzip bytes of its <style> blocks, and
 * how many times it is there (Next's inlineCss repeats it as text in the RSC payload).
 */
function inlineCss(html) {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  if (css.length < 200) return { bytes: 0, copies: 0 };
  const count = (text) => html.split(text).length - 1;
  const probe = css.slice(0, 120);
  const escaped = JSON.stringify(probe).slice(1, -1);
  const copies = count(probe) + (escaped === probe ? 0 : count(escaped));
  return { bytes: gzipSync(css, { level: 6 }).length, copies };
}

const { PUBLIC_ROUTES } = await tsImport('../lib/site/routes.ts', import.meta.url);
const options = parseArgs(process.argv.slice(2));
const routes = options.routes ?? PUBLIC_ROUTES.filter((r) => r.kind !== 'app').map((r) => r.path);
const bareBase = `http://localhost:${options.barePort}`;

// The product's pages as served now: their text makes the twins, their bytes the weight.
const product = {};
const stylesheets = new Map();
for (const route of routes) {
  const { wire, body } = await fetchGzip(new URL(route, options.base).toString());
  const html = body.toString('utf8');
  product[route] = { wire, html, inlineCss: inlineCss(html) };
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    if (!stylesheets.has(href)) stylesheets.set(href, await fetchGzip(new URL(href, options.base)));
  }
}
const bareServer = await startBare(
  Object.fromEntries(routes.map((r) => [r, product[r].html])),
  options.barePort,
);

let chrome;
const rows = [];
try {
  const lighthouse = options.weightOnly ? undefined : (await import('lighthouse')).default;
  if (lighthouse) {
    const chromeLauncher = await import('chrome-launcher');
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
  }
  const audit = async (url, onlyCategories) => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories,
    });
    if (!result || result.lhr.runtimeError) {
      throw new Error(`${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
    }
    return result.lhr;
  };

  console.log(
    `${'route'.padEnd(30)} ${'HTML kB gzip'.padEnd(22)}` +
      (lighthouse ? ` ${'perf'.padEnd(9)} ${'LCP s'.padEnd(17)}  a11y   bp  seo` : ''),
  );
  console.log(
    `${''.padEnd(30)} ${'page  twin  ×  (CSS)'.padEnd(22)}` +
      (lighthouse ? ` ${'page twin'.padEnd(9)} ${'page  twin   ×'.padEnd(17)}` : ''),
  );
  for (const route of routes) {
    const bare = await fetchGzip(new URL(route, bareBase).toString());
    const row = { route, html: product[route].wire, bareHtml: bare.wire };
    if (options.profile || options.weightOnly) {
      row.parts = formatHtmlParts(
        htmlParts(product[route].html),
        htmlParts(bare.body.toString('utf8')),
      );
    }
    row.ratio = row.html / row.bareHtml;
    row.inlineCss = product[route].inlineCss;
    row.under = row.ratio > WEIGHT_GOAL ? ['weight'] : [];
    if (lighthouse) {
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      const vitals = { lcp: [], bareLcp: [], barePerf: [], tbt: [], bareTbt: [], cls: [], bi: [] };
      const failing = new Set();
      const details = new Map();
      const profiles = [];
      for (let i = 0; i < options.runs; i++) {
        // In turns: the page, then its twin, under the same load of the machine.
        const lhr = await audit(new URL(route, options.base).toString(), CATEGORIES);
        const twin = await audit(new URL(route, bareBase).toString(), ['performance']);
        vitals.lcp.push(lhr.audits['largest-contentful-paint'].numericValue ?? 0);
        vitals.tbt.push(lhr.audits['total-blocking-time'].numericValue ?? 0);
        if (options.profile) profiles.push({ tbt: vitals.tbt.at(-1), lhr, twin });
        vitals.cls.push(lhr.audits['cumulative-layout-shift'].numericValue ?? 0);
        // Lighthouse's CPU benchmark of this machine during the run: TBT scales with it.
        vitals.bi.push(lhr.environment.benchmarkIndex ?? 0);
        vitals.bareLcp.push(twin.audits['largest-contentful-paint'].numericValue ?? 0);
        vitals.bareTbt.push(twin.audits['total-blocking-time'].numericValue ?? 0);
        vitals.barePerf.push(Math.round((twin.categories.performance.score ?? 0) * 100));
        for (const c of CATEGORIES) {
          const category = lhr.categories[c];
          scores[c].push(Math.round((category.score ?? 0) * 100));
          if (c === 'performance') continue;
          for (const ref of category.auditRefs) {
            const a = lhr.audits[ref.id];
            if (ref.weight > 0 && a.score !== null && a.score < 1) {
              failing.add(ref.id);
              if (a.details?.items?.length) details.set(ref.id, a.details.items);
            }
          }
        }
      }
      for (const c of CATEGORIES) row[c] = median(scores[c]);
      Object.assign(row, {
        barePerformance: median(vitals.barePerf),
        lcp: median(vitals.lcp),
        bareLcp: median(vitals.bareLcp),
        tbt: median(vitals.tbt),
        bareTbt: median(vitals.bareTbt),
        cls: median(vitals.cls),
        cpuIndex: median(vitals.bi),
        failing: [...failing],
        details,
      });
      row.lcpRatio = row.lcp / row.bareLcp;
      // The run whose blocking time is the median's (the lower middle one for an even count).
      row.profile = [...profiles].sort((a, b) => a.tbt - b.tbt)[
        Math.floor((profiles.length - 1) / 2)
      ];
      row.under.push(...CATEGORIES.filter((c) => row[c] < GOALS[c]));
      if (row.lcpRatio > LCP_GOAL) row.under.push('lcp vs twin');
      if (row.barePerformance - row.performance > SCORE_GAP_GOAL) row.under.push('perf vs twin');
      if (tbtOver(row)) row.under.push('tbt vs twin');
    }
    rows.push(row);
    const weight =
      `${kB(row.html).padStart(5)} ${kB(row.bareHtml).padStart(5)} ${row.ratio.toFixed(1).padStart(3)}` +
      `  ${row.inlineCss.bytes ? `(${kB(row.inlineCss.bytes)} ×${row.inlineCss.copies})` : ''}`;
    let line = `${route.padEnd(30)} ${weight.padEnd(22)}`;
    if (lighthouse) {
      line +=
        ` ${String(row.performance).padStart(4)} ${String(row.barePerformance).padStart(4)}` +
        ` ${seconds(row.lcp).padStart(5)} ${seconds(row.bareLcp).padStart(5)}` +
        ` ${row.lcpRatio.toFixed(2).padStart(5)}` +
        ` ${['accessibility', 'best-practices', 'seo'].map((c) => String(row[c]).padStart(4)).join(' ')}` +
        `  TBT ${Math.round(row.tbt)} ms (twin ${Math.round(row.bareTbt)}), CLS ${row.cls.toFixed(3)}, CPU index ${Math.round(row.cpuIndex)}`;
    }
    if (row.under.length) line += `  UNDER: ${row.under.join(', ')}`;
    if (row.failing?.length) line += `  (audits: ${row.failing.join(', ')})`;
    console.log(line);
    if (row.parts) console.log(`  ${row.parts}`);
    if (row.profile) printProfile(route, row.profile.lhr, row.profile.twin);
    if (options.verbose && row.details) {
      for (const [id, items] of row.details)
        console.log(`    ${id}: ${JSON.stringify(items).slice(0, 600)}`);
    }
  }
} finally {
  await chrome?.kill();
  bareServer.kill();
}

console.log('\nstylesheets linked by these pages (fetched once, then cached):');
for (const [href, { wire, body }] of stylesheets)
  console.log(`  ${href}  ${kB(body.length)} kB, ${kB(wire)} kB gzip`);
if (!stylesheets.size) console.log('  none');
const heaviest = rows.reduce((a, b) => (b.ratio > a.ratio ? b : a));
console.log(
  `\n${rows.length} pages; HTML goal <= ${WEIGHT_GOAL}× the bare twin (heaviest ${heaviest.route} ` +
    `${heaviest.ratio.toFixed(2)}×); ${rows.filter((r) => r.under.includes('weight')).length} over`,
);
console.log(
  'HTML: gzip bytes as served; (CSS ×n): gzip bytes of the CSS inlined in the page, n copies.',
);
if (!options.weightOnly) {
  const under = rows.filter((r) => r.under.some((u) => u !== 'weight')).length;
  console.log(
    `Lighthouse: median of ${options.runs}, mobile; goals perf >= 98 and a11y, bp, seo = 100, ` +
      `${under} under. Twin: the same text without the product's markup, styles and scripts.`,
  );
  const twinGoals = rows.filter(
    (r) =>
      r.lcpRatio > LCP_GOAL || r.barePerformance - r.performance > SCORE_GAP_GOAL || tbtOver(r),
  );
  console.log(
    `Against the twin: LCP <= ${LCP_GOAL}×, perf at most ${SCORE_GAP_GOAL} points under and TBT ` +
      `<= ${TBT_GOAL}× (or under 50 ms), ` +
      `${twinGoals.length} of ${rows.length} pages miss it` +
      (twinGoals.length ? ` (${twinGoals.map((r) => r.route).join(', ')})` : '') +
      '.',
  );
  console.log(
    'CPU index: Lighthouse benchmarkIndex (higher = faster). Simulated throttling multiplies the ' +
      'observed main-thread time by 4, so TBT on a shared or busy machine varies between runs.',
  );
}
