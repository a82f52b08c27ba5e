/**
 * Migrated template databases for the integration tests (./test-db.ts), built once and reused
 * by every test file, so a test file starts from a copy instead of creating a database and
 * running every migration itself.
 *
 * - PGlite: a fresh in-memory PGlite spends seconds in initdb before the migrations even
 *   start. The migrated data directory is dumped once to a tarball under the OS temporary
 *   directory, keyed by a hash of prisma/migrations and the PGlite version, and each jest
 *   worker loads its in-memory database from it (`loadDataDir`, ./worker-pglite.ts). The
 *   first jest worker to miss the file builds it; several building at once is harmless:
 *   each writes a temporary file and renames it into place. A file that does not load is
 *   built again.
 * - PostgreSQL (TEST_DATABASE_URL): a template database `test_template_<hash>` migrated once
 *   (under an advisory lock, so parallel workers wait for the first), from which each test
 *   file's database is created with `CREATE DATABASE … TEMPLATE`.
 *
 * Either way the test file's database then goes through the app's migrator, which finds
 * nothing to apply: a stale or incomplete template would fail there, not pass silently.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { MIGRATIONS_DIR, migrate } from '@/lib/server/db/migrate';
import { openDatabase } from '@/lib/server/db/client';
import { pgliteRunner } from '@/lib/server/db/drivers';

/** Bump when the way the template is built changes. */
const FORMAT = 1;

/** Hash of every migration's name and SQL: a new or edited migration gives a new template. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256').update(`format ${FORMAT}\n`);
  const names = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  for (const name of names) {
    hash.update(`${name}\n`);
    hash.update(await readFile(path.join(MIGRATIONS_DIR, name, 'migration.sql')));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Opens a new in-memory PGlite with the app's extensions (to build the template on). */
async function newPglite(): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm, as in lib/server/db/drivers.ts (the lead search's trigram indexes).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pg = new PGlite('memory://', { extensions: { pg_trgm } });
  await pg.waitReady;
  return pg;
}

let pgliteTemplatePath: Promise<string> | undefined;

async function pgliteTemplateFile(): Promise<string> {
  const { version } = JSON.parse(
    await readFile(
      path.join(__dirname, '../../node_modules/@electric-sql/pglite/package.json'),
      'utf8',
    ),
  ) as { version: string };
  const key = createHash('sha256')
    .update(`${await migrationsHash()} pglite ${version}`)
    .digest('hex')
    .slice(0, 16);
  return path.join(tmpdir(), 'trading-academy-test-db', `pglite-${key}.tar`);
}

/** Builds the migrated data directory's tarball and moves it into place atomically. */
async function buildPgliteTemplate(file: string): Promise<Buffer> {
  const pg = await newPglite();
  let tarball: Buffer;
  try {
    await migrate(pgliteRunner(pg));
    await pg.exec('CHECKPOINT');
    tarball = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
  } finally {
    await pg.close();
  }
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(partial, tarball);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return tarball;
}

/**
 * The migrated data directory's tarball: the cached file, or built (and cached) if missing
 * or if `rebuild` (a cached file that did not load).
 */
export async function pgliteTemplate(rebuild = false): Promise<Buffer> {
  pgliteTemplatePath ??= pgliteTemplateFile();
  const file = await pgliteTemplatePath;
  const cached = rebuild ? undefined : await readFile(file).catch(() => undefined);
  return cached ?? buildPgliteTemplate(file);
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Any 64-bit key, distinct from the app's migration lock (727274). */
const TEMPLATE_LOCK = 727275;

/**
 * Name of the migrated template database on TEST_DATABASE_URL's server, created if missing.
 * `client` is connected to that server (the maintenance database).
 */
export async function postgresTemplate(client: Client, serverUrl: string): Promise<string> {
  const name = `test_template_${await migrationsHash()}`;
  await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return name;
    // Built under another name and renamed once complete, so that a run killed half-way
    // leaves no template with a missing migration behind.
    const building = `${name}_wip`;
    await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${building}`);
    const db = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, building) });
    await db.close();
    await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    // No one connects to the template, so copying it never waits for a session to end.
    await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    return name;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}
