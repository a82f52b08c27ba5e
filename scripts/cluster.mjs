// `npm run start:cluster [-- -p PORT]` (ISSUE 10 item 1): two production servers
// (scripts/server.mjs) on PORT+1 and PORT+2, behind a round-robin proxy on PORT, all on
// loopback and one PostgreSQL (DATABASE_URL is required: the embedded PGlite allows one
// process). The proxy OVERWRITES X-Forwarded-For with the client's address, as the README's
// reverse proxy does, and the instances run with TRUSTED_PROXY_HOPS=1, so both count the same
// client address in every per-IP cap. Rate limits, OTP rules, the free-access cap, admin
// sessions and the outbox live in the database, so they hold across the two
// (bench/cluster-check.ts checks each through both). SIGTERM/SIGINT stop the proxy and then
// both instances gracefully. Run `npm run build` first.
import http from 'node:http';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

let port = Number(process.env.PORT ?? 3000);
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++)
  if (argv[i] === '-p' || argv[i] === '--port') port = Number(argv[++i]);

if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  console.error('start:cluster needs DATABASE_URL=postgresql://… (PGlite allows one process only)');
  process.exit(1);
}

const server = fileURLToPath(new URL('./server.mjs', import.meta.url));
const upstreams = [port + 1, port + 2];
// CLUSTER_TRUST_FORWARDED=1 (bench/api-load only: its load generator sends each request from its
// own address): the proxy APPENDS to the incoming X-Forwarded-For instead of overwriting it, and
// the instances trust two hops. Never behind an untrusted client: it could pick its address.
const trustForwarded = process.env.CLUSTER_TRUST_FORWARDED === '1';
const children = upstreams.map((p) =>
  spawn(process.execPath, [server, '-p', String(p)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      HOSTNAME: '127.0.0.1',
      TRUSTED_PROXY_HOPS: trustForwarded ? '2' : '1',
    },
  }),
);

let next = 0;
const proxy = http.createServer((req, res) => {
  const target = upstreams[next++ % upstreams.length];
  const peer = req.socket.remoteAddress ?? '';
  const incoming = req.headers['x-forwarded-for'];
  const forwarded = trustForwarded && incoming ? `${incoming}, ${peer}` : peer;
  const headers = { ...req.headers, 'x-forwarded-for': forwarded };
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
