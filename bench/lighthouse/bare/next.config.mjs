// The bare twin of the public pages (bench/lighthouse): a Next app with nothing but the
// pages' text, built with the same `next` from the repository's node_modules. Its output
// goes under the product's .next, which git, ESLint and the product's own build ignore or
// replace, and which the bench rebuilds on every run anyway.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

/** @type {import('next').NextConfig} */
const config = {
  distDir: path.relative(here, path.join(root, '.next/bench-bare')),
  turbopack: { root },
  outputFileTracingRoot: root,
  poweredByHeader: false,
};

export default config;
