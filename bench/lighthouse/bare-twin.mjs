// The bare twins of bench/lighthouse.mjs: a Next app (./bare) whose pages carry the served
// pages' text as plain headings and paragraphs, built from those pages on every run and served
// by the same `next` on this machine; and the gzip fetch both sides are weighed with.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { pageText } from './page-text.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const bareDir = 'bench/lighthouse/bare';
const barePages = path.join(root, 'bench/results/lighthouse-bare-pages.json');

/** GET `url` asking for gzip: the bytes on the wire and the decoded body. */
export function fetchGzip(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        if (res.statusCode !== 200) return reject(new Error(`${url}: HTTP ${res.statusCode}`));
        const gzipped = res.headers['content-encoding'] === 'gzip';
        const body = gzipped ? gunzipSync(raw) : raw;
        // A server that does not compress is weighed as if it did (gzip level 6, nginx's).
        resolve({ wire: gzipped ? raw.length : gzipSync(raw, { level: 6 }).length, body });
      });
    });
    req.on('error', reject);
  });
}

function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed:\n${output}`)),
    );
  });
}

async function waitUntilUp(url, child) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error('the bare twin server stopped');
    try {
      await fetchGzip(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer`);
}

/** Builds and starts the bare twins of `pages` ({ route: html }); resolves to the server. */
export async function startBare(pages, port) {
  const inUse = await fetchGzip(`http://localhost:${port}/`).then(
    () => true,
    (error) => error.code !== 'ECONNREFUSED',
  );
  if (inUse) throw new Error(`port ${port} is taken: stop what runs there or pass --bare-port`);
  const texts = Object.fromEntries(Object.entries(pages).map(([r, html]) => [r, pageText(html)]));
  await mkdir(path.dirname(barePages), { recursive: true });
  await writeFile(barePages, JSON.stringify(texts));
  process.stderr.write(`building the bare twins (${bareDir}) …\n`);
  await run(process.execPath, [nextBin, 'build', bareDir], { BARE_PAGES: barePages });
  const child = spawn(process.execPath, [nextBin, 'start', bareDir, '-p', String(port)], {
    cwd: root,
    stdio: 'ignore',
  });
  await waitUntilUp(`http://localhost:${port}${Object.keys(pages)[0]}`, child);
  return child;
}
