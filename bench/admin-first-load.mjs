#!/usr/bin/env node
// Admin first load (goal ≤ 300 kB gzip). /admin is rendered per request behind the
// session, so bench/js-budget.mjs (built HTML) cannot see it. This script starts the built app
// on a scratch PGlite database filled by the demo seed (a back-office with data: the charts
// are drawn), signs in, and opens every section from a cold browser (Debian's Chromium, a
// fresh context each time) at its route (/admin, /admin/<section>). It counts the JavaScript
// fetched until the network is idle: the scripts of the server-rendered HTML plus the chunks
// loaded on demand for the section shown. Sizes are gzip level 9 of each file, as bench/js-budget.mjs counts them.
// Usage: npm run build && node bench/admin-first-load.mjs [--port 3400] [--budget 300]
// Chrome: CHROME_PATH or /usr/bin/chromium. Not part of `npm test`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const port = Number(arg('--port', 3400));
const budgetKb = Number(arg('--budget', 300));
const base = `http://localhost:${port}`;
const admin = { username: 'bench-admin', password: randomBytes(12).toString('hex') };
const dataDir = await mkdtemp(path.join(tmpdir(), 'admin-first-load-'));
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  CHECKPOINT_DISABLE: '1',
  DATABASE_URL: '',
  PGLITE_DATA_DIR: dataDir,
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
  AUTH_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  // A production server refuses the default SMS driver and an http SITE_URL (env.ts).
  SMS_DRIVER: 'outbox',
  ALLOW_INSECURE_SITE_URL: '1',
};

/** Runs a command to completion; rejects on a non-zero exit. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

/** Resolves once `url` answers, or rejects after `ms`. */
async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

const { ADMIN_SECTIONS, sectionPath } = await tsImport(
  '../components/admin/shell/admin-nav.ts',
  import.meta.url,
);

await run(process.execPath, [
  'node_modules/tsx/dist/cli.mjs',
  '--conditions=react-server',
  'prisma/seed-demo.ts',
]);
const server = spawn(process.execPath, ['server/index.mjs', '--port', String(port)], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
let over = 0;
try {
  await waitFor(`${base}/admin-login`);
  // Sign in once through the API (same origin, as the form does); every section reuses it.
  const login = await browser.newContext({ baseURL: base });
  const answer = await login.request.post('/api/admin/login', {
    data: admin,
    headers: { Origin: base },
  });
  if (!answer.ok()) throw new Error(`sign-in failed: ${answer.status()}`);
  const storageState = await login.storageState();
  await login.close();

  console.log(`${'page'.padEnd(34)} ${'first load'.padStart(10)}   in HTML  on demand`);
  for (const section of ADMIN_SECTIONS) {
    const context = await browser.newContext({ baseURL: base, storageState });
    const page = await context.newPage();
    // Link prefetches (RSC payloads, not JavaScript: the sidebar asks for none, the dashboard's
    // quick links do) are left out: they would keep the network busy without adding a script.
    await context.route('**/*', (request) =>
      request.request().headers()['next-router-prefetch'] ? request.abort() : request.continue(),
    );
    const scripts = new Map();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' && url.pathname.endsWith('.js')) {
        scripts.set(url.pathname, response);
      }
    });
    const route = sectionPath(section);
    const document = await page.goto(route, { waitUntil: 'networkidle' });
    if (!document?.ok() || new URL(page.url()).pathname !== route) {
      throw new Error(`${route}: not the back-office (${document?.status()} ${page.url()})`);
    }
    const html = await document.text();
    let total = 0;
    let inHtml = 0;
    for (const [pathname, response] of scripts) {
      const size = gzipSync(await response.body(), { level: 9 }).length;
      total += size;
      if (html.includes(`src="${pathname}`)) inHtml += size;
    }
    const flag = total / 1024 > budgetKb ? '  OVER' : '';
    if (flag) over++;
    console.log(
      `${route.padEnd(34)} ${(total / 1024).toFixed(1).padStart(7)} kB ${(inHtml / 1024)
        .toFixed(1)
        .padStart(9)} ${((total - inHtml) / 1024).toFixed(1).padStart(10)}${flag}`,
    );
    await context.close();
  }
  console.log(`\n${ADMIN_SECTIONS.length} sections, budget ${budgetKb} kB gzip, ${over} over`);
} finally {
  await browser.close();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await rm(dataDir, { recursive: true, force: true });
}
