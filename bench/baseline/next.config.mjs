// Baseline A of bench/api-load: a minimal Next.js app (the same `next` as the product, from
// the repository's node_modules) whose handlers do only the necessary work (./work.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {import('next').NextConfig} */
const config = {
  turbopack: { root },
  outputFileTracingRoot: root,
  serverExternalPackages: ['@node-rs/argon2', '@electric-sql/pglite', 'pg', 'maxmind'],
  typescript: { ignoreBuildErrors: true },
};

export default config;
