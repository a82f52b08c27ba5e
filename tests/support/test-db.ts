/**
 * A real database per test file: in-memory PGlite, or a fresh PostgreSQL database created
 * on TEST_DATABASE_URL's server (and dropped afterwards). Tables are emptied before each test.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, setDatabase, type Database, type Db } from '@/lib/server/db/client';
import { forgetLiveStats } from '@/lib/server/tracking/live-stats';

/** Tables kept between tests: the migration ledger and the one-row free-access pool. */
const KEPT = new Set(['_app_migrations', 'free_access_pool']);

/** Every table of the public schema, read from the catalogue so a new table is never missed. */
async function tablesToReset(db: Db): Promise<string[]> {
  const rows = await db.$queryRaw<{ tablename: string }[]>`
    SELECT tablename::text AS tablename FROM pg_catalog.pg_tables WHERE schemaname = 'public'`;
  return rows.map((r) => r.tablename).filter((name) => !KEPT.has(name));
}

async function withAdminClient<T>(url: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Registers beforeAll/beforeEach/afterAll hooks; returns a getter for the Prisma client. */
export function setupTestDatabase(): () => Db {
  let database: Database | undefined;
  let dbName: string | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;

  beforeAll(async () => {
    if (serverUrl) {
      dbName = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
      await withAdminClient(serverUrl, (c) => c.query(`CREATE DATABASE ${dbName}`));
      const url = new URL(serverUrl);
      url.pathname = `/${dbName}`;
      database = await openDatabase({ kind: 'postgres', url: url.toString() });
    } else {
      database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    }
    setDatabase(database);
  });

  let tables: string[] = [];
  beforeEach(async () => {
    if (!tables.length) tables = await tablesToReset(database!.prisma);
    await database!.prisma.$executeRawUnsafe(
      `TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`,
    );
    await database!.prisma.$executeRawUnsafe(
      'UPDATE free_access_pool SET granted = 0, capacity = 500',
    );
    forgetLiveStats(); // in-memory figures of the emptied database
  });

  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    if (serverUrl && dbName) {
      await withAdminClient(serverUrl, (c) =>
        c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`),
      );
    }
  });

  return () => database!.prisma;
}
