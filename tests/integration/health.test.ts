/**
 * The probes a load balancer and an orchestrator call (README "Deploy"): live answers without
 * touching anything; ready answers 200 only on a database that answers with every migration
 * of this build applied, and otherwise 503 with the reason an operator can act on. Neither
 * may be stored by a cache.
 */
import { Pool } from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { Prisma, PrismaClient } from '@/lib/server/generated/prisma/client';
import { GET as live } from '@/app/api/health/live/route';
import { GET as ready } from '@/app/api/health/ready/route';
import { setDatabase, type Database } from '@/lib/server/db/client';
import { listMigrations } from '@/lib/server/db/migrate';
import { checkReadiness, type ReadinessProbe } from '@/lib/server/db/readiness';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';

const db = setupTestDatabase();

describe('GET /api/health/live', () => {
  it('answers 200, not cacheable', async () => {
    const res = await call(live, '/api/health/live');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'live' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers while the database is unreachable: the process is alive, only not ready', async () => {
    const previous = useUnreachableDatabase();
    try {
      expect((await call(live, '/api/health/live')).status).toBe(200);
      expect((await call(ready, '/api/health/ready')).status).toBe(503);
    } finally {
      await restore(previous);
    }
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 on a migrated database, not cacheable', async () => {
    const res = await call(ready, '/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ready', migrations: (await listMigrations()).length });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 naming the migration the database has not recorded', async () => {
    const last = (await listMigrations()).at(-1)!;
    await db().$executeRaw(Prisma.sql`DELETE FROM "_app_migrations" WHERE name = ${last}`);
    try {
      const res = await call(ready, '/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ status: 'not_ready', reason: `migrations not applied: ${last}` });
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await db().$executeRaw(Prisma.sql`INSERT INTO "_app_migrations" (name) VALUES (${last})`);
    }
    expect((await call(ready, '/api/health/ready')).status).toBe(200);
  });

  it('answers 503 "database unreachable" when nobody answers on the database port', async () => {
    const previous = useUnreachableDatabase();
    try {
      const res = await call(ready, '/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ status: 'not_ready', reason: 'database unreachable' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await restore(previous);
    }
  });
});

describe('checkReadiness with a probe of our own', () => {
  const shipped = ['20260101000000_a', '20260102000000_b', '20260103000000_c', '20260104000000_d'];
  const probe = (applied: ReadinessProbe['applied']): ReadinessProbe => ({
    applied,
    shipped: async () => shipped,
  });

  it('is ready when every migration shipped is recorded, whatever else the ledger holds', async () => {
    const verdict = await checkReadiness(probe(async () => [...shipped, '20250101000000_old']));
    expect(verdict).toEqual({ ready: true, migrations: 4 });
  });

  it('names three missing migrations, then counts the rest', async () => {
    expect(await checkReadiness(probe(async () => []))).toEqual({
      ready: false,
      reason:
        'migrations not applied: 20260101000000_a, 20260102000000_b, 20260103000000_c and 1 more',
    });
  });

  it('reads a database without the ledger (never migrated) as every migration missing', async () => {
    const noLedger = Object.assign(new Error('relation "_app_migrations" does not exist'), {
      code: '42P01',
    });
    const verdict = await checkReadiness(probe(() => Promise.reject(noLedger)));
    expect(verdict).toEqual({
      ready: false,
      reason: expect.stringMatching(/^migrations not applied: 20260101000000_a, .* and 1 more$/),
    });
  });

  it('gives up on a database that does not answer in time', async () => {
    const verdict = await checkReadiness(
      probe(() => new Promise<string[]>(() => {})),
      50,
    );
    expect(verdict).toEqual({ ready: false, reason: 'database did not answer within 50 ms' });
  });

  it('is not ready when the build has no readable migrations folder', async () => {
    const verdict = await checkReadiness({
      applied: async () => shipped,
      shipped: () => Promise.reject(new Error('ENOENT: prisma/migrations')),
    });
    expect(verdict).toEqual({ ready: false, reason: 'migrations folder not readable' });
  });
});

/** Makes the app's database one on a port nobody listens on; returns the one it replaced. */
function useUnreachableDatabase(): Promise<Database> | undefined {
  const pool = new Pool({
    connectionString: 'postgresql://postgres@127.0.0.1:1/nowhere',
    connectionTimeoutMillis: 1000,
  });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return setDatabase({ prisma, close: async () => void (await pool.end()) });
}

async function restore(previous: Promise<Database> | undefined): Promise<void> {
  const down = setDatabase(undefined);
  await (await down)?.close();
  if (previous) setDatabase(await previous);
}
