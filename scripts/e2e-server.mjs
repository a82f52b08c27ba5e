// Starts the built app for the e2e suite with a clean .data/e2e (embedded database and SMS
// outbox; E2E_DATA_DIR names another, for a second server), so every run begins from an empty
// database. It runs the production server
// (server/index.mjs, as `npm start` does), not `next start`, so that the suite exercises the
// client-address rule and graceful stop of production. Usage: node scripts/e2e-server.mjs PORT
import { rm } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const port = process.argv[2] ?? '3100';
await rm(process.env.E2E_DATA_DIR ?? '.data/e2e', { recursive: true, force: true });
const server = fileURLToPath(new URL('../server/index.mjs', import.meta.url));
const child = spawn(process.execPath, [server, '-p', port], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
