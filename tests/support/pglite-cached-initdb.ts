/**
 * `@electric-sql/pglite` as the integration tests see it (jest.config.js maps the package
 * here): the real module, except that a PGlite opened on a new data directory (in memory or
 * an empty folder) starts from a copy of a freshly initialised cluster instead of running
 * initdb, which costs seconds per database. The copy is the data directory of a fresh
 * in-memory PGlite, dumped once right after it started (what every opener of a new data
 * directory would get) and kept under the OS temporary directory, keyed by PGlite's version.
 * Everything after initdb is the real thing: the app's drivers, the migrations (run on that
 * empty cluster), the data-directory lock. Child processes the tests start (pid-lock.test.ts)
 * load the real package and run initdb themselves.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  PGlite as RealPGlite,
  type PGliteOptions,
} from '../../node_modules/@electric-sql/pglite/dist/index.cjs';

export * from '../../node_modules/@electric-sql/pglite/dist/index.cjs';

const PACKAGE = path.join(__dirname, '../../node_modules/@electric-sql/pglite/package.json');
const { version } = JSON.parse(readFileSync(PACKAGE, 'utf8')) as { version: string };

/** The cached fresh cluster (see tests/support/db-template.ts for the migrated one). */
export const INITDB_CACHE = path.join(
  tmpdir(),
  'trading-academy-test-db',
  `pglite-${version}-initdb.tar`,
);

/** Options that do not change what initdb writes; any other one gets the real initdb. */
const NEUTRAL = new Set([
  'dataDir',
  'extensions',
  'debug',
  'relaxedDurability',
  'parsers',
  'serializers',
]);

function isNewDataDir(options: PGliteOptions): boolean {
  if (Object.keys(options).some((key) => !NEUTRAL.has(key))) return false;
  const dir = options.dataDir;
  if (!dir || dir.startsWith('memory://')) return true;
  if (dir.includes('://')) return false; // idb://, opfs-ahp://: not on this machine
  return !existsSync(path.join(dir, 'PG_VERSION'));
}

async function saveInitdb(pg: RealPGlite): Promise<void> {
  const tarball = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
  await mkdir(path.dirname(INITDB_CACHE), { recursive: true });
  const partial = `${INITDB_CACHE}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(partial, tarball);
    await rename(partial, INITDB_CACHE);
  } finally {
    await rm(partial, { force: true });
  }
}

export class PGlite extends RealPGlite {
  constructor(dataDirOrOptions?: string | PGliteOptions, maybeOptions?: PGliteOptions) {
    const options: PGliteOptions =
      typeof dataDirOrOptions === 'string'
        ? { dataDir: dataDirOrOptions, ...maybeOptions }
        : { ...(dataDirOrOptions ?? maybeOptions) };
    const isNew = isNewDataDir(options);
    let cached: Buffer | undefined;
    try {
      cached = isNew ? readFileSync(INITDB_CACHE) : undefined;
    } catch {
      cached = undefined; // not built yet: this one runs initdb and saves it (below)
    }
    super(cached ? { ...options, loadDataDir: new Blob([new Uint8Array(cached)]) } : options);
    const self = this as { waitReady: Promise<void> };
    if (cached) {
      // A copy that does not load is dropped, so that the next opener builds it again.
      self.waitReady = this.waitReady.catch(async (error: unknown) => {
        await rm(INITDB_CACHE, { force: true });
        throw error;
      });
    } else if (isNew && (!options.dataDir || options.dataDir.startsWith('memory://'))) {
      // Dumped before anyone queries it: the state every new data directory starts in.
      // Not saving it (a full disk) costs only the next opener its initdb.
      self.waitReady = this.waitReady.then(() => saveInitdb(this).catch(() => undefined));
    }
  }
}
