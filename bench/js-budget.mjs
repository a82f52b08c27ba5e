#!/usr/bin/env node
// JS budget: gzip size of the JavaScript each pre-rendered page loads,
// read from the built HTML in .next/server/app (Next 16 no longer prints First Load JS).
// Usage: npm run build && node bench/js-budget.mjs [--budget 170]
// /admin is rendered per request behind the session: bench/admin-first-load.mjs measures it.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKb = Number(process.argv[process.argv.indexOf('--budget') + 1]) || 170;
const appDir = '.next/server/app';
const sizeCache = new Map();

async function htmlFiles(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(full)));
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

async function gzipSize(src) {
  if (!sizeCache.has(src)) {
    const file = path.join('.next', src.replace(/^\/_next\//, '').split('?')[0]);
    sizeCache.set(src, gzipSync(await readFile(file), { level: 9 }).length);
  }
  return sizeCache.get(src);
}

const rows = [];
for (const file of await htmlFiles(appDir)) {
  const html = await readFile(file, 'utf8');
  const scripts = [
    ...new Set(
      [...html.matchAll(/<script([^>]*)src="([^"]+\.js[^"]*)"([^>]*)>/g)]
        .filter((m) => !/nomodule/i.test(m[1] + m[3]))
        .map((m) => m[2]),
    ),
  ];
  let total = 0;
  for (const src of scripts) total += await gzipSize(src);
  const route =
    '/' +
    path
      .relative(appDir, file)
      .replace(/\.html$/, '')
      .replace(/^index$/, '')
      .replace(/^_global-error$|^_not-found$/, (m) => m);
  rows.push({ route, kb: total / 1024, scripts: scripts.length });
}
rows.sort((a, b) => a.route.localeCompare(b.route));
let over = 0;
for (const { route, kb, scripts } of rows) {
  const flag = kb > budgetKb ? '  OVER' : '';
  if (flag) over++;
  console.log(
    `${route.padEnd(40)} ${kb.toFixed(1).padStart(7)} kB gzip  (${scripts} scripts)${flag}`,
  );
}
console.log(`\n${rows.length} pages, budget ${budgetKb} kB, ${over} over`);
