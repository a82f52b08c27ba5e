/**
 * `npm run db:seed-demo`: fills an EMPTY database with a plausible month of
 * visitor sessions, leads, verification SMS, notes, consultation requests, ad spend and offer
 * ends, so that a newcomer sees a living back-office (prisma/seed/seed.ts). Uses the app's database settings:
 * DATABASE_URL (PostgreSQL), else PGlite in PGLITE_DATA_DIR. Exit code 1 when the database is
 * not empty or cannot be opened (PGlite: stop `npm run dev` first, it is one process only).
 */
import '../scripts/support/prisma-esm';

const { dbConfigFromEnv, openDatabase } = await import('@/lib/server/db/client');
const { seedDemo } = await import('./seed/seed');

const config = dbConfigFromEnv();
const where =
  config.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
try {
  database = await openDatabase(config);
  const started = Date.now();
  const s = await seedDemo(database.prisma, new Date());
  console.log(
    [
      `Demo data written to ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
      `  ${s.visitors} visitor sessions (last 30 days), ${s.online} online now`,
      `  ${s.leads} leads, ${s.verified} verified, ${s.freeAccess} with free access, ${s.consents} consent records`,
      `  ${s.smsCodes} verification SMS with their delivery receipts`,
      `  ${s.notes} notes, ${s.consultations} consultation requests`,
      `  ${s.adSpendRows} ad spend entries this month, ${s.offers} pre-lander offer ends`,
    ].join('\n'),
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`db:seed-demo: nothing written to ${where}.\n${message}`);
  if (config.kind === 'pglite' && !/already holds/.test(message)) {
    console.error(
      'PGlite allows one process: stop `npm run dev` (or `npm start`) and run this again.',
    );
  }
  process.exitCode = 1;
} finally {
  await database?.close();
}
