/**
 * The jest worker's shared PGlite (./integration-environment.cjs) as a test file sees it:
 * a PGlite-shaped object whose values belong to the test file's realm.
 *
 * The database runs in the worker's realm and the app's code in the test file's, and the
 * two realms have their own Date, Uint8Array, Object and Error: PGlite would not recognise a
 * Date parameter from the test file (`instanceof Date`), and the Prisma adapter would not
 * recognise PGlite's errors (`instanceof DatabaseError`, which turns a unique violation into
 * P2002). So parameters are converted on the way in, results and errors on the way out.
 *
 * Handing the database over, the previous file's leftovers are cleared (session state,
 * dead rows) and its schema is compared with the template's: a file that changed the schema
 * makes the next one start from a fresh copy instead of inheriting the change. Rows are
 * emptied before each test by ./test-db.ts, as for a database of its own.
 */
import { messages, type PGlite, type Results, type Transaction } from '@electric-sql/pglite';

interface Realm {
  Date: DateConstructor;
  Uint8Array: Uint8ArrayConstructor;
  Object: ObjectConstructor;
  Error: ErrorConstructor;
  DatabaseError: typeof messages.DatabaseError;
}

interface WorkerPglite {
  open(templateBytes: (rebuild: boolean) => Promise<Uint8Array>): Promise<PGlite>;
  /** Forgets the worker's PGlite; it closes in the background. */
  discard(): void;
  realm: Realm;
}

declare global {
  var __workerPglite: WorkerPglite | undefined;
}

/** Every table, column, default, constraint, index, trigger, function and extension. */
const SCHEMA_FINGERPRINT = `
  SELECT md5(coalesce(string_agg(item, E'\\n' ORDER BY item), '')) AS fingerprint FROM (
    SELECT 'col ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
           || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') AS item
      FROM pg_class c
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
     WHERE c.relnamespace = 'public'::regnamespace
    UNION ALL SELECT 'con ' || conname || ' ' || pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace
    UNION ALL SELECT 'idx ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL SELECT 'trg ' || tgname || ' ' || tgrelid::regclass::text
      FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT 'fn ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc)
      FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
    UNION ALL SELECT 'type ' || typname FROM pg_type WHERE typnamespace = 'public'::regnamespace
    UNION ALL SELECT 'ext ' || extname || ' ' || extversion FROM pg_extension
  ) items`;

/** The fingerprint of the template, as first opened in this worker (kept on the instance). */
const TEMPLATE_FINGERPRINT = Symbol.for('trading-academy.templateFingerprint');

/**
 * The worker's PGlite, handed over clean: opened from `templateBytes(false)` if this worker
 * has none yet (or the last file left a changed schema; `templateBytes(true)` builds the
 * template again if the cached one does not load). Closing the returned object leaves the
 * database open for the next file.
 */
export async function acquireWorkerPglite(
  templateBytes: (rebuild: boolean) => Promise<Uint8Array>,
): Promise<PGlite> {
  const worker = globalThis.__workerPglite;
  if (!worker)
    throw new Error('the integration tests run in tests/support/integration-environment.cjs');
  for (let attempt = 0; ; attempt++) {
    const outer = (await worker.open(templateBytes)) as PGlite & {
      [TEMPLATE_FINGERPRINT]?: string;
    };
    try {
      // A transaction left open by an interrupted test would hold PGlite's lock forever.
      if (outer.isInTransaction()) throw new Error('a transaction was left open');
      // DISCARD ALL: settings, prepared statements, temporary tables. VACUUM: the rows the
      // last file deleted, which no autovacuum clears in PGlite and every scan would read.
      await outer.exec('DISCARD ALL');
      await outer.exec('VACUUM');
      const [{ fingerprint }] = (await outer.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT))
        .rows as [{ fingerprint: string }];
      outer[TEMPLATE_FINGERPRINT] ??= fingerprint;
      if (outer[TEMPLATE_FINGERPRINT] === fingerprint) return facade(outer, worker.realm);
      throw new Error('the previous test file changed the schema');
    } catch (error) {
      worker.discard();
      if (attempt > 0) throw error;
    }
  }
}

/**
 * `outer` as the test file's realm sees a PGlite: query, exec and transaction, with
 * parameters converted in and results and errors converted out; closing is a no-op.
 */
function facade(outer: PGlite, realm: Realm): PGlite {
  const toOuter = (value: unknown): unknown => {
    if (value instanceof Date) return new realm.Date(value.getTime());
    if (ArrayBuffer.isView(value) && !(value instanceof realm.Uint8Array))
      return new realm.Uint8Array(
        value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength),
      );
    if (Array.isArray(value)) return value.map(toOuter);
    return value;
  };
  const toInner = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    if (value instanceof realm.Date) return new Date(value.getTime());
    if (value instanceof realm.Uint8Array) return new Uint8Array(value);
    if (Array.isArray(value)) return value.map(toInner); // Array.isArray sees through realms
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto === realm.Object.prototype || proto === null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toInner(v)]));
    }
    return value; // the test file's own (a parser's result), or not data
  };
  const innerError = (error: unknown): unknown => {
    if (!(error instanceof realm.Error)) return error;
    const outer = error as Error & { length?: number };
    // The adapter maps a DatabaseError (by instanceof) to Prisma's codes, P2002 and others.
    const inner =
      outer instanceof realm.DatabaseError
        ? new messages.DatabaseError(outer.message, outer.length ?? 0, 'error')
        : new Error(outer.message);
    Object.assign(inner, toInner({ ...outer }));
    inner.stack = outer.stack;
    return inner;
  };
  const crossing = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return toInner(await run()) as T;
    } catch (error) {
      throw innerError(error);
    }
  };
  const queryable = (target: PGlite | Transaction) => ({
    query: <T>(sql: string, params?: unknown[], options?: object) =>
      crossing(() => target.query<T>(sql, params?.map(toOuter), options)) as Promise<Results<T>>,
    exec: (sql: string, options?: object) => crossing(() => target.exec(sql, options)),
  });
  const transaction = (tx: Transaction): Transaction =>
    ({
      ...queryable(tx),
      rollback: () => crossing(() => tx.rollback()),
      get closed() {
        return tx.closed;
      },
    }) as unknown as Transaction;

  return {
    ...queryable(outer),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      crossing(() => outer.transaction((tx) => fn(transaction(tx)))),
    waitReady: Promise.resolve(),
    get closed() {
      return outer.closed;
    },
    // The next test file gets it: nothing to close.
    close: async () => undefined,
  } as unknown as PGlite;
}
