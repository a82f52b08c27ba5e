/**
 * A real database per test file: in-memory PGlite, or a fresh PostgreSQL database created
 * on TEST_DATABASE_URL's server (and dropped afterwards). Tables are emptied before each test.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, setDatabase, type Database, type Db } from '@/lib/server/db';

const TABLES = [
  'consent_records',
  'verification_codes',
  'lead_sessions',
  'leads',
  'rate_limit_buckets',
  'visitors',
  'users',
];

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

  beforeEach(async () => {
    await database!.prisma.$executeRawUnsafe(
      `TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`,
    );
    await database!.prisma.$executeRawUnsafe(
      'UPDATE free_access_pool SET granted = 0, capacity = 500',
    );
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
