// The production server (`npm start`, and the image's web process: deploy/entry/web.sh;
// docs/decisions.md §6): the built Next app behind node:http, instead of `next start` or the
// `server.js` that `output: 'standalone'` writes, for three reasons.
// 1. Client address. `next start` keeps an incoming X-Forwarded-For (it fills it in only when
//    absent), so a client could pick the address every per-IP cap counts. Here every request's
//    X-Forwarded-For is REPLACED by the incoming chain plus the socket's remote address, as a
//    proxy does (./forwarded-for.mjs), so its last entry is always the TCP peer.
//    lib/server/http/client-ip.ts walks it from the right and believes an entry only while the hop
//    to its right is in TRUSTED_PROXIES (at most TRUSTED_PROXY_HOPS hops): a client reaching
//    this port directly is its own TCP peer, whatever it wrote.
// 2. Responses (./serve-response.mjs). Pre-rendered pages start Next's script chunks after
//    their first paint (./scripts-after-paint.mjs), which a custom server can do and
//    `next start` cannot: the page's HTML is rewritten before it is compressed, so Next's own
//    compression is off (next.config.ts `compress: false`) and it is done here, for every
//    response, as Next's does (./compressed-response.mjs: gzip, brotli or deflate as asked,
//    above 1 kB, compressible types; byte ranges of the identity bytes only; a tag of its own
//    per encoding). A page that fails (a render that needs the database while it is away)
//    answers a 503 page in its language (./unavailable-page.mjs). HEAD answers GET's head.
// 3. Graceful stop. On SIGTERM or SIGINT it stops accepting connections, lets requests in
//    flight finish (at most SHUTDOWN_GRACE_MS, then remaining connections are cut), closes the
//    database through the hook lib/server/jobs/start-up.ts publishes (releasing the PGlite lock),
//    and exits 0. A second signal exits at once with code 1.
//
// The same file runs in the repository (after `npm run build`) and in the standalone output
// (deploy/assemble.sh bundles it into .next/standalone/server/): the app directory is the parent
// of this file's folder, and the Next config is the one the build serialised in
// .next/required-server-files.json, handed to Next exactly as the standalone `server.js` does
// (next.config.ts and its imports are not in the standalone output, and the build's config is
// the one the built pages were made with).
//
// Usage: node server/index.mjs [-p PORT | --port PORT]. Port: the argument, else PORT,
// else 3000. Listens on HOSTNAME if set, else on all interfaces. KEEP_ALIVE_TIMEOUT (ms), as
// the standalone server reads it: how long an idle keep-alive connection stays open (Node's
// default, 5 s, when unset); a proxy that reuses connections must drop them sooner.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { forwardedFor } from './forwarded-for.mjs';
import { prepareResponse } from './serve-response.mjs';

/** Longest wait for requests in flight after a stop signal. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Published by lib/server/jobs/start-up.ts: closes the app's database. */
const SHUTDOWN_HOOK = Symbol.for('app.shutdown');

/** One JSON line, shaped like the app's pino logs (level 30 info, 40 warn, 50 error). */
function log(level, msg, fields = {}) {
  const levels = { info: 30, warn: 40, error: 50 };
  const line = JSON.stringify({ level: levels[level], time: Date.now(), msg, ...fields });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

/** The port from `-p N`, `--port N`, `--port=N`, else PORT, else 3000. */
function portFrom(argv, env) {
  let value = env.PORT;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-p' || arg === '--port') value = argv[++i];
    else if (arg.startsWith('--port=')) value = arg.slice('--port='.length);
  }
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    log('error', `invalid port: ${value}`);
    process.exit(1);
  }
  return port;
}

/** KEEP_ALIVE_TIMEOUT in ms, or undefined (Node's default) when unset or not a number ≥ 0. */
function keepAliveFrom(env) {
  const ms = Number.parseInt(env.KEEP_ALIVE_TIMEOUT ?? '', 10);
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

/** The config `next build` serialised; exits 1 with the reason when there is no build. */
function builtConfig(dir) {
  const file = path.join(dir, '.next', 'required-server-files.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')).config;
  } catch (error) {
    log('error', `no production build in ${dir}: run \`npm run build\` first`, {
      err: String(error),
    });
    process.exit(1);
  }
}

const port = portFrom(process.argv.slice(2), process.env);
const hostname = process.env.HOSTNAME || undefined;
const keepAliveTimeout = keepAliveFrom(process.env);
// As `next start` does; set before Next and React load.
process.env.NODE_ENV ??= 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

// Relative paths of the app (the PGlite directory, the migrations, the SMS outbox) are read
// from the working directory, as under the standalone server.js, which moves there too.
const dir = path.resolve(import.meta.dirname, '..');
process.chdir(dir);
const conf = builtConfig(dir);
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(conf);

const { default: next } = await import('next');
const app = next({ dev: false, dir, conf, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
// In production Next loads instrumentation.ts lazily, on the first request (app.prepare()
// and `next start` alike). Start it now, through Next's own memoised loader so that it still
// runs once: the database opens (and migrates) at start, alongside prepare() and the first
// requests (which wait for it in getDb()), and a second server on a locked PGlite directory
// exits 1 with the clear message.
async function registerInstrumentation() {
  try {
    const { ensureInstrumentationRegistered } =
      await import('next/dist/server/lib/router-utils/instrumentation-globals.external.js');
    await ensureInstrumentationRegistered(dir, conf.distDir);
  } catch (error) {
    log('warn', 'instrumentation not run at start; it runs on the first request', {
      err: String(error?.stack ?? error),
    });
  }
}
const instrumentation = registerInstrumentation();
await app.prepare();

// Where the build wrote its pages: the language of a page that failed (./unavailable-page.mjs).
const appDir = path.join(dir, conf.distDir ?? '.next', 'server', 'app');
let stopping = false;
const server = http.createServer((req, res) => {
  req.headers['x-forwarded-for'] = forwardedFor(
    req.headers['x-forwarded-for'],
    req.socket.remoteAddress,
  );
  if (stopping) res.setHeader('Connection', 'close');
  prepareResponse(req, res, { appDir });
  handle(req, res).catch((error) => {
    // The path only: a query can carry personal data (README "Security", lib/site/public-url.ts).
    const urlPath = String(req.url ?? '').split(/[?#]/)[0];
    log('error', 'request failed', { err: String(error?.stack ?? error), path: urlPath });
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});

if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;

server.on('error', (error) => {
  log('error', `cannot listen on ${hostname ?? '*'}:${port}`, { err: String(error) });
  process.exit(1);
});
server.listen(port, hostname, () => {
  log('info', `listening on http://${hostname ?? 'localhost'}:${port}`, { pid: process.pid });
  void instrumentation.then(() =>
    log('info', 'ready', { pid: process.pid, startMs: Math.round(process.uptime() * 1000) }),
  );
});

/** Stops accepting, drains requests in flight, closes the database, exits 0. */
async function shutdown(signal) {
  if (stopping) {
    log('warn', `${signal} again: exiting now`);
    process.exit(1);
  }
  stopping = true;
  const started = Date.now();
  log('info', `${signal}: stopping`, { inFlight: await connectionCount() });
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  // Keep-alive connections become idle once their request is answered: close them then.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => {
    log('warn', `requests still running after ${SHUTDOWN_GRACE_MS} ms: closing connections`);
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  await closed;
  clearInterval(sweep);
  clearTimeout(cut);
  try {
    const closeDb = globalThis[SHUTDOWN_HOOK];
    if (typeof closeDb === 'function') await closeDb();
  } catch (error) {
    log('error', 'closing the database failed', { err: String(error?.stack ?? error) });
  }
  log('info', 'stopped', { ms: Date.now() - started });
  process.exit(0);
}

function connectionCount() {
  return new Promise((resolve) => server.getConnections((_error, count) => resolve(count ?? 0)));
}

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void shutdown(signal));
