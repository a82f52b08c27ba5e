/**
 * The one Prisma client of the app (DESIGN.md §2, §3). Opened lazily on first use — never at
 * import, so `next build` never opens a database — with pending migrations applied first.
 * No DATABASE_URL: embedded PGlite in PGLITE_DATA_DIR; DATABASE_URL=postgresql://…: PostgreSQL.
 */
import 'server-only';
import { env } from '@/env';
import { PrismaClient } from './generated/prisma/client';
import { openPglite, openPostgres, type Driver } from './db-drivers';
import { migrate } from './migrate';
import { logger } from './logger';

export type Db = PrismaClient;
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

/** Opens a database, applies pending migrations and returns its Prisma client. */
export async function openDatabase(config: DbConfig): Promise<Database> {
  const driver: Driver =
    config.kind === 'postgres' ? await openPostgres(config.url) : await openPglite(config.dataDir);
  try {
    const applied = await migrate(driver.runner);
    if (applied.length) logger.info({ applied, db: config.kind }, 'migrations applied');
  } catch (error) {
    await driver.close();
    throw error;
  }
  const prisma = new PrismaClient({ adapter: driver.adapter });
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
