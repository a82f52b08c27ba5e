#!/usr/bin/env node
// Why Lighthouse's mobile LCP is later than its FCP on a page whose largest text paints in the
// first frame. Lighthouse simulates (Lantern): its LCP estimate includes every script that
// finished loading *and started evaluating* before the observed LCP timestamp, with its
// download at 1.6 Mbps and its run time × 4. The observed LCP timestamp is when the first
// frame is *presented*, some ms after the main thread painted it; the scripts that arrived
// before that paint run in between. A page whose first frame waits for a stylesheet fetched
// alongside the scripts therefore has them counted; a page that paints before they arrive
// (the bare twins of bench/lighthouse.mjs, which link no stylesheet) does not.
//
// Per run and page: observed FCP and LCP (ms after navigation), the end of the main-thread
// paint before the LCP, when the first /_next/static script started evaluating, how many of
// them started before the LCP, the LCP element, and Lighthouse's simulated FCP and LCP.
//
// Usage: npm run build && npm start, then
//   node bench/lcp-race.mjs [baseUrl=http://localhost:3000] [--routes /,/privacy-policy]
//   [--runs 3] [--also http://localhost:3390: the same routes on a second server, in turns]
// Chrome: CHROME_PATH or /usr/bin/chromium. Not part of `npm test`.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

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
  const options = { bases: ['http://localhost:3000'], routes: ['/'], runs: 3 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--routes') options.routes = argv[++i].split(',').map((r) => r.trim());
    else if (argv[i] === '--runs') options.runs = Math.max(1, Number(argv[++i]) || 3);
    else if (argv[i] === '--also') options.also = argv[++i];
    else options.bases = [argv[i]];
  }
  if (options.also) options.bases.push(options.also);
  return options;
}

/** The timings of one Lighthouse run, read from its trace (ms after navigation start). */
function race(trace, url) {
  const events = trace.traceEvents;
  const nav = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url)
    .at(-1);
  if (!nav) throw new Error(`${url}: no navigation in the trace`);
  const ms = (ts) => Math.round((ts - nav.ts) / 1000);
  const ofNav = (e) => e.args?.data?.navigationId === nav.args.data.navigationId;
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  const onMain = (e) => e.pid === parse.pid && e.tid === parse.tid && e.ts >= nav.ts;
  const lcp = events
    .filter((e) => e.name === 'largestContentfulPaint::Candidate' && ofNav(e))
    .at(-1);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && ofNav(e));
  const paint = events.filter((e) => onMain(e) && e.name === 'Paint' && e.ts < lcp.ts).at(-1);
  const scripts = events
    .filter(
      (e) =>
        onMain(e) && e.name === 'EvaluateScript' && /\/_next\/static\//.test(e.args?.data?.url),
    )
    .sort((a, b) => a.ts - b.ts);
  return {
    fcp: ms(fcp.ts),
    lcp: ms(lcp.ts),
    paintEnd: paint ? ms(paint.ts + paint.dur) : NaN,
    firstScript: scripts[0] ? ms(scripts[0].ts) : NaN,
    scriptsBefore: `${scripts.filter((e) => e.ts <= lcp.ts).length}/${scripts.length}`,
  };
}

const options = parseArgs(process.argv.slice(2));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
try {
  console.log(
    `${'page'.padEnd(50)} observed: FCP  LCP paint-end 1st-script scripts<LCP | Lighthouse: FCP  LCP  LCP element`,
  );
  for (let run = 0; run < options.runs; run++) {
    for (const route of options.routes) {
      for (const base of options.bases) {
        const url = new URL(route, base).toString();
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result || result.lhr.runtimeError) throw new Error(`${url}: no result`);
        const r = race(result.artifacts.Trace, url);
        const audits = result.lhr.audits;
        const element =
          audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node
            ?.selector;
        console.log(
          `${url.padEnd(50)} ${String(r.fcp).padStart(13)} ${String(r.lcp).padStart(4)}` +
            ` ${String(r.paintEnd).padStart(9)} ${String(r.firstScript).padStart(10)}` +
            ` ${r.scriptsBefore.padStart(11)} |` +
            ` ${String(Math.round(audits['first-contentful-paint'].numericValue)).padStart(15)}` +
            ` ${String(Math.round(audits['largest-contentful-paint'].numericValue)).padStart(4)}` +
            `  ${element ?? '?'}`,
        );
      }
    }
  }
} finally {
  await chrome.kill();
}
