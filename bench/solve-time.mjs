#!/usr/bin/env node
// What the proof of work costs a visitor: the home page's form in Chromium as a mid-range
// phone (Playwright's Pixel 7: its screen, touch and user agent; the CPU slowed 4× through the
// DevTools protocol's Emulation.setCPUThrottlingRate, as Lighthouse's mobile run does, and a
// slow 4G link), timed from the first focus on the form to the widget's "verified". Each run
// is a fresh page; prints per run, then the median and p95. A bench, not a test.
//
//   npm run build:e2e   (or npm run build)
//   SMS_DRIVER=outbox ALLOW_INSECURE_SITE_URL=1 AUTH_SECRET=… PORT=3511 npm start
//   node bench/solve-time.mjs --url http://127.0.0.1:3511 [--runs 10] [--rate 4] [--path /]
//
// The server's ALTCHA_MAX_NUMBER sets the cost measured (its default is production's). Two
// figures per run: "to verified" is what the visitor waits for if they never typed (the widget
// script's download, the challenge request and the solve, plus the widget's 500 ms minimum),
// "solve" is the proof of work alone as the widget reports it (its Web Workers, one per core of
// this machine: navigator.hardwareConcurrency). Chromium's throttling slows the page's main
// thread only, not its Web Workers (--rate 1 solves as fast: measured with Chromium 156 on a
// 2-core machine), so the last line also gives the time with the solve itself slowed --rate
// times, as the phone's own CPU would (its 8 cores apart: this machine lends the widget 2).
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3511' },
    path: { type: 'string', default: '/' },
    runs: { type: 'string', default: '10' },
    rate: { type: 'string', default: '4' },
  },
});
const runs = Number(args.runs);
const rate = Number(args.rate);

/** Lighthouse's "slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
const { defaultBrowserType: _ignored, ...pixel } = devices['Pixel 7'];
const context = await browser.newContext({ ...pixel, locale: 'it-IT' });

const rows = [];
try {
  for (let run = 1; run <= runs; run++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(new URL(args.path, args.url).href, { waitUntil: 'load' });
    const reject = page.getByRole('button', { name: 'Rifiuta tutti' });
    if (await reject.isVisible().catch(() => false)) await reject.click();
    await page.locator('form input[name="firstName"]').waitFor();
    const timing = await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const timeout = setTimeout(
            () => reject(new Error('no verified state in 120 s')),
            120_000,
          );
          document.addEventListener(
            'statechange',
            (event) => {
              const { state, payload } = event.detail ?? {};
              if (state === 'error') reject(new Error('the widget failed'));
              if (state !== 'verified') return;
              clearTimeout(timeout);
              const proof = JSON.parse(atob(payload));
              resolve({
                total: performance.now() - started,
                solve: proof.solution.time ?? null,
                counter: proof.solution.counter,
                maxNumber: proof.challenge.parameters.data?.maxNumber ?? null,
                workers: navigator.hardwareConcurrency,
              });
            },
            true,
          );
          const started = performance.now();
          document.querySelector('form input[name="firstName"]').focus();
        }),
    );
    rows.push(timing);
    console.log(
      `run ${String(run).padStart(2)}: to verified ${ms(timing.total)}, solve ${ms(timing.solve)} ` +
        `(counter ${timing.counter} of ${timing.maxNumber}, ${timing.workers} workers)`,
    );
    await page.close();
  }
} finally {
  await browser.close();
}

function ms(value) {
  return value === null ? '?' : `${Math.round(value)} ms`;
}

/** The q-quantile of `values` (nearest rank). */
function quantile(values, q) {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

const totals = rows.map((r) => r.total);
const solves = rows.map((r) => r.solve);
console.log(
  `\n${rows.length} solves, Pixel 7 profile, CPU ${rate}× slower, slow 4G, maxNumber ${rows[0]?.maxNumber}:` +
    `\n  focus → verified: median ${ms(quantile(totals, 0.5))}, p95 ${ms(quantile(totals, 0.95))}` +
    `\n  proof of work alone: median ${ms(quantile(solves, 0.5))}, p95 ${ms(quantile(solves, 0.95))}`,
);
// The workers ran at this machine's speed: the solve at the phone's CPU takes `rate` times as long.
const slowed = rows.map((r) => (r.solve === null ? null : r.total + r.solve * (rate - 1)));
console.log(
  `  focus → verified with the solve ${rate}× slower too: median ${ms(quantile(slowed, 0.5))}, p95 ${ms(quantile(slowed, 0.95))}`,
);
