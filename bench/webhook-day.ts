/**
 * `npm run bench:faults -- --webhook-day [--pg] [--per-hour 60]` (docs/decisions.md §6b):
 * the CRM's webhook receiver is down for a simulated day while leads keep arriving, then comes
 * back. Prints figures, not a test. In-process: the app's own outbox, dispatcher and webhook
 * deliverer, a real receiver on loopback and a clock moved by hand (a day runs in seconds).
 * Each simulated minute enqueues lead events (`--per-hour`, spread evenly) and runs the
 * dispatcher over everything due; after 24 h the receiver answers 200 again and the clock
 * moves from one due time to the next until nothing is pending. Printed: events enqueued, how
 * many the receiver acknowledged, missing (goal 0), failed for good (goal 0), delivered more
 * than once (a retry after a lost answer; the webhook-id makes it idempotent), attempts, and
 * the simulated time from the receiver's return to the last delivery (the retry schedule).
 * Engine: PGlite in a fresh directory, or with --pg a fresh database on BENCH_DATABASE_URL's
 * server (default postgresql://postgres@127.0.0.1:5432/postgres), dropped at the end.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { Client } from 'pg';
import type { Db } from '@/lib/server/db/client';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Runs the simulated day on PostgreSQL (`pg`) or PGlite and prints the figures. */
export async function webhookDay(options: { pg: boolean; perHour: number }): Promise<void> {
  const { openDatabase } = await import('@/lib/server/db/client');
  const { createDispatcher } = await import('@/lib/server/outbox/dispatcher');
  const { enqueueMessage } = await import('@/lib/server/outbox/enqueue');
  const { webhookDeliverer } = await import('@/lib/server/outbox/webhook');

  const serverUrl =
    process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const dbName = `bench_webhook_day_${Date.now()}`;
  const dataDir = '.data/bench-faults/webhook-day';
  const admin = async (text: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  if (options.pg) await admin(`CREATE DATABASE ${dbName}`);
  else await rm(dataDir, { recursive: true, force: true });
  const database = await openDatabase(
    options.pg
      ? {
          kind: 'postgres',
          url: Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString(),
        }
      : { kind: 'pglite', dataDir },
  );
  const db: Db = database.prisma;

  // The CRM: 503 while down, 200 once back; every request counted by webhook-id.
  let up = false;
  const acknowledged = new Map<string, number>();
  let requests = 0;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests += 1;
      if (!up) return void res.writeHead(503).end('down');
      const id = String(req.headers['webhook-id']);
      acknowledged.set(id, (acknowledged.get(id) ?? 0) + 1);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  const start = new Date('2026-11-20T08:00:00Z').getTime();
  let now = start;
  const clock = () => new Date(now);
  const dispatcher = createDispatcher({
    db,
    clock,
    batch: 50,
    deliverers: {
      webhook: webhookDeliverer(db, () => ({ url }), { timeoutMs: 5000 }),
    },
  });
  const runDue = async () => {
    while ((await dispatcher.tick()) > 0);
  };

  const wall = Date.now();
  const enqueued: string[] = [];
  const everyMs = HOUR / options.perHour;
  for (let t = 0; t < 24 * HOUR; t += MINUTE) {
    now = start + t;
    while (enqueued.length * everyMs <= t) {
      const n = enqueued.length + 1;
      enqueued.push(
        await enqueueMessage(
          db,
          { channel: 'webhook', eventType: 'lead.created', payload: { leadId: `lead-${n}` } },
          clock(),
        ),
      );
    }
    await runDue();
  }
  now = start + 24 * HOUR;
  up = true;
  const back = now;
  let lastDelivery = back;
  for (;;) {
    await runDue();
    const next = await db.outboxMessage.findFirst({
      where: { status: 'pending' },
      orderBy: { nextAttemptAt: 'asc' },
      select: { nextAttemptAt: true },
    });
    if (!next) break;
    lastDelivery = Math.max(now, next.nextAttemptAt.getTime());
    now = lastDelivery;
  }

  const byStatus = await db.outboxMessage.groupBy({ by: ['status'], _count: true });
  const attempts = await db.deliveryAttempt.count();
  const missing = enqueued.filter((id) => !acknowledged.has(id)).length;
  const twice = [...acknowledged.values()].filter((n) => n > 1).length;
  const failed = byStatus.find((s) => s.status === 'failed')?._count ?? 0;
  const rows = [
    ['engine', options.pg ? 'PostgreSQL' : 'PGlite'],
    ['receiver down (simulated)', '24 h'],
    ['events enqueued meanwhile', enqueued.length],
    ['acknowledged by the receiver', acknowledged.size],
    ['missing (goal 0)', missing],
    ['failed for good (goal 0)', failed],
    ['delivered more than once', twice],
    ['delivery attempts', attempts],
    ['HTTP requests to the receiver', requests],
    ['receiver back → last delivery (simulated)', `${((lastDelivery - back) / HOUR).toFixed(1)} h`],
    ['wall time', `${((Date.now() - wall) / 1000).toFixed(1)} s`],
  ];
  for (const [label, value] of rows) console.log(`${String(label).padEnd(44)} ${value}`);

  receiver.close();
  await database.close();
  if (options.pg) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  if (missing > 0 || failed > 0) process.exitCode = 1;
}
