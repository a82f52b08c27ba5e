/**
 * `npm run bench:replica-cache`: two production servers of the last build on one scratch
 * PostgreSQL database, as two replicas; a partner-broker save through the admin API on one
 * must show on the home page served by the other within 5 s, and the other way round. Prints
 * one line per step (elapsed times, Next's cache headers) and exits 1 if a save is not seen in
 * time. Run `npm run build` first (with the NEXT_DEPLOYMENT_ID the servers get, if any).
 *
 *   npm run bench:replica-cache -- [--pg postgresql://postgres@127.0.0.1:5432/postgres]
 *     [--ports 3810,3820]
 *
 * The database is created on --pg's server and dropped at the end; the servers run with
 * REPLICAS=2 and the settings that asks for (a random Server Actions key, the build's
 * deployment id).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/postgres' },
    ports: { type: 'string', default: '3810,3820' },
  },
});
const ports = args.ports.split(',').map(Number);
const DEADLINE_MS = 5000;
const ADMIN = { username: 'replica-check', password: 'replica-check-password' };
const dbName = `replica_cache_${randomBytes(4).toString('hex')}`;
const dbUrl = Object.assign(new URL(args.pg), { pathname: `/${dbName}` }).href;
const scratch = mkdtempSync(path.join(tmpdir(), 'replica-cache-'));
// What the replicas share: the session signing secret and the Server Actions key.
const AUTH_SECRET = randomBytes(32).toString('base64');
const ACTIONS_KEY = randomBytes(32).toString('base64');
const built = JSON.parse(readFileSync('.next/required-server-files.json', 'utf8')) as {
  config: { deploymentId?: string };
};

async function admin(sql: string) {
  const client = new Client({ connectionString: args.pg });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function start(port: number): ChildProcess {
  const child = spawn(process.execPath, ['server/index.mjs', '-p', String(port)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOSTNAME: '127.0.0.1',
      DATABASE_URL: dbUrl,
      REPLICAS: '2',
      NEXT_DEPLOYMENT_ID: built.config.deploymentId || 'replica-check',
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: ACTIONS_KEY,
      AUTH_SECRET,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SITE_URL: `http://127.0.0.1:${port}`,
      ALLOW_INSECURE_SITE_URL: '1',
      SMS_DRIVER: 'outbox',
      SMS_OUTBOX_PATH: path.join(scratch, `sms-${port}.jsonl`),
      MAIL_OUTBOX_DIR: path.join(scratch, `mail-${port}`),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

const base = (port: number) => `http://127.0.0.1:${port}`;

async function api(port: number, method: string, route: string, body?: unknown, cookie = '') {
  const res = await fetch(`${base(port)}${route}`, {
    method,
    headers: {
      origin: base(port),
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]! };
}

async function home(port: number) {
  const res = await fetch(`${base(port)}/`);
  return { text: await res.text(), cache: res.headers.get('x-nextjs-cache') ?? '-' };
}

/** Waits until `port` answers (start-up and migrations), at most 60 s; renders no page. */
async function ready(port: number) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (
      await fetch(`${base(port)}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${port} not ready in 60 s`);
}

/** Saves a new broker name on `from`; returns how long until `to` serves it (ms), or null. */
async function saveAndWatch(from: number, to: number, cookie: string, name: string) {
  const saved = await api(
    from,
    'PUT',
    '/api/admin/settings',
    {
      partnerName: name,
      partnerRegulator: 'CONSOB',
      partnerAuthorisation: '1234',
      partnerRetailLossPercent: '71',
      partnerUrl: 'https://broker.example.com/?aff=replica',
      premiumMonthlyCapacity: '',
    },
    cookie,
  );
  if (saved.status !== 200) throw new Error(`save on ${from} answered ${saved.status}`);
  const savedAt = Date.now();
  const caches: string[] = [];
  while (Date.now() - savedAt < DEADLINE_MS) {
    const page = await home(to);
    caches.push(page.cache);
    if (page.text.includes(name)) {
      const after = await home(to);
      console.log(
        `PASS  saved on :${from}, shown by :${to} after ${Date.now() - savedAt} ms (${caches.length} requests; x-nextjs-cache ${caches.join(' ')}, then ${after.cache})`,
      );
      return true;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  console.log(`FAIL  saved on :${from}, not shown by :${to} within ${DEADLINE_MS} ms`);
  return false;
}

await admin(`CREATE DATABASE ${dbName}`);
const servers = ports.map(start);
let ok = false;
try {
  await ready(ports[0]!);
  await Promise.all(ports.slice(1).map(ready));
  for (const port of ports) {
    const [first, second] = [await home(port), await home(port)];
    console.log(`home page on :${port}: x-nextjs-cache ${first.cache}, then ${second.cache}`);
  }
  const [a, b] = ports as [number, number];
  const login = await api(a, 'POST', '/api/admin/login', ADMIN);
  const stepUp = await api(
    a,
    'POST',
    '/api/admin/step-up',
    { password: ADMIN.password },
    login.cookie,
  );
  if (login.status !== 200 || stepUp.status !== 200)
    throw new Error(`sign-in ${login.status}, step-up ${stepUp.status}`);
  const tag = randomBytes(3).toString('hex');
  ok = await saveAndWatch(a, b, login.cookie, `Broker Replica ${tag} A`);
  ok = (await saveAndWatch(b, a, login.cookie, `Broker Replica ${tag} B`)) && ok;
} finally {
  for (const server of servers) server.kill('SIGTERM');
  const exited = (s: ChildProcess) => s.exitCode !== null || s.signalCode !== null;
  await Promise.all(servers.map((s) => exited(s) || new Promise((r) => s.once('exit', r))));
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
