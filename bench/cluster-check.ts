/**
 * `npm run bench:cluster-check`: checks, through a load balancer in front of several app
 * processes on one PostgreSQL, that the rules kept in the database hold across them. Prints
 * one line per check and exits 1 if any fails. deploy/smoke.sh runs it through nginx in front
 * of two replicas and the worker (the topology of compose.yaml), on a fresh database; by hand:
 *
 *   bash deploy/smoke.sh          # starts everything, runs this among its checks, cleans up
 *
 * or against a deployment of your own (a fresh database, nginx appending X-Forwarded-For, the
 * replicas with TRUSTED_PROXY_HOPS=1), with the app's DATABASE_URL, SMS_OUTBOX_PATH (the file
 * SMS driver), ADMIN_USERNAME and ADMIN_PASSWORD in the environment and the app's WEBHOOK_URL
 * pointing here (this script listens on --receiver-port, default 4010, as the CRM):
 *
 *   npm run bench:cluster-check -- --url http://127.0.0.1:8080 --receiver-port 4010
 *
 * Checks: an admin session opened on one instance works on the other and logout ends it on
 * both; the SMS resend cooldown; the free-access cap with two verifications at once for the
 * last place; the per-address caps of tracking (120/min) and registration (20/h); every webhook
 * delivered exactly once by the dispatchers. Run it on a fresh database (it uses the caps of
 * 127.0.0.1, the address the balancer sees).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { fetchAsFromPage } from './proof-solver';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    'receiver-port': { type: 'string', default: '4010' },
  },
});
const base = args.url.replace(/\/$/, '');
const origin = new URL(base).origin;
const smsOutbox = process.env.SMS_OUTBOX_PATH ?? '.data/sms-outbox.jsonl';
const results: { check: string; ok: boolean; detail: string }[] = [];
const report = (check: string, ok: boolean, detail: string) => {
  results.push({ check, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${check}: ${detail}`);
};

// The CRM stand-in: counts deliveries per webhook-id.
const deliveries = new Map<string, number>();
const receiver = createServer((req, res) => {
  const id = String(req.headers['webhook-id'] ?? '');
  deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
  req.resume();
  req.on('end', () => res.writeHead(200).end());
});
await new Promise<void>((r) => receiver.listen(Number(args['receiver-port']), '127.0.0.1', r));

/** One call as a browser's page makes it (a registration, resend or login with its solved proof). */
async function api(method: string, path: string, body?: unknown, cookie?: string) {
  const res = await fetchAsFromPage(base, path, {
    method,
    body,
    headers: {
      origin,
      // A browser's: the tracker ignores (and does not count) bots, and Node's fetch is one.
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36',
      ...(cookie ? { cookie } : {}),
    },
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : {}, headers: res.headers };
}

let n = 0;
function person() {
  n += 1;
  const tag = `${Date.now() % 100000}${n}`;
  return {
    firstName: 'Cluster',
    lastName: 'Check',
    email: `cluster${tag}@example.it`,
    phone: `3471${String(((Date.now() % 10_000) * 100 + n) % 1_000_000).padStart(6, '0')}`,
    password: 'segreta1',
    experience: 'principiante',
    privacyAccepted: true,
  };
}

function lastCode(e164: string): string {
  const lines = readFileSync(smsOutbox, 'utf8').trim().split('\n').reverse();
  for (const line of lines) {
    const sms = JSON.parse(line) as { to: string; text: string };
    if (sms.to === e164) return /\b(\d{6})\b/.exec(sms.text)?.[1] ?? '';
  }
  return '';
}

const db = new Client({ connectionString: process.env.DATABASE_URL });
await db.connect();

// 1. Admin session across instances.
{
  const login = await api('POST', '/api/admin/login', {
    username: process.env.ADMIN_USERNAME ?? 'cluster-admin',
    password: process.env.ADMIN_PASSWORD ?? 'cluster-admin-password',
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const before = [
    await api('GET', '/api/admin/session', undefined, cookie),
    await api('GET', '/api/admin/session', undefined, cookie),
  ];
  const out = await api('POST', '/api/admin/logout', undefined, cookie);
  const after = [
    await api('GET', '/api/admin/session', undefined, cookie),
    await api('GET', '/api/admin/session', undefined, cookie),
  ];
  report(
    'admin session',
    login.status === 200 &&
      before.every((r) => r.status === 200) &&
      out.status === 200 &&
      after.every((r) => r.status === 401),
    `login ${login.status}, session on both ${before.map((r) => r.status)}, logout ${out.status}, then ${after.map((r) => r.status)}`,
  );
}

// 2. SMS resend cooldown: registered through one instance, resend through the other.
const otpLead = person();
{
  const reg = await api('POST', '/api/leads', otpLead);
  const resend = await api('POST', '/api/resend-sms', { phone: otpLead.phone });
  report(
    'SMS resend cooldown',
    reg.status === 201 && resend.status === 429,
    `register ${reg.status}, immediate resend ${resend.status}`,
  );
}

// 3. Free-access cap: two verifications at once, on the two instances, for the last place.
{
  const a = person();
  const b = person();
  const ra = await api('POST', '/api/leads', a);
  const rb = await api('POST', '/api/leads', b);
  await db.query('UPDATE free_access_pool SET granted = capacity - 1');
  const verify = (p: { phone: string }, e164: string) =>
    api('POST', '/api/verify-sms', { phone: p.phone, code: lastCode(e164) });
  const [va, vb] = await Promise.all([verify(a, ra.json.phone), verify(b, rb.json.phone)]);
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM leads WHERE is_free_access AND email = ANY($1)',
    [[a.email, b.email]],
  );
  const pool = (
    await db.query<{ granted: number; capacity: number }>(
      'SELECT granted, capacity FROM free_access_pool',
    )
  ).rows[0]!;
  report(
    'free-access cap',
    va.status === 200 && vb.status === 200 && rows[0]!.n === 1 && pool.granted === pool.capacity,
    `verifications ${va.status}/${vb.status}, free access granted to ${rows[0]!.n} of 2, pool ${pool.granted}/${pool.capacity}`,
  );
}

// 4. Tracking cap (120 per minute per address), counted over both instances.
{
  const statuses = await Promise.all(
    Array.from({ length: 130 }, () =>
      api('POST', '/api/track-page', { sessionId: 'cluster-check-0001', page: '/' }),
    ),
  );
  const accepted = statuses.filter((r) => r.status < 300).length;
  // A fixed one-minute window: exactly 120, unless the burst straddles a window's end.
  report('tracking cap 120/min', accepted === 120, `${accepted} of 130 accepted`);
}

// 5. Registration cap (20 per hour per address), three already used above.
{
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) statuses.push((await api('POST', '/api/leads', person())).status);
  const accepted = statuses.filter((s) => s === 201).length;
  report(
    'registration cap 20/h',
    accepted === 17,
    `${accepted} of 20 more accepted (3 used before), then ${statuses.slice(-1)}`,
  );
}

// 6. Outbox: every event delivered exactly once by the two dispatchers.
{
  await new Promise((r) => setTimeout(r, 8000));
  const { rows } = await db.query<{ id: string; status: string }>(
    "SELECT id, status FROM outbox_messages WHERE channel = 'webhook'",
  );
  const twice = rows.filter((m) => (deliveries.get(m.id) ?? 0) > 1).length;
  const delivered = rows.filter(
    (m) => m.status === 'delivered' && deliveries.get(m.id) === 1,
  ).length;
  report(
    'outbox once',
    rows.length > 0 && twice === 0 && delivered === rows.length,
    `${rows.length} webhook messages, ${delivered} delivered once, ${twice} more than once`,
  );
}

await db.end();
receiver.close();
const failed = results.filter((r) => !r.ok).length;
console.log(`\n${results.length - failed} of ${results.length} checks pass through both instances`);
process.exitCode = failed ? 1 : 0;
