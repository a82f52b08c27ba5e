// A TCP proxy that a test can cut and restore: the database "taken away" under running app
// processes, as a network partition or a failover does, without touching PostgreSQL itself
// (tests/e2e/database-outage.spec.ts, deploy/smoke.sh). Cut: it stops listening and closes
// every connection it carries (the app's pool sees them drop, new ones are refused); restored:
// it listens on the same port again.
//
// As a command (deploy/smoke.sh): node scripts/tcp-proxy.mjs LISTEN_PORT TARGET_HOST:PORT;
// SIGUSR1 cuts, SIGUSR2 restores, SIGTERM stops. It prints `proxy listening` when ready, and
// `proxy cut` and `proxy restored` on each.
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * A proxy on 127.0.0.1:`port` to `target`, listening once start() resolves.
 * @param {number} port
 * @param {{ host: string, port: number }} target
 */
export function tcpProxy(port, target) {
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  /** @type {net.Server | undefined} */
  let server;

  const listen = () =>
    new Promise((resolve, reject) => {
      const opened = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      opened.once('error', reject);
      opened.listen(port, '127.0.0.1', () => {
        server = opened;
        resolve(undefined);
      });
    });

  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (closing) await new Promise((resolve) => closing.close(() => resolve(undefined)));
  };

  return {
    /** Starts listening. */
    start: listen,
    /** Stops listening and closes every connection: the database is away. */
    cut,
    /** Listens again: the database is back. */
    restore: () => (server ? Promise.resolve() : listen()),
    /** Cuts for good. */
    stop: cut,
    /** Whether it listens now. */
    get up() {
      return server !== undefined;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [listenPort, targetAddress = ''] = process.argv.slice(2);
  const [host = '127.0.0.1', targetPort = '5432'] = targetAddress.split(':');
  const proxy = tcpProxy(Number(listenPort), { host, port: Number(targetPort) });
  await proxy.start();
  console.log(`proxy listening on 127.0.0.1:${listenPort} for ${host}:${targetPort}`);
  process.on('SIGUSR1', () => void proxy.cut().then(() => console.log('proxy cut')));
  process.on('SIGUSR2', () => void proxy.restore().then(() => console.log('proxy restored')));
  process.on('SIGTERM', () => void proxy.stop().then(() => process.exit(0)));
  // While cut, nothing else keeps the process alive to hear the restore.
  setInterval(() => {}, 3_600_000);
}
