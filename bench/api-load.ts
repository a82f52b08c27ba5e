/**
 * `npm run bench:api-load -- [--db pg|pglite|both] [--seconds 60] [--connections 50]
 *   [--rounds 1] [--only track,register,stats,admin,static] [--servers app,next,node]
 *   [--before <dir>] [--profile]`.
 * Prints figures, not a test. For each engine, runs autocannon against each server, all up
 * at once on their own copy of the migrated schema (the app on --port, next on +10, node on +20),
 * taking turns endpoint by endpoint:
 *   app  — the product's production server (server/index.mjs; run `npm run build` first);
 *   next — baseline A, the framework floor: a minimal Next.js app (bench/baseline, built here
 *          on first use) whose handlers do only the necessary work through raw `pg`/PGlite;
 *   node — baseline B, the limit: the same work in a plain node:http server.
 * Endpoints: POST /api/leads (distinct bodies), POST /api/track-page (a new visitor session per
 * request: rate limit, update, insert), GET /api/stats/live (the baselines: an empty handler),
 * the admin GET /api/leads (signed in), and a pre-rendered page (gzip accepted). Every request
 * carries its own client address (X-Forwarded-For, one trusted hop) so no per-IP cap refuses
 * it. For the writes, rows in the database are compared with the 2xx answers.
 * `--rounds N`: each endpoint is measured N times on every server, the servers' turns interleaved
 * (and their order rotated each round), so that a machine busy with other work slows each
 * server alike; the table shows every turn and, per server, the median of its turns with its
 * ratio to baseline A taken turn by turn (median of the per-round ratios).
 * `--before <dir>`: also runs the app as built in <dir> (a checkout of an earlier commit with
 * its node_modules, after `npm run build` there) as server `before` on +30, in the same turns,
 * so that a change is measured against what it changes in one run.
 * `--profile`: the app runs under `node --cpu-prof` and, per endpoint, a summary of where its
 * CPU time went is printed (./profile-summary.ts); run one endpoint at a time with --only.
 * Goals (./api-load/report.ts): app ≥ 0.6 × next on every endpoint (tracking, the hot path:
 * ≥ 0.9 × next with p99 ≤ 1.2 × next's), p99 ≤ 150 ms, 0 errors, rows = 2xx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { adminCookie, pgliteSql, pgSql, type Sql } from './baseline/work';
import { summarise } from './profile-summary';
import { isApp, scenario, type ServerKind } from './api-load/scenarios';
import { report, type Engine, type Row } from './api-load/report';
import { cpuSpent, readCpu, serverPids } from './api-load/cpu';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '1' },
    only: { type: 'string', default: 'register,track,stats,admin,static' },
    servers: { type: 'string', default: 'app,next,node' },
    port: { type: 'string', default: '3960' },
    profile: { type: 'boolean', default: false },
    before: { type: 'string' },
  },
});
const PORT = Number(args.port);
/** Each server's port. */
const PORTS: Record<ServerKind, number> = {
  app: PORT,
  next: PORT + 10,
  node: PORT + 20,
  before: PORT + 30,
};
const baseOf = (kind: ServerKind) => `http://127.0.0.1:${PORTS[kind]}`;
const ROUNDS = Math.max(1, Number(args.rounds));
/** Absolute: the --before app runs in its own directory. */
const WORK_DIR = path.resolve('.data/bench-api-load');
/** Kept CPU profiles (open in Chrome DevTools or speedscope). */
const PROFILE_DIR = 'bench/results/profiles';
const SECRET = 'bench-api-load-secret-bench-api-load-0';
const ADMIN = { username: 'bench', password: 'bench-api-load-password' };
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where each server's data lives in this run, on each engine. */
function target(engine: Engine, runId: string, kind: ServerKind) {
  if (engine === 'pglite') return `${WORK_DIR}/pglite-${runId}-${kind}`;
  return Object.assign(new URL(PG_SERVER), { pathname: `/bench_api_${runId}_${kind}` }).toString();
}

/** The data tables, emptied before the load (the migrated schema and the admin user kept). */
const DATA_TABLES =
  'leads, visitors, rate_limit_buckets, verification_codes, consent_records, lead_sessions, admin_sessions, outbox_messages';

async function adminSql(engine: Engine, where: string): Promise<Sql> {
  return engine === 'pg' ? pgSql(where) : pgliteSql(where);
}

function start(
  kind: ServerKind,
  engine: Engine,
  where: string,
  profiled = args.profile,
): ChildProcess {
  const port = String(PORTS[kind]);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: port,
    HOSTNAME: '127.0.0.1',
    BASELINE_DB: engine,
    BASELINE_TARGET: where,
    BASELINE_SECRET: SECRET,
    BASELINE_SMS: `${WORK_DIR}/sms-${kind}.jsonl`,
  };
  delete env.DATABASE_URL;
  if (isApp(kind)) {
    Object.assign(env, {
      TRUSTED_PROXY_HOPS: '1',
      AUTH_SECRET: SECRET,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SMS_DRIVER: 'outbox',
      SMS_OUTBOX_PATH: `${WORK_DIR}/sms-${kind}.jsonl`,
      ALLOW_INSECURE_SITE_URL: '1',
      OUTBOX_IN_PROCESS: 'false',
      ...(engine === 'pg' ? { DATABASE_URL: where } : { PGLITE_DATA_DIR: where }),
    });
  }
  const command: Record<ServerKind, string[]> = {
    app: [
      ...(profiled ? ['--cpu-prof', `--cpu-prof-dir=${WORK_DIR}/profiles`] : []),
      'server/index.mjs',
      '-p',
      port,
    ],
    // The same entry as the app, from the other checkout (its own .next and node_modules).
    before: ['server/index.mjs', '-p', port],
    next: ['node_modules/next/dist/bin/next', 'start', 'bench/baseline', '-p', port],
    node: ['--import', 'tsx', 'bench/baseline/plain.ts', port, engine, where],
  };
  return spawn(process.execPath, command[kind], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
    cwd: kind === 'before' ? path.resolve(args.before!) : undefined,
  });
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

async function waitUntilUp(kind: ServerKind) {
  const url = `${baseOf(kind)}${isApp(kind) ? '/privacy-policy' : '/api/stats/live'}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error(`server did not come up on ${url}`);
}

/** The admin cookie for this server: a real sign-in for the app, a signed row for the baselines. */
async function adminCookieFor(kind: ServerKind, sql: () => Promise<Sql>): Promise<string> {
  if (isApp(kind)) {
    const res = await fetch(`${baseOf(kind)}/api/admin/login`, {
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

/** Seconds of load before each measured turn (JIT, pools, caches), not counted. */
const WARM_UP_SECONDS = 3;

/** Process ids of the PostgreSQL backends connected to database `url` (none for PGlite). */
async function backendPids(engine: Engine, url: string): Promise<number[]> {
  if (engine !== 'pg') return [];
  const db = await pgSql(PG_SERVER);
  try {
    const rows = await db.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1',
      [new URL(url).pathname.slice(1)],
    );
    return rows.map((r) => r.pid);
  } finally {
    await db.close();
  }
}

async function measure(
  name: string,
  kind: ServerKind,
  engine: Engine,
  cookie: string,
  round: number,
  server: { pid: number | undefined; where: string },
): Promise<Row> {
  const options = {
    url: baseOf(kind),
    connections: Number(args.connections),
    requests: scenario(name, kind, cookie),
  };
  const warmUp = await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const pids = serverPids(server.pid);
  const backends = await backendPids(engine, server.where);
  const [cpuBefore, pgBefore] = [readCpu(pids), readCpu(backends)];
  const result = await autocannon({ ...options, duration: Number(args.seconds) });
  const cpu = cpuSpent(cpuBefore, readCpu(serverPids(server.pid)));
  const pg = cpuSpent(pgBefore, readCpu(await backendPids(engine, server.where)));
  const perRequest = (ms: number | null) =>
    ms === null || !result.requests.total
      ? undefined
      : Math.round((ms / result.requests.total) * 100) / 100;
  return {
    engine,
    endpoint: name,
    round,
    server: kind,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts,
    '2xx': result['2xx'],
    other: result.non2xx,
    'cpu ms/req': perRequest(cpu),
    'pg ms/req': perRequest(pg),
    warmUp2xx: warmUp['2xx'],
  };
}

/**
 * One database per server, each a copy of the schema the app's migrations made: the app is
 * started once on the first (it migrates and creates the admin), stopped, and the copies taken
 * (PostgreSQL: CREATE DATABASE … TEMPLATE; PGlite: the closed data directory copied). Data
 * tables are then emptied in each.
 */
async function prepareDatabases(
  engine: Engine,
  runId: string,
  kinds: ServerKind[],
): Promise<Map<ServerKind, string>> {
  const where = new Map(kinds.map((kind) => [kind, target(engine, runId, kind)]));
  const first = target(engine, runId, 'app');
  if (engine === 'pg') {
    const db = await pgSql(PG_SERVER);
    await db.query(`CREATE DATABASE bench_api_${runId}_app`);
    await db.close();
  }
  const migrating = start('app', engine, first, false);
  try {
    await waitUntilUp('app');
  } finally {
    await stop(migrating);
  }
  for (const kind of kinds) {
    if (kind === 'app') continue;
    if (engine === 'pg') {
      const db = await pgSql(PG_SERVER);
      await db.query(`CREATE DATABASE bench_api_${runId}_${kind} TEMPLATE bench_api_${runId}_app`);
      await db.close();
    } else await cp(first, where.get(kind)!, { recursive: true });
  }
  for (const kind of kinds) {
    const db = await adminSql(engine, where.get(kind)!);
    await db.query(`TRUNCATE ${DATA_TABLES} CASCADE`);
    await db.close();
  }
  return where;
}

async function dropDatabases(engine: Engine, runId: string) {
  const kinds: ServerKind[] = ['app', 'before', 'next', 'node'];
  if (engine === 'pg') {
    const db = await pgSql(PG_SERVER);
    for (const kind of kinds)
      await db.query(`DROP DATABASE IF EXISTS bench_api_${runId}_${kind} WITH (FORCE)`);
    await db.close();
  } else
    for (const kind of kinds)
      await rm(target(engine, runId, kind), { recursive: true, force: true });
}

/**
 * Runs every endpoint against every server of `kinds`, all started at once on their own
 * database, in ROUNDS interleaved turns (order rotated each round); returns a row per turn.
 */
async function runEngine(engine: Engine, runId: string, kinds: ServerKind[]): Promise<Row[]> {
  const endpoints = args.only.split(',');
  const where = await prepareDatabases(engine, runId, kinds);
  const cookies = new Map<ServerKind, string>();
  if (endpoints.includes('admin'))
    for (const kind of kinds) {
      if (isApp(kind)) continue;
      const db = await adminSql(engine, where.get(kind)!);
      cookies.set(kind, await adminCookieFor(kind, async () => db));
      await db.close();
    }
  const servers = new Map<ServerKind, ChildProcess>();
  const rows: Row[] = [];
  try {
    for (const kind of kinds) {
      servers.set(kind, start(kind, engine, where.get(kind)!));
      await waitUntilUp(kind);
    }
    if (endpoints.includes('admin'))
      for (const kind of kinds.filter(isApp))
        cookies.set(
          kind,
          await adminCookieFor(kind, async () => {
            throw new Error('unused');
          }),
        );
    for (const name of endpoints)
      for (let round = 1; round <= ROUNDS; round++)
        for (let i = 0; i < kinds.length; i++) {
          const kind = kinds[(i + round - 1) % kinds.length]!;
          const server = { pid: servers.get(kind)!.pid, where: where.get(kind)! };
          rows.push(await measure(name, kind, engine, cookies.get(kind) ?? '', round, server));
          process.stderr.write(
            `  ${engine} ${name} round ${round} ${kind}: ${rows.at(-1)!['req/s']} req/s\n`,
          );
        }
  } finally {
    for (const server of servers.values()) await stop(server);
  }
  if (args.profile && kinds.includes('app')) await printProfiles(engine);
  // Writes: rows in each server's database against the 2xx answers of all its turns.
  for (const kind of kinds) {
    const db = await adminSql(engine, where.get(kind)!);
    for (const [endpoint, table] of [
      ['register', 'leads'],
      ['track', 'visitors'],
    ] as const) {
      const turns = rows.filter((r) => r.endpoint === endpoint && r.server.startsWith(kind));
      if (!turns.length) continue;
      const [count] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
      const answered = turns.reduce((sum, r) => sum + r.warmUp2xx + r['2xx'], 0);
      // Shown once, on the server's last turn: the total over its turns.
      turns.at(-1)!['rows − 2xx'] = Number(count?.n) - answered;
    }
    await db.close();
  }
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

/** Newest modification time (ms) of the files under `dir`, build output and packages left out. */
async function newestIn(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || /[/\\](\.next|node_modules)[/\\]/.test(file)) continue;
    newest = Math.max(newest, (await stat(file)).mtimeMs);
  }
  return newest;
}

/** Builds baseline A when it has no build, or when its sources (or the schemas it imports) changed. */
async function ensureBaselineBuilt() {
  const built = 'bench/baseline/.next/BUILD_ID';
  if (existsSync(built)) {
    const sources = ['bench/baseline', 'lib/validation', 'lib/contracts'];
    const newest = Math.max(...(await Promise.all(sources.map(newestIn))));
    if (newest <= (await stat(built)).mtimeMs) return;
  }
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
const kinds = [
  ...(args.servers.split(',') as ServerKind[]),
  ...(args.before ? (['before'] as const) : []),
];
const all: Row[] = [];
for (const engine of engines) {
  try {
    all.push(...(await runEngine(engine, runId, kinds)));
  } finally {
    await dropDatabases(engine, runId);
  }
}

report(all, {
  connections: Number(args.connections),
  seconds: Number(args.seconds),
  rounds: ROUNDS,
});
