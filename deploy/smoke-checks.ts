/**
 * The checks of deploy/smoke.sh, run against the deployment it started: two web replicas
 * behind nginx, the worker and PostgreSQL. Each goes through nginx as a visitor or the operator
 * would, from the address 127.0.0.2 (loopback, so no network is needed), which leaves the
 * per-address limits of 127.0.0.1 to bench:cluster-check; only the cache check calls the two
 * replicas directly. Prints one `PASS|FAIL  check: detail` line per check, appends the same
 * lines to SMOKE_RESULTS, and exits 1 if any failed.
 *
 * Environment (set by deploy/smoke.sh): SMOKE_URL (nginx), SMOKE_WEB1_URL, SMOKE_WEB2_URL,
 * SMOKE_WEB1_PID (the replica killed last), SMOKE_WORKER_PID, SMOKE_DB_PROXY_PID (the TCP proxy
 * between the app's processes and PostgreSQL: SIGUSR1 cuts it, SIGUSR2 restores it),
 * SMOKE_DATABASE_URL (the database itself), SMOKE_RESULTS, and the app's own
 * SMS_OUTBOX_PATH, ADMIN_USERNAME, ADMIN_PASSWORD, METRICS_TOKEN.
 */
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { Client } from 'pg';
import { fetchChallenge, sendAsFromPage, solve } from '../bench/proof-solver';
import { OUTAGE_LANDINGS } from '../tests/e2e/outage-landings';

const need = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`smoke-checks: ${name} is not set (run deploy/smoke.sh)`);
  return value;
};
const nginx = need('SMOKE_URL');
const web1 = need('SMOKE_WEB1_URL');
const web2 = need('SMOKE_WEB2_URL');
const web1Pid = Number(need('SMOKE_WEB1_PID'));
const workerPid = Number(need('SMOKE_WORKER_PID'));
const dbProxyPid = Number(need('SMOKE_DB_PROXY_PID'));
const results = need('SMOKE_RESULTS');
const smsOutbox = need('SMS_OUTBOX_PATH');
const admin = { username: need('ADMIN_USERNAME'), password: need('ADMIN_PASSWORD') };
const metricsToken = need('METRICS_TOKEN');

/** The visitor's address: what nginx appends to X-Forwarded-For for these checks. */
const VISITOR = '127.0.0.2';
/** Within how long a save on one replica must show on the other (the issue's figure). */
const CACHE_WINDOW_MS = 5000;

let failures = 0;
function report(check: string, ok: boolean, detail: string): void {
  const line = `${ok ? 'PASS' : 'FAIL'}  ${check}: ${detail}`;
  if (!ok) failures += 1;
  console.log(line);
  appendFileSync(results, `${line}\n`);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The bytes as they came (a compressed answer's text is not readable). */
  body?: Buffer;
}

type SendOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  from?: string;
};

/**
 * One HTTP request as a browser's page makes it: a registration, resend or login carries the
 * proof of work the page's widget would have solved (bench/proof-solver.ts).
 */
function send(url: string, opts: SendOptions = {}): Promise<Answer> {
  const { origin: server, pathname } = new URL(url);
  const method = opts.method ?? (opts.body !== undefined ? 'POST' : 'GET');
  return sendAsFromPage(
    method,
    pathname,
    opts.body,
    () => fetchChallenge(server),
    (body) => sendRaw(url, { ...opts, method, body }),
  ).catch((error: unknown) => ({ status: 0, headers: {}, text: String(error) }));
}

/**
 * One HTTP request on a connection of its own (a replica may have been killed), from `from`;
 * answers with status 0 and the error's message as text when no answer comes.
 */
function sendRaw(url: string, opts: SendOptions = {}): Promise<Answer> {
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: opts.method ?? (body ? 'POST' : 'GET'),
        agent: false,
        localAddress: opts.from ?? VISITOR,
        timeout: 30_000,
        headers: {
          // A browser's: the tracker and the registration count browsers, not bots.
          'user-agent':
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36',
          'accept-language': 'it',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...opts.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer in 30 s')));
    request.on('error', (error) => resolve({ status: 0, headers: {}, text: String(error) }));
    request.end(body);
  });
}

const json = (answer: Answer): Record<string, unknown> => {
  try {
    return JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    return {};
  }
};
/** The name=value pairs of every Set-Cookie, as a Cookie header. */
const cookiesOf = (answer: Answer): string =>
  (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const origin = (url: string) => new URL(url).origin;

let people = 0;
/** A registration body no earlier run used (an Italian mobile number, a fresh email). */
function person() {
  people += 1;
  const digits = `${Date.now() % 1_000_000}`.padStart(6, '0');
  return {
    firstName: 'Smoke',
    lastName: 'Check',
    email: `smoke${digits}${people}@example.it`,
    phone: `348${people}${digits}`.slice(0, 10),
    password: 'segreta-smoke-1',
    experience: 'principiante',
    privacyAccepted: true,
  };
}

/** The 6-digit code of the last SMS to `e164` in the file SMS driver's outbox. */
function lastCode(e164: string): string | undefined {
  const lines = readFileSync(smsOutbox, 'utf8').trim().split('\n').reverse();
  for (const line of lines) {
    const sms = JSON.parse(line) as { to: string; text: string };
    if (sms.to === e164) return /\b(\d{6})\b/.exec(sms.text)?.[1];
  }
  return undefined;
}

// The database itself: the app's DATABASE_URL goes through the proxy the outage check cuts.
const db = new Client({ connectionString: need('SMOKE_DATABASE_URL') });
await db.connect();

// Readiness and liveness through nginx.
{
  const ready = await send(`${nginx}/api/health/ready`);
  const live = await send(`${nginx}/api/health/live`);
  const shipped = readdirSync('prisma/migrations', { withFileTypes: true }).filter((e) =>
    e.isDirectory(),
  ).length;
  const body = json(ready);
  report(
    'health',
    ready.status === 200 &&
      body.status === 'ready' &&
      body.migrations === shipped &&
      ready.headers['cache-control'] === 'no-store' &&
      live.status === 200,
    `ready ${ready.status} ${ready.text} (${shipped} migrations shipped, Cache-Control ${ready.headers['cache-control']}), live ${live.status}`,
  );
}

// Hashed assets: served through nginx, immutable, stored by nginx after the first request.
{
  const page = await send(`${nginx}/`);
  const asset = /\/_next\/static\/[^"'\s]+\.(?:css|js)/.exec(page.text)?.[0];
  const first = asset ? await send(`${nginx}${asset}`) : undefined;
  const second = asset ? await send(`${nginx}${asset}`) : undefined;
  report(
    'static assets',
    page.status === 200 &&
      first?.status === 200 &&
      second?.status === 200 &&
      second.headers['cache-control'] === 'public, max-age=31536000, immutable' &&
      second.headers['x-cache-status'] === 'HIT',
    `page ${page.status}, ${asset ?? 'no asset found'}: ${first?.status} then ${second?.status} ${second?.headers['x-cache-status']}, Cache-Control ${second?.headers['cache-control']}`,
  );
}

// A page as a browser gets it: compressed by the replica (its bundled server compresses, Next
// does not), with its script chunks queued for after the first paint.
{
  const page = await sendRaw(`${nginx}/privacy-policy`, { headers: { 'accept-encoding': 'gzip' } });
  const html = page.status === 200 && page.body ? gunzipSync(page.body).toString() : '';
  const racing = /<script src="\/_next\/static\/[^"]+" async/.test(html);
  report(
    'pages paint first',
    page.headers['content-encoding'] === 'gzip' && html.includes('__nextAfterPaint(') && !racing,
    `status ${page.status}, Content-Encoding ${page.headers['content-encoding']}, chunks ${racing ? 'still async tags' : 'queued'}`,
  );
}

// Register → SMS code → verify, through nginx; the client address is the visitor's, whatever
// X-Forwarded-For the visitor wrote (nginx appends, the replica trusts one hop).
{
  const lead = person();
  const forged = '203.0.113.77';
  const registered = await send(`${nginx}/api/leads`, {
    body: lead,
    headers: { origin: origin(nginx), 'x-forwarded-for': forged },
  });
  const phone = String(json(registered).phone ?? '');
  const code = phone ? lastCode(phone) : undefined;
  const verified = code
    ? await send(`${nginx}/api/verify-sms`, {
        body: { phone: lead.phone, code },
        headers: { origin: origin(nginx) },
      })
    : undefined;
  const leadId = String(json(verified ?? registered).leadId ?? '');
  const own = verified
    ? await send(`${nginx}/api/leads/${leadId}`, { headers: { cookie: cookiesOf(verified) } })
    : undefined;
  report(
    'register, SMS code, verify',
    registered.status === 201 &&
      verified?.status === 200 &&
      (json(own!).lead as { isVerified?: boolean } | undefined)?.isVerified === true,
    `register ${registered.status}, code ${code ? 'found in the outbox' : 'not found'}, verify ${verified?.status}, lead page ${own?.status}`,
  );
  const { rows } = await db.query<{ key: string }>(
    `SELECT key FROM rate_limit_buckets WHERE key IN ($1, $2)`,
    [`register:ip:${VISITOR}`, `register:ip:${forged}`],
  );
  const keys = rows.map((r) => r.key);
  report(
    'client address',
    keys.length === 1 && keys[0] === `register:ip:${VISITOR}`,
    `registration counted for ${keys.join(', ') || 'nobody'} (sent from ${VISITOR} with X-Forwarded-For ${forged})`,
  );
}

// The operator: sign-in and step-up through nginx; a settings save on replica 1 is on
// replica 2's page within CACHE_WINDOW_MS (needs the replicas' shared cache).
let adminCookie = '';
{
  const login = await send(`${nginx}/api/admin/login`, {
    body: admin,
    headers: { origin: origin(nginx) },
  });
  adminCookie = cookiesOf(login);
  const session = await send(`${nginx}/api/admin/session`, { headers: { cookie: adminCookie } });
  const stepUp = await send(`${nginx}/api/admin/step-up`, {
    body: { password: admin.password },
    headers: { origin: origin(nginx), cookie: adminCookie },
  });
  report(
    'admin sign-in',
    login.status === 200 && session.status === 200 && stepUp.status === 200,
    `login ${login.status}, session ${session.status}, step-up ${stepUp.status}`,
  );
}
{
  // Replica 2 first regenerates its page itself (a save through it: its own revalidatePath),
  // so that it holds a copy a minute fresh; then only a cache shared with replica 1 can show
  // replica 1's save within the window.
  const settings = (name: string) => ({
    partnerName: name,
    partnerRegulator: 'CySEC',
    partnerAuthorisation: '123/45',
    partnerRetailLossPercent: '74',
    partnerUrl: 'https://broker.example/smoke',
    premiumMonthlyCapacity: '',
  });
  const save = (replica: string, name: string) =>
    send(`${replica}/api/admin/settings`, {
      method: 'PUT',
      from: '127.0.0.1',
      headers: { origin: origin(replica), cookie: adminCookie },
      body: settings(name),
    });
  /** Ms until replica's home page shows `name`, polled for at most `ms`; undefined if never. */
  const shown = async (replica: string, name: string, ms: number) => {
    const start = Date.now();
    while (Date.now() - start <= ms) {
      if ((await send(`${replica}/`, { from: '127.0.0.1' })).text.includes(name))
        return Date.now() - start;
      await sleep(200);
    }
    return undefined;
  };
  const tag = Date.now() % 100_000;
  const before = `Smoke Broker A${tag}`;
  const after = `Smoke Broker B${tag}`;
  const ownSave = await save(web2, before);
  const ownShown = ownSave.status === 200 ? await shown(web2, before, 15_000) : undefined;
  const saved = await save(web1, after);
  const seenAfter = saved.status === 200 ? await shown(web2, after, CACHE_WINDOW_MS) : undefined;
  report(
    'settings across replicas',
    ownShown !== undefined && seenAfter !== undefined,
    `a save on replica 2 ${ownSave.status}, on its page after ${ownShown ?? '—'} ms; ` +
      `then a save on replica 1 ${saved.status}, ` +
      (seenAfter !== undefined
        ? `on replica 2's page after ${seenAfter} ms`
        : `not on replica 2's page within ${CACHE_WINDOW_MS} ms`),
  );
}

// Prometheus metrics through nginx: with the token, and refused without it.
{
  const scrape = await send(`${nginx}/api/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const anonymous = await send(`${nginx}/api/metrics`);
  report(
    'metrics',
    scrape.status === 200 &&
      String(scrape.headers['content-type']).startsWith('text/plain') &&
      /^# TYPE /m.test(scrape.text) &&
      anonymous.status >= 400 &&
      anonymous.status < 500,
    `with the token ${scrape.status} ${scrape.headers['content-type'] ?? ''} (${scrape.text.split('\n').filter((l) => l.startsWith('# TYPE ')).length} metrics), without ${anonymous.status}`,
  );
}

// The database taken away under both replicas and the worker (the TCP proxy in front of
// PostgreSQL cut, as a failover or a partition would), then given back: the landings answer
// from each replica's copies, writes answer 503 with Retry-After, readiness says why; once it
// is back, registrations are acknowledged again within 15 s, no acknowledged lead is missing,
// and the worker delivers again, all without a restart.
{
  const landings = OUTAGE_LANDINGS;
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  // Visitors before the outage: every landing served by each replica, a registration.
  for (const replica of [web1, web2])
    for (const landing of landings) await send(`${replica}${landing.path}`, { from: '127.0.0.1' });
  const acknowledged: string[] = [];
  const before = person();
  if (
    (await send(`${nginx}/api/leads`, { body: before, headers: { origin: origin(nginx) } }))
      .status === 201
  )
    acknowledged.push(before.email);
  // The page's widget solved its proof before the database went away.
  const proof = await solve(await fetchChallenge(nginx));

  process.kill(dbProxyPid, 'SIGUSR1');
  const readiness = async () =>
    Promise.all(
      [web1, web2].map(
        async (r) => (await send(`${r}/api/health/ready`, { from: '127.0.0.1' })).status,
      ),
    );
  for (let i = 0; i < 50 && (await readiness()).some((s) => s !== 503); i++) await sleep(200);
  const away = await readiness();
  const live = await Promise.all(
    [web1, web2].map(
      async (r) => (await send(`${r}/api/health/live`, { from: '127.0.0.1' })).status,
    ),
  );
  const pages: string[] = [];
  for (let round = 0; round < 2; round++) {
    for (const landing of landings) {
      const page = await send(`${nginx}${landing.path}`);
      if (page.status !== 200 || !page.text.includes(landing.text))
        pages.push(`${landing.path} ${page.status}`);
    }
  }
  const refused = await send(`${nginx}/api/leads`, {
    body: { ...person(), altcha: proof, fillMs: 8_000 },
    headers: { origin: origin(nginx) },
  });
  const refusedBody = json(refused).error as { code?: string } | undefined;

  process.kill(dbProxyPid, 'SIGUSR2');
  const back = Date.now();
  let recoveredMs: number | undefined;
  while (recoveredMs === undefined && Date.now() - back < 30_000) {
    const lead = person();
    const answer = await send(`${nginx}/api/leads`, {
      body: lead,
      headers: { origin: origin(nginx) },
    });
    if (answer.status === 201) {
      recoveredMs = Date.now() - back;
      acknowledged.push(lead.email);
    } else await sleep(250);
  }
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM leads WHERE email = ANY($1)',
    [acknowledged],
  );
  // The worker claims the registration's CRM event again (an attempt recorded since the return).
  let workerAttempts = 0;
  for (let i = 0; i < 60 && workerAttempts === 0; i++) {
    workerAttempts = (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM delivery_attempts WHERE started_at >= to_timestamp($1 / 1000.0)`,
        [back],
      )
    ).rows[0]!.n;
    if (workerAttempts === 0) await sleep(500);
  }
  report(
    'database outage',
    away.every((s) => s === 503) &&
      live.every((s) => s === 200) &&
      pages.length === 0 &&
      refused.status === 503 &&
      refused.headers['retry-after'] !== undefined &&
      refusedBody?.code === 'unavailable' &&
      recoveredMs !== undefined &&
      recoveredMs < 15_000 &&
      rows[0]?.n === acknowledged.length &&
      alive(workerPid) &&
      workerAttempts > 0,
    `while away: ready ${away.join('/')}, live ${live.join('/')}, ` +
      `${landings.length * 2 - pages.length} of ${landings.length * 2} landing views 200 with content` +
      `${pages.length ? ` (not: ${pages.join(', ')})` : ''}, a registration ${refused.status} ` +
      `${refusedBody?.code ?? refused.text.slice(0, 80)} Retry-After ${refused.headers['retry-after']}; ` +
      `back: registrations acknowledged after ${recoveredMs ?? '—'} ms, ` +
      `${rows[0]?.n} of ${acknowledged.length} acknowledged leads stored, ` +
      `worker ${alive(workerPid) ? `running, ${workerAttempts} deliveries tried since` : 'gone'}`,
  );
}

// Replica 1 dies (kill -9): nginx sends everything to replica 2, writes included.
{
  process.kill(web1Pid, 'SIGKILL');
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(web1Pid, 0);
      await sleep(50);
    } catch {
      break;
    }
  }
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) {
    statuses.push((await send(`${nginx}/`)).status);
    statuses.push((await send(`${nginx}/api/health/ready`)).status);
  }
  const lead = await send(`${nginx}/api/leads`, {
    body: person(),
    headers: { origin: origin(nginx) },
  });
  const direct = await send(`${web1}/api/health/live`, { from: '127.0.0.1' });
  report(
    'one replica killed',
    direct.status === 0 && statuses.every((s) => s === 200) && lead.status === 201,
    `replica 1 ${direct.status === 0 ? 'gone' : `still answers ${direct.status}`}; through nginx ${statuses.filter((s) => s === 200).length} of ${statuses.length} GETs 200, a registration ${lead.status}`,
  );
}

await db.end();
process.exitCode = failures ? 1 : 0;
