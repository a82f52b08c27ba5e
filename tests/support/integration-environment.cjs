/**
 * Jest environment of the integration tests: Node's, plus one in-memory PGlite per jest
 * worker, shared by the test files that worker runs one after another.
 *
 * Why: a test file's own PGlite costs about half a second to start (loading the migrated
 * template and booting Postgres), some fifty times per run. Jest evaluates each test file in
 * a fresh realm, so the database cannot live in the test file's modules; it lives here, in
 * the worker's own realm, where this module stays loaded from one file to the next.
 *
 * Test files reach it through `globalThis.__workerPglite` (tests/support/worker-pglite.ts
 * wraps it so that values crossing between the two realms are converted, and hands it over
 * emptied and checked). Nothing here knows the app: the test side supplies the template's
 * bytes.
 */
// Jest's own Node environment (jest-config depends on it, at jest's version).
const { TestEnvironment } = require('jest-environment-node');

/** @type {Promise<import('@electric-sql/pglite').PGlite> | undefined} */
let shared;

/** The worker's PGlite, opened from `templateBytes(rebuild)` the first time or after a discard. */
function open(templateBytes) {
  shared ??= (async () => {
    const { PGlite } = require('@electric-sql/pglite');
    // pg_trgm, as in lib/server/db/drivers.ts (the lead search's trigram indexes).
    const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
    const start = async (bytes) => {
      const pg = new PGlite('memory://', {
        extensions: { pg_trgm },
        loadDataDir: new Blob([new Uint8Array(bytes)]),
      });
      await pg.waitReady;
      return pg;
    };
    // A cached template that does not load is built again, once.
    return start(await templateBytes(false)).catch(async () => start(await templateBytes(true)));
  })();
  const opening = shared;
  // A failed open is not kept: the next test file tries again.
  opening.catch(() => {
    if (shared === opening) shared = undefined;
  });
  return opening;
}

/**
 * Forgets the worker's PGlite and closes it; the promise settles once closed. Handing over,
 * a test file does not wait for that: a transaction an interrupted test left open would hold
 * the close up for good. At the end, jest's teardown does (the process can then exit).
 */
function discard() {
  const pg = shared;
  shared = undefined;
  return (async () => (await pg)?.close())().catch(() => undefined);
}

class IntegrationEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const { messages } = require('@electric-sql/pglite');
    this.global.__workerPglite = {
      open,
      discard: () => void discard(),
      // This realm's constructors, for converting values on their way in and out.
      realm: { Date, Uint8Array, Object, Error, DatabaseError: messages.DatabaseError },
    };
  }
}

/**
 * In a jest worker process: close the PGlite when jest ends the worker. Jest then waits for
 * the process to exit by itself, and an open PGlite keeps it up (Postgres's idle timers) until
 * jest gives up and kills it with a warning. Jest asks a worker to end with a message of its
 * own protocol, [CHILD_MESSAGE_END] (2; jest-worker's `CHILD_MESSAGE_END`).
 */
const CHILD_MESSAGE_END = 2;
if (process.send) {
  const onMessage = (message) => {
    if (!Array.isArray(message) || message[0] !== CHILD_MESSAGE_END) return;
    process.off('message', onMessage);
    void discard();
  };
  process.on('message', onMessage);
}

module.exports = IntegrationEnvironment;
/** Closes the worker's PGlite: ./integration-teardown.cjs, when the files ran in jest's own process. */
module.exports.closeWorkerPglite = discard;
