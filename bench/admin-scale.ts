/**
 * `npm run bench:admin-scale -- [options]`: prints figures, not a test.
 * On PostgreSQL (BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres) it
 * creates `bench_admin_<timestamp>`, migrates it with the app's migrations, bulk-loads 100,000
 * leads and 1,000,000 visitor sessions in SQL, ANALYZEs, creates the admin ADMIN_USERNAME /
 * ADMIN_PASSWORD (default bench-admin and a random password), then:
 *   - always: EXPLAIN (ANALYZE, BUFFERS) of the key queries, and the app's server functions
 *     timed in-process (p50/p95/max over N) with the full CSV export streamed;
 *   - with --url: the same calls over HTTP against a running app started by the operator
 *     with DATABASE_URL pointing to the bench database (see --keep and --db), signing in via
 *     POST /api/admin/login; --server-pid <pid> adds the server's RSS around the export.
 * The database is dropped at the end unless --keep (or --db, which reuses a kept one).
 * Options: --sql-only (skip HTTP even with --url), --url URL, --db NAME, --keep, --drop,
 * --leads N, --visitors N, -n N (default 30), --server-pid PID, --verbose (whole plans).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import '../scripts/support/prisma-esm';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    db: { type: 'string' },
    keep: { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
    'sql-only': { type: 'boolean', default: false },
    leads: { type: 'string', default: '100000' },
    visitors: { type: 'string', default: '1000000' },
    n: { type: 'string', short: 'n', default: '30' },
    'server-pid': { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

const { Client } = await import('pg');
const { openDatabase } = await import('@/lib/server/db/client');
const { createAdminUser } = await import('@/lib/server/auth/admin-users');
const { bulkLoad } = await import('./admin-scale/load');
const { explainAll, printPlans } = await import('./admin-scale/explain');
const { printTable } = await import('./admin-scale/report');
const { timeInProcess } = await import('./admin-scale/in-process');
const http = await import('./admin-scale/http');

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const n = Number(args.n);
const dbName = args.db ?? `bench_admin_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
if (!/^bench_admin_\w+$/.test(dbName))
  throw new Error('--db must name a bench database (bench_admin_…)');
const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const dropAtEnd = args.drop || (!args.keep && !args.db);

async function withClient<T>(
  url: string,
  fn: (c: InstanceType<typeof Client>) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const database = await (async () => {
  if (!args.db) {
    await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${dbName}`));
    console.log(`Created ${dbName} on ${new URL(serverUrl).host}`);
  }
  return openDatabase({ kind: 'postgres', url: dbUrl }); // applies the app's migrations
})();

try {
  await withClient(dbUrl, async (pg) => {
    const existing = await pg.query<{ n: string }>('SELECT count(*) AS n FROM leads');
    if (Number(existing.rows[0]!.n) === 0) {
      const counts = { leads: Number(args.leads), visitors: Number(args.visitors) };
      console.log(`Loading ${counts.visitors} visitors and ${counts.leads} leads…`);
      const timings = await bulkLoad(pg, counts);
      for (const [step, s] of Object.entries(timings)) console.log(`  ${step}: ${s.toFixed(1)} s`);
    }
    const sizes = await pg.query<{
      leads: string;
      verified: string;
      visitors: string;
      online: string;
    }>(
      `SELECT (SELECT count(*) FROM leads) AS leads, (SELECT count(*) FROM leads WHERE is_verified) AS verified,
        (SELECT count(*) FROM visitors) AS visitors,
        (SELECT count(*) FROM visitors WHERE is_active AND last_seen >= now() - interval '5 minutes') AS online`,
    );
    const s = sizes.rows[0]!;
    console.log(
      `Data: ${s.leads} leads (${s.verified} verified), ${s.visitors} visitors (${s.online} online now)`,
    );
    printPlans(await explainAll(pg), args.verbose);
  });

  const inProcess = await timeInProcess(database.prisma, n);
  printTable(`App server functions in-process (Prisma → PostgreSQL), N=${n}`, inProcess.timings);
  const e = inProcess.exported;
  console.log(
    `\nCSV export in-process: ${e.rows} rows, ${(e.bytes / 1024 / 1024).toFixed(1)} MiB in ${(e.totalMs / 1000).toFixed(2)} s; ` +
      `RSS ${e.rssMb.before.toFixed(0)} → peak ${e.rssMb.peak.toFixed(0)} → ${e.rssMb.after.toFixed(0)} MiB`,
  );

  if (args.url && !args['sql-only']) {
    const username = process.env.ADMIN_USERNAME ?? 'bench-admin';
    const password = process.env.ADMIN_PASSWORD ?? randomBytes(18).toString('base64url');
    await database.prisma.user.deleteMany({ where: { username } });
    await createAdminUser(database.prisma, username, password);
    const cookie = await http.signIn(args.url, username, password);
    const total = await http.leadTotal(args.url, cookie);
    const expected = await database.prisma.lead.count();
    if (total !== expected) {
      console.warn(
        `\nWARNING: the app reports ${total} leads, the bench database has ${expected}: is it started with DATABASE_URL=${dbUrl}?`,
      );
    }
    printTable(
      `HTTP against ${args.url}, N=${n} (sequential, after 2 warm-ups)`,
      await http.timeCalls(args.url, cookie, n),
    );
    const pid = args['server-pid'] ? Number(args['server-pid']) : undefined;
    const x = await http.timeExport(args.url, cookie, pid);
    const rss =
      x.rss.before === null
        ? 'server RSS: pass --server-pid'
        : `server RSS ${x.rss.before.toFixed(0)} → peak ${x.rss.peak?.toFixed(0)} → ${x.rss.after?.toFixed(0)} MiB`;
    console.log(
      `\nCSV export over HTTP: ${x.rows} rows, ${(x.bytes / 1024 / 1024).toFixed(1)} MiB, first byte ${x.firstByteMs.toFixed(0)} ms, ` +
        `total ${(x.totalMs / 1000).toFixed(2)} s; ${rss}`,
    );
  } else if (!args['sql-only']) {
    console.log(
      `\nHTTP part skipped (no --url). To run it: npm run bench:admin-scale -- --keep, then start the app with\n` +
        `  DATABASE_URL=${dbUrl} AUTH_SECRET=<secret> SMS_DRIVER=outbox ALLOW_INSECURE_SITE_URL=1 npm start   (or npm run dev)\n` +
        `and run: npm run bench:admin-scale -- --db ${dbName} --url http://localhost:3000 [--server-pid <pid>] [--drop]`,
    );
  }
} finally {
  await database.close();
  if (dropAtEnd) {
    await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    console.log(`\nDropped ${dbName}.`);
  } else {
    console.log(`\nKept ${dbName}: ${dbUrl}`);
  }
}
