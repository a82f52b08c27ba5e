// Starts the built app for the e2e suite with a clean .data/e2e (embedded database and SMS
// outbox), so every run begins from an empty database. Usage: node scripts/e2e-server.mjs PORT
import { rm } from 'node:fs/promises';
import { spawn } from 'node:child_process';

const port = process.argv[2] ?? '3100';
await rm('.data/e2e', { recursive: true, force: true });
const child = spawn('npx', ['next', 'start', '-p', port], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
