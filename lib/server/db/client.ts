/**
 * The one Prisma client of the app (docs/decisions.md §2, §3). Opened lazily on first use — never at
 * import, so `next build` never opens a database — with pending migrations applied first.
 * No DATABASE_URL: embedded PGlite in PGLITE_DATA_DIR; DATABASE_URL=postgresql://…: PostgreSQL.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { env } from '@/env';
import { PrismaClient, type Prisma } from '../generated/prisma/client';
import { openPglite, openPostgres, type Driver } from './drivers';
import { migrate } from './migrate';
import { logger } from '../logger';

export type Db = PrismaClient;

/**
 * A driver's own query function: one SQL statement with $1… parameters; its rows. `name`, when
 * given, asks for a named prepared statement (a driver without them ignores it).
 */
type RawQuery = <T>(sql: string, params?: unknown[], name?: string) => Promise<T[]>;

/** One statement built with the one SQL builder, Prisma.sql; resolves to its rows. */
export type SqlQuery = <T>(query: Prisma.Sql) => Promise<T[]>;

/**
 * The driver's own query function of each client openDatabase made. On globalThis, like the
 * client itself (below): the bundler gives instrumentation and route handlers each their own
 * copy of this module, and a module-level map would miss the client the other copy opened.
 */
const directQuery = ((
  globalThis as { __appDirectQuery?: WeakMap<object, RawQuery> }
).__appDirectQuery ??= new WeakMap());

/**
 * SQL for the hot paths (rate limits, visitor tracking), written with Prisma.sql like every
 * raw statement of the app (`sqlOf(db)<Row>(Prisma.sql\`SELECT … ${value}\`)`): on a client made by
 * openDatabase, the statement goes straight to the driver (`pg` pool or PGlite), skipping
 * Prisma's query compiler, which cost ≈ 0.2–0.5 ms of CPU per statement under load (a CPU
 * profile of /api/track-page put 29 % of the server's time in Prisma). Any other client (a
 * transaction's, a test's) runs it through `$queryRawUnsafe`, so a statement inside
 * `$transaction` stays inside it. Use only for statements Prisma's model API would send as one.
 * `prepared`: on PostgreSQL, a named prepared statement, parsed and planned once per pooled
 * connection instead of on every call (about 40 % of PostgreSQL's CPU for the tracking
 * statement); for the few statements of the hot paths, whose text is one of a handful (each
 * distinct text stays prepared on every connection for its lifetime). A pooler in front of
 * PostgreSQL must then keep prepared statements across transactions (PgBouncer ≥ 1.21 with
 * max_prepared_statements, or session pooling).
 */
export function sqlOf(
  db: Pick<PrismaClient, '$queryRawUnsafe'>,
  { prepared = false }: { prepared?: boolean } = {},
): SqlQuery {
  const direct = directQuery.get(db);
  if (!direct)
    return <T>(query: Prisma.Sql) => db.$queryRawUnsafe<T[]>(query.text, ...query.values);
  return prepared
    ? <T>(query: Prisma.Sql) => direct<T>(query.text, query.values, statementName(query.text))
    : <T>(query: Prisma.Sql) => direct<T>(query.text, query.values);
}

/**
 * The prepared statement's name for SQL `text`: a digest of the text, so that one name never
 * stands for two texts (PostgreSQL keeps a name per connection) and equal texts share one.
 */
function statementName(text: string): string {
  return `app_${createHash('sha1').update(text).digest('hex')}`;
}
/**
 * Lets sqlOf(`prisma`) send statements straight to `query`, the driver's own function behind
 * the client's adapter (openDatabase does it; so does a test database opened another way).
 */
export function attachDirectQuery(prisma: PrismaClient, query: RawQuery): void {
  directQuery.set(prisma, query);
}

export type DbConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface Database {
  prisma: PrismaClient;
  close(): Promise<void>;
}

/** Which database the environment asks for. */
export function dbConfigFromEnv(): DbConfig {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.PGLITE_DATA_DIR };
}

function openDriver(config: DbConfig): Promise<Driver> {
  return config.kind === 'postgres' ? openPostgres(config.url) : openPglite(config.dataDir);
}

/**
 * Applies the pending migrations and closes the database again (the deployment's one-shot
 * `migrate` step, scripts/migrate.ts). Returns the names applied now, empty when the database
 * was up to date; throws the database's error (connection, a failed migration).
 */
export async function migrateDatabase(config: DbConfig): Promise<string[]> {
  const driver = await openDriver(config);
  try {
    return await migrate(driver.runner);
  } finally {
    await driver.close();
  }
}

/** Opens a database, applies pending migrations and returns its Prisma client. */
export async function openDatabase(config: DbConfig): Promise<Database> {
  const driver = await openDriver(config);
  try {
    const applied = await migrate(driver.runner);
    if (applied.length) logger.info({ applied, db: config.kind }, 'migrations applied');
  } catch (error) {
    await driver.close();
    throw error;
  }
  const prisma = new PrismaClient({ adapter: driver.adapter });
  attachDirectQuery(prisma, driver.query);
  return {
    prisma,
    close: async () => {
      await prisma.$disconnect();
      await driver.close();
    },
  };
}

// Kept on globalThis so that dev-server module reloads reuse the open database.
const holder = globalThis as unknown as { __appDb?: Promise<Database> };

/** The app's database, opened on first call. */
export async function getDb(): Promise<Db> {
  holder.__appDb ??= openDatabase(dbConfigFromEnv()).catch((error: unknown) => {
    holder.__appDb = undefined;
    throw error;
  });
  return (await holder.__appDb).prisma;
}

/** Replaces the app's database (tests); returns the previous one, if any was open. */
export function setDatabase(db: Database | undefined): Promise<Database> | undefined {
  const previous = holder.__appDb;
  holder.__appDb = db ? Promise.resolve(db) : undefined;
  return previous;
}

/**
 * Closes the app's database if it was opened (graceful shutdown: releases the PGlite lock,
 * ends the PostgreSQL pools). A later getDb() opens it again. Never throws for a database
 * that failed to open.
 */
export async function closeDb(): Promise<void> {
  const pending = holder.__appDb;
  holder.__appDb = undefined;
  const db = await pending?.catch(() => undefined);
  await db?.close();
}
