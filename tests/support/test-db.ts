/**
 * A real database per test file: in-memory PGlite, or a fresh PostgreSQL database created
 * on TEST_DATABASE_URL's server (and dropped afterwards). Either starts as a copy of a
 * migrated template (./db-template.ts); the PGlite one is shared by the test files of a jest
 * worker (./worker-pglite.ts). Tables are emptied before each test.
 */
import { randomBytes } from 'node:crypto';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { Client } from 'pg';
import {
  openDatabase,
  setDatabase,
  attachDirectQuery,
  type Database,
  type Db,
} from '@/lib/server/db/client';
import { PrismaClient } from '@/lib/server/generated/prisma/client';
import { migrate } from '@/lib/server/db/migrate';
import { forgetLiveStats } from '@/lib/server/requests/live-stats';
import { forgetSmsSurge } from '@/lib/server/leads/sms-surge';
import { pgliteRunner } from '@/lib/server/db/drivers';
import { databaseUrl, pgliteTemplate, postgresTemplate } from './db-template';
import { acquireWorkerPglite } from './worker-pglite';

/** Tables kept between tests: the migration ledger and the one-row free-access pool. */
const KEPT = new Set(['_app_migrations', 'free_access_pool']);

/** Every table of the public schema, read from the catalogue so a new table is never missed. */
async function tablesToReset(db: Db): Promise<string[]> {
  const rows = await db.$queryRaw<{ tablename: string }[]>`
    SELECT tablename::text AS tablename FROM pg_catalog.pg_tables WHERE schemaname = 'public'`;
  return rows.map((r) => r.tablename).filter((name) => !KEPT.has(name));
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The one statement run before each test: what `TRUNCATE <tables> RESTART IDENTITY CASCADE`
 * did (every row gone, every sequence owned by their columns back at its start), without
 * its cost: TRUNCATE gives each table and index a new file, a few hundred milliseconds per
 * test on PGlite, where deleting the few rows a test wrote takes a few. Rows are deleted
 * children first (foreign keys read from the catalogue); if the keys ever form a cycle, the
 * statement is the TRUNCATE itself.
 */
async function resetStatement(db: Db): Promise<string> {
  const tables = await tablesToReset(db);
  const keys = await db.$queryRaw<{ child: string; parent: string }[]>`
    SELECT c.relname::text AS child, p.relname::text AS parent
      FROM pg_catalog.pg_constraint k
      JOIN pg_catalog.pg_class c ON c.oid = k.conrelid
      JOIN pg_catalog.pg_class p ON p.oid = k.confrelid
     WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace`;
  const sequences = await db.$queryRaw<{ seq: string; start: string; tablename: string }[]>`
    SELECT s.seqrelid::regclass::text AS seq, s.seqstart::text AS start, t.relname::text AS tablename
      FROM pg_catalog.pg_sequence s
      JOIN pg_catalog.pg_depend d
        ON d.classid = 'pg_catalog.pg_class'::regclass AND d.objid = s.seqrelid
       AND d.refclassid = 'pg_catalog.pg_class'::regclass AND d.deptype IN ('a', 'i')
      JOIN pg_catalog.pg_class t ON t.oid = d.refobjid
     WHERE t.relnamespace = 'public'::regnamespace`;
  const pool = 'UPDATE free_access_pool SET granted = 0, capacity = 500;';

  // Children before parents: repeatedly take a table no remaining table references.
  const order: string[] = [];
  const left = new Set(tables);
  while (left.size) {
    const next = [...left].find(
      (t) => !keys.some((k) => k.parent === t && k.child !== t && left.has(k.child)),
    );
    if (!next) {
      const all = tables.map(quoted).join(', ');
      return `DO $reset$ BEGIN TRUNCATE ${all} RESTART IDENTITY CASCADE; ${pool} END $reset$`;
    }
    order.push(next);
    left.delete(next);
  }
  const kept = new Set(tables);
  return [
    'DO $reset$ BEGIN',
    ...order.map((t) => `DELETE FROM ${quoted(t)};`),
    ...sequences
      .filter((s) => kept.has(s.tablename))
      .map((s) => `PERFORM setval(${literal(s.seq)}::regclass, ${s.start}, false);`),
    pool,
    'END $reset$',
  ].join('\n');
}

/**
 * What openDatabase({ kind: 'pglite', dataDir: 'memory://' }) returns, from the migrated
 * template instead of initdb and every migration: the same PGlite options, the same Prisma
 * adapter, and the same driver-level query function behind sqlOf. The PGlite is the jest
 * worker's, handed from one test file to the next (./worker-pglite.ts).
 */
async function openPgliteDatabase(): Promise<Database> {
  const pg = await acquireWorkerPglite(pgliteTemplate);
  const runner = pgliteRunner(pg);
  try {
    const pending = await migrate(runner);
    if (pending.length) throw new Error(`template database missed ${pending.join(', ')}`);
  } catch (error) {
    await pg.close();
    throw error;
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pg) });
  attachDirectQuery(prisma, runner.query);
  return {
    prisma,
    close: async () => {
      await prisma.$disconnect();
      await pg.close();
    },
  };
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
      await withAdminClient(serverUrl, async (c) => {
        const template = await postgresTemplate(c, serverUrl);
        await c.query(`CREATE DATABASE ${dbName} TEMPLATE ${template}`);
      });
      database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, dbName) });
    } else {
      database = await openPgliteDatabase();
    }
    setDatabase(database);
  });

  let reset: string | undefined;
  beforeEach(async () => {
    reset ??= await resetStatement(database!.prisma);
    await database!.prisma.$executeRawUnsafe(reset);
    forgetLiveStats(); // in-memory figures of the emptied database
    forgetSmsSurge();
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
