/**
 * `npm run bench:faults -- [--pg] [--rounds 3] [--seconds 5] [--workers 10]`:
 * prints figures, not a test. Runs the production server (run
 * `npm run build` first) under registration load and kills it with SIGKILL mid-load, then
 * restarts it at once, `rounds` times. Prints, per round, the registrations acknowledged (201)
 * before the kill, how many of them are missing from the database afterwards (goal 0), and the
 * time from the restart to the next acknowledged registration (goal ≤ 2 s).
 *
 * `--pg-restart` (implies --pg): instead of killing the app, restarts PostgreSQL itself under the
 * same load (BENCH_PG_RESTART, default `pg_ctlcluster 15 main restart -m fast`; root on a
 * machine whose PostgreSQL nothing else is using at the time). Prints the answers by status
 * during the outage (goal: 503 with Retry-After, never 500), the time until the next 201
 * without restarting the app, and the acknowledged registrations missing afterwards (goal 0).
 *
 * `--webhook-day`: the CRM's webhook receiver down for a simulated day under a stream of lead
 * events, then back (./webhook-day.ts): events missing afterwards (goal 0).
 *
 * BENCH_SERVER_LOG=1 shows the server's log (its errors, if any answer was a 500).
 *
 * Default engine: PGlite in a fresh directory under .data/bench-faults. `--pg` uses a fresh
 * database on BENCH_DATABASE_URL's server (default postgresql://postgres@127.0.0.1:5432/postgres),
 * dropped at the end. Distinct bodies, spread over generated client addresses
 * (TRUSTED_PROXY_HOPS=1), so no per-address cap refuses them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import '../scripts/support/prisma-esm';
import { fetchAsFromPage } from './proof-solver';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    workers: { type: 'string', default: '10' },
    port: { type: 'string', default: '3900' },
    'pg-restart': { type: 'boolean', default: false },
    'webhook-day': { type: 'boolean', default: false },
    'per-hour': { type: 'string', default: '60' },
  },
});
if (args['webhook-day']) {
  const { webhookDay } = await import('./webhook-day');
  await webhookDay({ pg: Boolean(args.pg), perHour: Number(args['per-hour']) });
  process.exit();
}
if (args['pg-restart']) args.pg = true;
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const dataDir = '.data/bench-faults/pglite';
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const dbName = `bench_faults_${Date.now()}`;
const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();

const { Client } = await import('pg');
async function sql(url: string, text: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

function startServer(): ChildProcess {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  void _ignored;
  return spawn(process.execPath, ['server/index.mjs', '-p', String(port)], {
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TRUSTED_PROXY_HOPS: '1',
      AUTH_SECRET: 'bench-faults-secret-bench-faults-secret-0',
      SMS_DRIVER: 'outbox',
      SMS_OUTBOX_PATH: '.data/bench-faults/sms.jsonl',
      ALLOW_INSECURE_SITE_URL: '1',
      OUTBOX_IN_PROCESS: 'false',
      ...(args.pg ? { DATABASE_URL: dbUrl } : { PGLITE_DATA_DIR: dataDir }),
    },
  });
}

let seq = 0;
/** Answers by status ('503 Retry-After: 5', '201', 'no answer', …) since the last reset. */
const statuses = new Map<string, number>();
/** Answers ≥ 500 other than 503 over the whole run (goal 0). */
let serverErrors = 0;
const statusKey = (res: Response) =>
  res.headers.get('retry-after')
    ? `${res.status} Retry-After: ${res.headers.get('retry-after')}`
    : String(res.status);
/** Sends one distinct registration; the email when acknowledged with 201, else null. */
async function register(): Promise<string | null> {
  seq += 1;
  const n = `${process.pid % 100}${String(seq).padStart(6, '0')}`;
  const email = `fault${n}@example.it`;
  try {
    const res = await fetchAsFromPage(base, '/api/leads', {
      method: 'POST',
      headers: {
        origin: base,
        'x-forwarded-for': `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`,
      },
      body: {
        firstName: 'Fault',
        lastName: 'Test',
        email,
        phone: `+39347${n.slice(-7)}`,
        password: 'segreta1',
        experience: 'principiante',
        privacyAccepted: true,
      },
    });
    statuses.set(statusKey(res), (statuses.get(statusKey(res)) ?? 0) + 1);
    if (res.status >= 500 && res.status !== 503) serverErrors += 1;
    return res.status === 201 ? email : null;
  } catch {
    statuses.set('no answer', (statuses.get('no answer') ?? 0) + 1);
    return null; // connection refused or reset: not acknowledged
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntilUp(): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${base}/privacy-policy`)).ok) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
}

/** Keeps `workers` registration loops going until `stop()`; collects acknowledged emails. */
function load(workers: number) {
  const acknowledged: string[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const email = await register();
      if (email) acknowledged.push(email);
      else await sleep(20);
    }
  });
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

if (args.pg) await sql(serverUrl, `CREATE DATABASE ${dbName}`);
else await rm('.data/bench-faults', { recursive: true, force: true });

const rows: Record<string, string | number>[] = [];
const allAcknowledged: string[] = [];
let server = startServer();
await waitUntilUp();
for (let round = 1; round <= Number(args.rounds); round++) {
  const traffic = load(Number(args.workers));
  await sleep(Number(args.seconds) * 1000);
  let firstAck: number | null = null;
  if (args['pg-restart']) {
    // The database goes away under the running app; the app itself is never restarted.
    statuses.clear();
    const restartedAt = performance.now();
    const [command, ...rest] = (
      process.env.BENCH_PG_RESTART ?? 'pg_ctlcluster 15 main restart -m fast'
    ).split(' ');
    const restart = spawn(command!, rest, { stdio: 'inherit' });
    await new Promise((r) => restart.once('exit', r));
    const before = traffic.acknowledged.length;
    while (traffic.acknowledged.length === before) await sleep(20);
    firstAck = performance.now() - restartedAt;
    await sleep(2000);
  } else {
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    const killedAt = performance.now();
    server = startServer();
    // Time to the next acknowledged registration after the restart.
    while (firstAck === null) {
      if (await register()) firstAck = performance.now() - killedAt;
      else await sleep(50);
    }
  }
  await traffic.stop();
  allAcknowledged.push(...traffic.acknowledged);
  rows.push({
    round,
    acknowledged: traffic.acknowledged.length,
    [args['pg-restart'] ? 'PostgreSQL restart → 201 (s)' : 'restart → 201 (s)']:
      Math.round(firstAck / 10) / 100,
    ...(args['pg-restart'] && {
      'answers meanwhile': [...statuses].map(([k, n]) => `${k} ×${n}`).join(', '),
    }),
  });
}
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));

// Every acknowledged registration must be in the database.
let stored: Set<string>;
if (args.pg) {
  const { rows: leads } = await sql(dbUrl, 'SELECT email FROM leads');
  stored = new Set(leads.map((r: { email: string }) => r.email));
  await sql(serverUrl, `DROP DATABASE ${dbName} WITH (FORCE)`);
} else {
  const { openDatabase } = await import('@/lib/server/db/client');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  stored = new Set(
    (await database.prisma.lead.findMany({ select: { email: true } })).map((l) => l.email),
  );
  await database.close();
}
const missing = allAcknowledged.filter((e) => !stored.has(e));
console.log(
  `\nfaults (${args.pg ? 'PostgreSQL' : 'PGlite'}): ${args.workers} registration loops, ${args['pg-restart'] ? 'PostgreSQL restarted' : 'SIGKILL'} after ${args.seconds} s, ${args.rounds} rounds`,
);
console.table(rows);
console.log(`acknowledged ${allAcknowledged.length}, missing after restarts: ${missing.length}`);
console.log(`answers ≥ 500 other than 503: ${serverErrors}`);
process.exitCode = missing.length || (args['pg-restart'] && serverErrors) ? 1 : 0;
