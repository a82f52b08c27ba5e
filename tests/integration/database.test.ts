/**
 * The database layer (docs/decisions.md §3, §8): migrations applied once and only once, on PGlite
 * and on PostgreSQL (when TEST_DATABASE_URL is set), and the lock that keeps a second
 * opener off an embedded PGlite data directory.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type Database } from '@/lib/server/db/client';
import {
  DatabaseLockedError,
  openPglite,
  openPostgres,
  type Driver,
} from '@/lib/server/db/drivers';
import { MIGRATIONS_DIR, listMigrations, migrate, type SqlRunner } from '@/lib/server/db/migrate';

const lead = (n: number) => ({
  firstName: 'Mario',
  lastName: 'Bianchi',
  email: `mario${n}@example.it`,
  phone: `+39347123456${n}`,
  experience: 'base' as const,
});

async function appliedRows(runner: SqlRunner) {
  return runner.query<{ name: string; applied_at: Date }>(
    'SELECT name, applied_at FROM "_app_migrations" ORDER BY name',
  );
}

/** The idempotence check shared by PGlite and PostgreSQL. */
async function expectIdempotentMigrations(runner: SqlRunner) {
  const all = await listMigrations();
  expect(all.length).toBeGreaterThan(0);

  expect(await migrate(runner)).toEqual(all);
  const first = await appliedRows(runner);
  expect(first.map((r) => r.name)).toEqual(all);

  expect(await migrate(runner)).toEqual([]);
  expect(await migrate(runner)).toEqual([]);
  const again = await appliedRows(runner);
  expect(again.map((r) => r.name)).toEqual(all);
  expect(again.map((r) => new Date(r.applied_at).getTime())).toEqual(
    first.map((r) => new Date(r.applied_at).getTime()),
  );
  // The seed row of the first migration was not inserted twice.
  expect(
    await runner.query<{ n: number }>('SELECT count(*)::int AS n FROM free_access_pool'),
  ).toEqual([{ n: 1 }]);
}

describe('migrate() on PGlite', () => {
  let driver: Driver;
  let tmp: string | undefined;
  beforeEach(async () => {
    driver = await openPglite('memory://');
  });
  afterEach(async () => {
    await driver.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
    tmp = undefined;
  });

  it('applies every migration once, then nothing on an already migrated database', async () => {
    await expectIdempotentMigrations(driver.runner);
  });

  it('applies only a migration added later, and rolls back a failing one completely', async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    await cp(MIGRATIONS_DIR, tmp, { recursive: true });
    const existing = await listMigrations(tmp);
    expect(await migrate(driver.runner, tmp)).toEqual(existing);

    await mkdir(path.join(tmp, '29990101000000_extra'));
    await writeFile(
      path.join(tmp, '29990101000000_extra', 'migration.sql'),
      'CREATE TABLE extra_table (id INT PRIMARY KEY);',
    );
    expect(await migrate(driver.runner, tmp)).toEqual(['29990101000000_extra']);
    expect(await migrate(driver.runner, tmp)).toEqual([]);

    await mkdir(path.join(tmp, '29990102000000_broken'));
    await writeFile(
      path.join(tmp, '29990102000000_broken', 'migration.sql'),
      'CREATE TABLE half_done (id INT);\nINSERT INTO extra_table (id) VALUES (1);\nSELECT 1 / 0;',
    );
    await expect(migrate(driver.runner, tmp)).rejects.toThrow(/division by zero/);
    const halfDone = await driver.runner.query<{ t: string | null }>(
      "SELECT to_regclass('public.half_done')::text AS t",
    );
    expect(halfDone).toEqual([{ t: null }]);
    expect(await driver.runner.query('SELECT * FROM extra_table')).toEqual([]);
    expect((await appliedRows(driver.runner)).map((r) => r.name)).not.toContain(
      '29990102000000_broken',
    );
  });
});

// Not under the block above: it opens its own database, and its beforeEach would start a
// PGlite this test never uses.
describe('openDatabase on PGlite', () => {
  it('leaves a database opened through openDatabase fully migrated', async () => {
    const db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      expect(await db.prisma.lead.count()).toBe(0);
      const rows = await db.prisma.$queryRawUnsafe<{ name: string }[]>(
        'SELECT name FROM "_app_migrations" ORDER BY name',
      );
      expect(rows.map((r) => r.name)).toEqual(await listMigrations());
    } finally {
      await db.close();
    }
  });
});

describe('PGlite data directory lock', () => {
  let tmp: string;
  let dataDir: string;
  const open: Database[] = [];

  beforeEach(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'pglite-lock-'));
    dataDir = path.join(tmp, 'pglite');
  });
  afterEach(async () => {
    for (const db of open.splice(0)) await db.close().catch(() => undefined);
    await rm(tmp, { recursive: true, force: true });
  });

  it('refuses a second opener with a clear message, keeps the first working, and reopens after close', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    open.push(first);
    await first.prisma.lead.create({ data: lead(1) });

    const second = openDatabase({ kind: 'pglite', dataDir });
    await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
    const error = (await second.catch((e: unknown) => e)) as Error;
    expect(error.name).toBe('DatabaseLockedError');
    expect(error.message).toContain(path.resolve(dataDir));
    expect(error.message).toContain('DATABASE_URL');

    // The first opener is unaffected by the refused one.
    expect(await first.prisma.lead.findMany({ select: { email: true } })).toEqual([
      { email: 'mario1@example.it' },
    ]);
    await first.prisma.lead.create({ data: lead(2) });

    await first.close();
    open.splice(open.indexOf(first), 1);

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    open.push(reopened);
    const emails = (
      await reopened.prisma.lead.findMany({ select: { email: true }, orderBy: { email: 'asc' } })
    ).map((l) => l.email);
    expect(emails).toEqual(['mario1@example.it', 'mario2@example.it']);
    // Reopening an existing data directory applied no migration a second time.
    const rows = await reopened.prisma.$queryRawUnsafe<{ name: string }[]>(
      'SELECT name FROM "_app_migrations"',
    );
    expect(rows.map((r) => r.name).sort()).toEqual(await listMigrations());
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const pgIt = serverUrl ? it : it.skip;

describe('migrate() on PostgreSQL (TEST_DATABASE_URL)', () => {
  const created: string[] = [];

  async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }

  async function freshDatabaseUrl(): Promise<string> {
    const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    created.push(name);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  }

  afterAll(async () => {
    if (!serverUrl) return;
    for (const name of created)
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  pgIt('applies every migration once, then nothing on an already migrated database', async () => {
    const driver = await openPostgres(await freshDatabaseUrl());
    try {
      await expectIdempotentMigrations(driver.runner);
    } finally {
      await driver.close();
    }
  });

  pgIt('lets two processes start at once: each migration runs exactly once', async () => {
    const url = await freshDatabaseUrl();
    const [a, b] = await Promise.all([openPostgres(url), openPostgres(url)]);
    try {
      const [appliedA, appliedB] = await Promise.all([migrate(a.runner), migrate(b.runner)]);
      expect([...appliedA, ...appliedB].sort()).toEqual(await listMigrations());
      expect((await appliedRows(a.runner)).map((r) => r.name)).toEqual(await listMigrations());
    } finally {
      await a.close();
      await b.close();
    }
  });

  pgIt(
    "runs the app's queries without JIT or parallel workers, unless the URL sets options",
    async () => {
      const settings = async (url: string) => {
        const driver = await openPostgres(url);
        try {
          const [row] = await driver.query<{ jit: string; workers: string }>(
            "SELECT current_setting('jit') AS jit, current_setting('max_parallel_workers_per_gather') AS workers",
          );
          return row;
        } finally {
          await driver.close();
        }
      };
      // The funnel at 100,000 leads ran slower with either (docs/benchmarks.md "Admin at scale").
      expect(await settings(serverUrl!)).toEqual({ jit: 'off', workers: '0' });
      const own = new URL(serverUrl!);
      own.searchParams.set('options', '-c jit=on');
      expect(await settings(own.toString())).toMatchObject({ jit: 'on' });
    },
  );

  pgIt(
    'opens an already migrated database through openDatabase without re-running anything',
    async () => {
      const url = await freshDatabaseUrl();
      const first = await openDatabase({ kind: 'postgres', url });
      await first.prisma.lead.create({ data: lead(1) });
      await first.close();
      const driver = await openPostgres(url);
      const before = await appliedRows(driver.runner);
      const second = await openDatabase({ kind: 'postgres', url });
      try {
        expect(await second.prisma.lead.count()).toBe(1);
        expect(await appliedRows(driver.runner)).toEqual(before);
      } finally {
        await second.close();
        await driver.close();
      }
    },
  );
});
