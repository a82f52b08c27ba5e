// `npm run start:cluster [-- -p PORT]`: two production servers (scripts/server.mjs) on
// PORT+1 and PORT+2, behind a round-robin proxy on PORT, all on loopback and one PostgreSQL
// (DATABASE_URL is required: the embedded PGlite allows one process).
// Client address: the proxy APPENDS its TCP peer to X-Forwarded-For (./forwarded-for.mjs, as
// every hop does), and the instances run with TRUSTED_PROXY_HOPS one higher than the cluster's
// own (the number of reverse proxies in front of it; 0 when clients connect to PORT), so that
// the cluster's proxy is one more trusted hop (loopback, in the default TRUSTED_PROXIES) and
// both instances count the real client address in every per-IP cap. With no proxy in front,
// only the cluster's own hop is skipped, so a client's X-Forwarded-For is never believed.
// Behind nginx on the same machine: TRUSTED_PROXY_HOPS=1 npm run start:cluster.
// Rate limits, OTP rules, the free-access cap, admin sessions and the outbox live in the
// database, so they hold across the two (bench/cluster-check.ts checks each through both).
// SIGTERM/SIGINT stop the proxy and then both instances gracefully. Run `npm run build` first.
import http from 'node:http';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { forwardedFor } from './forwarded-for.mjs';

let port = Number(process.env.PORT ?? 3000);
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++)
  if (argv[i] === '-p' || argv[i] === '--port') port = Number(argv[++i]);

if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  console.error('start:cluster needs DATABASE_URL=postgresql://… (PGlite allows one process only)');
  process.exit(1);
}

// Proxies in front of the cluster; the instances' limit (env.ts) is 5, one taken by ours.
const hopsInFront = Number(process.env.TRUSTED_PROXY_HOPS || 0);
if (!Number.isInteger(hopsInFront) || hopsInFront < 0 || hopsInFront > 4) {
  console.error(
    `start:cluster: TRUSTED_PROXY_HOPS must be 0-4, not ${process.env.TRUSTED_PROXY_HOPS}`,
  );
  process.exit(1);
}

const server = fileURLToPath(new URL('./server.mjs', import.meta.url));
const upstreams = [port + 1, port + 2];
const children = upstreams.map((p) =>
  spawn(process.execPath, [server, '-p', String(p)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      HOSTNAME: '127.0.0.1',
      TRUSTED_PROXY_HOPS: String(hopsInFront + 1),
    },
  }),
);

let next = 0;
const proxy = http.createServer((req, res) => {
  const target = upstreams[next++ % upstreams.length];
  const headers = {
    ...req.headers,
    'x-forwarded-for': forwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress),
  };
  const upstream = http.request(
    { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end('{"error":{"code":"bad_gateway","message":"Instance not reachable."}}');
  });
  req.pipe(upstream);
});
proxy.listen(port, '127.0.0.1', () => {
  console.log(
    JSON.stringify({
      level: 30,
      time: Date.now(),
      msg: `cluster on http://127.0.0.1:${port}`,
      upstreams,
    }),
  );
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    proxy.close();
    let left = children.length;
    for (const child of children) {
      child.once('exit', () => --left === 0 && process.exit(0));
      child.kill('SIGTERM');
    }
  });
}
for (const child of children) {
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`an instance exited (${code}); stopping the cluster`);
      process.kill(process.pid, 'SIGTERM');
    }
  });
}
