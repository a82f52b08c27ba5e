/**
 * `npm run bench:fuzz -- --url http://127.0.0.1:3000 [-n 10000] [--server-pid PID]`:
 * prints figures, not a test. Sends `n` generated requests per endpoint
 * (bench/fuzz/inputs.ts) to a running server over HTTP and counts answers ≥ 500 and errors not
 * in the `{error: {code, message}}` shape; with --server-pid, the server's RSS before and after.
 *
 * Start the server as production runs it, with per-address caps spread over generated
 * addresses and an admin to sign in:
 *   npm run build && TRUSTED_PROXY_HOPS=1 AUTH_SECRET=… ADMIN_USERNAME=fuzz-admin \
 *     ADMIN_PASSWORD=fuzz-admin-password PGLITE_DATA_DIR=.data/fuzz \
 *     SMS_DRIVER=outbox ALLOW_INSECURE_SITE_URL=1 npm start
 * and give the same ADMIN_USERNAME / ADMIN_PASSWORD to this script. Lead-only endpoints are
 * fuzzed without a lead session (their 401 path). Options: --only <substring>, --from N (skip
 * the first N endpoints), --seed N, --concurrency N (default 8).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { endpointName, FUZZ_ENDPOINTS, type FuzzEndpoint } from './fuzz/endpoints';
import { answerProblem, sampleRequests, type FuzzRequest } from './fuzz/inputs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    n: { type: 'string', short: 'n', default: '10000' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    only: { type: 'string' },
    /** Skip the first N endpoints of the list (resume a long run). */
    from: { type: 'string', default: '0' },
    concurrency: { type: 'string', default: '8' },
    'server-pid': { type: 'string' },
  },
});
const base = args.url.replace(/\/$/, '');
const n = Number(args.n);
const seed = Number(args.seed);
const concurrency = Number(args.concurrency);
const origin = new URL(base).origin;

/** Resident memory of `pid` in MB (Linux /proc), or null. */
function rssMb(): number | null {
  if (!args['server-pid']) return null;
  const status = readFileSync(`/proc/${args['server-pid']}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** The admin device cookie of the first sign-in: later sign-ins count against it, not the
 * username, which the fuzzed step-up and password change fill with wrong passwords. */
let deviceCookie: string | undefined;

/** Signs the fuzz admin in and steps the session up (the owner writes ask for it). */
async function adminCookie(): Promise<string> {
  const username = process.env.ADMIN_USERNAME ?? 'fuzz-admin';
  const password = process.env.ADMIN_PASSWORD ?? 'fuzz-admin-password';
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      ...(deviceCookie ? { cookie: deviceCookie } : {}),
    },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200)
    throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  deviceCookie ??= cookies.find((c) => c.includes('admin_device='));
  const session = cookies.find((c) => !c.includes('admin_device='))!;
  const stepUp = await fetch(`${base}/api/admin/step-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie: session },
    body: JSON.stringify({ password }),
  });
  if (stepUp.status !== 200)
    throw new Error(`admin step-up failed: ${stepUp.status} ${await stepUp.text()}`);
  return session;
}

let counter = 0;
async function send(endpoint: FuzzEndpoint, req: FuzzRequest, cookie?: string) {
  counter += 1;
  const res = await fetch(`${base}${req.path}`, {
    method: endpoint.method,
    headers: {
      origin,
      'x-forwarded-for': `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
      ...(req.contentType !== undefined ? { 'content-type': req.contentType } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: endpoint.method === 'GET' ? undefined : (req.body as BodyInit | undefined),
    redirect: 'manual',
  });
  return {
    status: res.status,
    problem: answerProblem(res.status, res.headers.get('content-type'), await res.text()),
  };
}

interface Row {
  endpoint: string;
  sent: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
  badShape: number;
  /** Oversized bodies answered by closing the connection before reading them. */
  closedEarly: number;
  seconds: number;
}

const rows: Row[] = [];
const problems: string[] = [];
const rssBefore = rssMb();
const endpoints = FUZZ_ENDPOINTS.slice(Number(args.from)).filter(
  (e) => !args.only || endpointName(e).includes(args.only),
);
for (const endpoint of endpoints) {
  const cookie = endpoint.auth === 'admin' ? await adminCookie() : undefined;
  const requests = sampleRequests(endpoint, n, seed);
  const row: Row = {
    endpoint: endpointName(endpoint),
    sent: 0,
    '2xx': 0,
    '4xx': 0,
    '5xx': 0,
    badShape: 0,
    closedEarly: 0,
    seconds: 0,
  };
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const req = requests[next++]!;
        let answer: { status: number; problem: string | null };
        try {
          answer = await send(endpoint, req, cookie);
        } catch (error) {
          // The connection closed without an answer. Fine for an oversized body the server
          // refused before reading it all; anything else is counted as a failure.
          const refusedEarly = req.kind === 'oversized';
          answer = {
            status: refusedEarly ? 413 : 599,
            problem: refusedEarly ? null : `no answer: ${String((error as Error).cause ?? error)}`,
          };
          if (refusedEarly) row.closedEarly += 1;
        }
        const { status, problem } = answer;
        row.sent += 1;
        if (status >= 500) row['5xx'] += 1;
        else if (status >= 400) row['4xx'] += 1;
        else row['2xx'] += 1;
        if (problem) {
          if (status < 500) row.badShape += 1;
          if (problems.length < 50)
            problems.push(`${row.endpoint} ${req.kind} ${req.path.slice(0, 100)}: ${problem}`);
        }
      }
    }),
  );
  row.seconds = Math.round((performance.now() - started) / 100) / 10;
  rows.push(row);
  console.log(
    `${row.endpoint}: ${row.sent} sent, 5xx ${row['5xx']}, bad shape ${row.badShape} (${row.seconds} s)`,
  );
}

console.log(`\nfuzz: ${n} requests per endpoint, seed ${seed}, against ${base}`);
console.table(rows);
const total = rows.reduce((sum, r) => sum + r.sent, 0);
const failures = rows.reduce((sum, r) => sum + r['5xx'] + r.badShape, 0);
console.log(`total ${total} requests; answers ≥ 500 or not in the error shape: ${failures}`);
const rssAfter = rssMb();
if (rssBefore !== null) console.log(`server RSS: ${rssBefore} MB before, ${rssAfter} MB after`);
if (problems.length) console.log(`\nfirst problems:\n${problems.join('\n')}`);
process.exitCode = failures ? 1 : 0;
