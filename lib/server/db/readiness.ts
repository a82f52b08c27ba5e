/**
 * Whether this app process should be sent traffic (GET /api/health/ready, README "Deploy"):
 * its database answers, and has recorded every migration this build ships in `_app_migrations`
 * (./migrate.ts). A probe is one read of that small table, bounded by a timeout; the list of
 * migrations shipped is read from disk once per process. Only reads: no table is written here.
 */
import 'server-only';
import { Prisma } from '../generated/prisma/client';
import { logger } from '../logger';
import { getDb, sqlOf } from './client';
import { listMigrations } from './migrate';

/** What readiness is judged on; the app's own is appReadinessProbe, tests pass their own. */
export interface ReadinessProbe {
  /** Names recorded in `_app_migrations`; rejects when the database does not answer. */
  applied(): Promise<string[]>;
  /** Names of the migrations this build ships (prisma/migrations), oldest first. */
  shipped(): Promise<string[]>;
}

/** The verdict: ready with the number of migrations, or not with the first reason found. */
export type Readiness = { ready: true; migrations: number } | { ready: false; reason: string };

/** Longest wait for the database, in ms: a probe must answer before the balancer's timeout. */
export const READINESS_TIMEOUT_MS = 2000;

/** How many missing migrations a reason names before it only counts them. */
const NAMED = 3;

class ProbeTimeout extends Error {}

/** PostgreSQL's undefined_table: a database that was never migrated has no ledger yet. */
function isMissingLedger(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '42P01' || /_app_migrations" does not exist/.test(String(error));
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

let shipped: Promise<string[]> | undefined;

/** The app's database (getDb: opened on first use) and the migrations folder of this build. */
export const appReadinessProbe: ReadinessProbe = {
  async applied() {
    const rows = await sqlOf(await getDb())<{ name: string }>(
      Prisma.sql`SELECT name FROM "_app_migrations"`,
    );
    return rows.map((row) => row.name);
  },
  shipped() {
    shipped ??= listMigrations().catch((error: unknown) => {
      shipped = undefined;
      throw error;
    });
    return shipped;
  },
};

/**
 * Judges readiness with `probe`: not ready when the migrations shipped cannot be listed, when
 * the database fails or does not answer within `timeoutMs`, or when a migration shipped is not
 * recorded (named in the reason, at most three, then counted). Never throws; the cause of a
 * failure goes to the log, the reason to the caller.
 */
export async function checkReadiness(
  probe: ReadinessProbe = appReadinessProbe,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  let expected: string[];
  try {
    expected = await probe.shipped();
  } catch (error) {
    logger.error({ err: error }, 'readiness: the migrations folder cannot be read');
    return { ready: false, reason: 'migrations folder not readable' };
  }
  let applied: string[];
  try {
    applied = await within(probe.applied(), timeoutMs);
  } catch (error) {
    if (error instanceof ProbeTimeout)
      return { ready: false, reason: `database did not answer within ${timeoutMs} ms` };
    if (!isMissingLedger(error)) {
      logger.warn({ err: error }, 'readiness: database unreachable');
      return { ready: false, reason: 'database unreachable' };
    }
    applied = [];
  }
  const recorded = new Set(applied);
  const missing = expected.filter((name) => !recorded.has(name));
  if (missing.length === 0) return { ready: true, migrations: expected.length };
  const named = missing.slice(0, NAMED).join(', ');
  const more = missing.length > NAMED ? ` and ${missing.length - NAMED} more` : '';
  return { ready: false, reason: `migrations not applied: ${named}${more}` };
}
