/**
 * `npm run bench:api-load -- [--db pg|pglite|both] [--seconds 60] [--connections 50]
 *   [--only track,register,stats,admin,static] [--servers app,next,node] [--profile]`.
 * Prints figures, not a test. For each engine, runs autocannon against three servers in turn,
 * in the same run and on a fresh database each:
 *   app  — the product's production server (scripts/server.mjs; run `npm run build` first);
 *   next — baseline A, the framework floor: a minimal Next.js app (bench/baseline, built here
 *          on first use) whose handlers do only the necessary work through raw `pg`/PGlite;
 *   node — baseline B, the limit: the same work in a plain node:http server.
 * Endpoints: POST /api/leads (distinct bodies), POST /api/track-page (a new visitor session per
 * request: rate limit, update, insert), GET /api/stats/live (the baselines: an empty handler),
 * the admin GET /api/leads (signed in), and a pre-rendered page (gzip accepted). Every request
 * carries its own client address (X-Forwarded-For, one trusted hop) so no per-IP cap refuses
 * it. For the writes, rows in the database are compared with the 2xx answers.
 * `--profile`: the app runs under `node --cpu-prof` and, per endpoint, a summary of where its
 * CPU time went is printed (./profile-summary.ts); run one endpoint at a time with --only.
 * Goals: app ≥ 0.6 × next on every endpoint, p99 ≤ 150 ms, 0 errors, rows = 2xx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { adminCookie, pgliteSql, pgSql, type Sql } from './baseline/work';
import { summarise } from './profile-summary';
import { scenario, type ServerKind } from './api-load/scenarios';
import { report, type Engine, type Row } from './api-load/report';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string', default: 'register,track,stats,admin,static' },
    servers: { type: 'string', default: 'app,next,node' },
    port: { type: 'string', default: '3960' },
    profile: { type: 'boolean', default: false },
  },
});
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const WORK_DIR = '.data/bench-api-load';
/** Kept CPU profiles (open in Chrome DevTools or speedscope). */
const PROFILE_DIR = 'bench/results/profiles';
const SECRET = 'bench-api-load-secret-bench-api-load-0';
const ADMIN = { username: 'bench', password: 'bench-api-load-password' };
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where each engine's data lives in this run. */
function target(engine: Engine, runId: string) {
  if (engine === 'pglite') return `${WORK_DIR}/pglite-${runId}`;
  return Object.assign(new URL(PG_SERVER), { pathname: `/bench_api_${runId}` }).toString();
}

async function adminSql(engine: Engine, where: string): Promise<Sql> {
  return engine === 'pg' ? pgSql(where) : pgliteSql(where);
}

function start(kind: ServerKind, engine: Engine, where: string): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(PORT),
    HOSTNAME: '127.0.0.1',
    BASELINE_DB: engine,
    BASELINE_TARGET: where,
    BASELINE_SECRET: SECRET,
    BASELINE_SMS: `${WORK_DIR}/sms-${kind}.jsonl`,
  };
  delete env.DATABASE_URL;
  if (kind === 'app') {
    Object.assign(env, {
      TRUSTED_PROXY_HOPS: '1',
      AUTH_SECRET: SECRET,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SMS_DRIVER: 'outbox',
      SMS_OUTBOX_PATH: `${WORK_DIR}/sms-app.jsonl`,
      ALLOW_INSECURE_SITE_URL: '1',
      OUTBOX_IN_PROCESS: 'false',
      ...(engine === 'pg' ? { DATABASE_URL: where } : { PGLITE_DATA_DIR: where }),
    });
  }
  const command: Record<ServerKind, string[]> = {
    app: [
      ...(args.profile ? ['--cpu-prof', `--cpu-prof-dir=${WORK_DIR}/profiles`] : []),
      'scripts/server.mjs',
      '-p',
      String(PORT),
    ],
    next: ['node_modules/next/dist/bin/next', 'start', 'bench/baseline', '-p', String(PORT)],
    node: ['--import', 'tsx', 'bench/baseline/plain.ts', String(PORT), engine, where],
  };
  return spawn(process.execPath, command[kind], { stdio: ['ignore', 'ignore', 'inherit'], env });
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

async function waitUntilUp(path: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}${path}`)).status < 500) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error(`server did not come up on ${BASE}${path}`);
}

/** The admin cookie for this server: a real sign-in for the app, a signed row for the baselines. */
async function adminCookieFor(kind: ServerKind, sql: () => Promise<Sql>): Promise<string> {
  if (kind === 'app') {
    const res = await fetch(`${BASE}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!res.ok || !cookie) throw new Error(`admin sign-in failed: ${res.status}`);
    return cookie;
  }
  const db = await sql();
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO admin_sessions (id, user_id, expires_at)
     SELECT gen_random_uuid(), id, now() + interval '1 day' FROM users ORDER BY id LIMIT 1 RETURNING id`,
  );
  return `bench_admin=${adminCookie(row!.id, SECRET)}`;
}

/** Seconds of load before each measured run (JIT, pools, caches), not counted. */
const WARM_UP_SECONDS = 3;

async function measure(
  name: string,
  kind: ServerKind,
  engine: Engine,
  cookie: string,
): Promise<Row> {
  const options = {
    url: BASE,
    connections: Number(args.connections),
    requests: scenario(name, kind, cookie),
  };
  const warmUp = await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: Number(args.seconds) });
  return {
    engine,
    endpoint: name,
    server: kind,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts,
    '2xx': result['2xx'],
    other: result.non2xx,
    warmUp2xx: warmUp['2xx'],
  };
}

/** Runs every endpoint against one server on a fresh copy of the schema; returns its rows. */
async function runServer(kind: ServerKind, engine: Engine, where: string): Promise<Row[]> {
  const endpoints = args.only.split(',');
  // Data tables emptied, the migrated schema and the admin user kept.
  if (kind !== 'app') {
    const db = await adminSql(engine, where);
    await db.query(
      'TRUNCATE leads, visitors, rate_limit_buckets, verification_codes, consent_records, lead_sessions, admin_sessions, outbox_messages CASCADE',
    );
    await db.close();
  }
  let cookie = '';
  if (endpoints.includes('admin') && kind !== 'app') {
    const db = await adminSql(engine, where);
    cookie = await adminCookieFor(kind, async () => db);
    await db.close();
  }
  const server = start(kind, engine, where);
  const rows: Row[] = [];
  try {
    await waitUntilUp(kind === 'app' ? '/privacy-policy' : '/api/stats/live');
    if (endpoints.includes('admin') && kind === 'app')
      cookie = await adminCookieFor(kind, async () => {
        throw new Error('unused');
      });
    for (const name of endpoints) {
      rows.push(await measure(name, kind, engine, cookie));
      process.stderr.write(`  ${engine} ${kind} ${name}: ${rows.at(-1)!['req/s']} req/s\n`);
    }
  } finally {
    await stop(server);
  }
  if (args.profile && kind === 'app') await printProfiles(engine);
  // Writes: rows in the database against 2xx answers.
  const db = await adminSql(engine, where);
  for (const row of rows) {
    const table =
      row.endpoint === 'register' ? 'leads' : row.endpoint === 'track' ? 'visitors' : null;
    if (!table) continue;
    const [count] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
    row['rows − 2xx'] = Number(count?.n) - row.warmUp2xx - row['2xx'];
  }
  await db.close();
  return rows;
}

/** Prints the CPU profiles the app wrote, and moves them to PROFILE_DIR/<engine>-<file>. */
async function printProfiles(engine: Engine) {
  const dir = `${WORK_DIR}/profiles`;
  for (const file of await readdir(dir)) {
    const kept = `${PROFILE_DIR}/${engine}-${args.only.replaceAll(',', '+')}-${file}`;
    await rename(`${dir}/${file}`, kept);
    console.log(`\nwhere the app's CPU time went (${engine}, ${args.only}; ${kept}):`);
    console.table(
      summarise(kept)
        .slice(0, 20)
        .map(([origin, percent]) => ({ origin, '% of samples': percent })),
    );
  }
}

async function ensureBaselineBuilt() {
  if (existsSync('bench/baseline/.next/BUILD_ID')) return;
  process.stderr.write('building baseline A (bench/baseline) …\n');
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'build', 'bench/baseline'],
    {
      stdio: ['ignore', process.stderr, 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  const code = await new Promise((r) => child.once('exit', r));
  if (code !== 0) throw new Error('baseline build failed');
}

if (!existsSync('.next/BUILD_ID')) throw new Error('run `npm run build` first');
await ensureBaselineBuilt();
await mkdir(PROFILE_DIR, { recursive: true });
await mkdir(WORK_DIR, { recursive: true });
await rm(`${WORK_DIR}/profiles`, { recursive: true, force: true });
const runId = String(Date.now());
const engines: Engine[] = args.db === 'both' ? ['pg', 'pglite'] : [args.db as Engine];
const all: Row[] = [];
for (const engine of engines) {
  const where = target(engine, runId);
  if (engine === 'pg') {
    const db = await pgSql(PG_SERVER);
    await db.query(`CREATE DATABASE bench_api_${runId}`);
    await db.close();
  }
  for (const kind of args.servers.split(',') as ServerKind[])
    all.push(...(await runServer(kind, engine, where)));
  if (engine === 'pg') {
    const db = await pgSql(PG_SERVER);
    await db.query(`DROP DATABASE bench_api_${runId} WITH (FORCE)`);
    await db.close();
  } else await rm(where, { recursive: true, force: true });
}

report(all, { connections: Number(args.connections), seconds: Number(args.seconds) });
