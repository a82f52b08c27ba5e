/**
 * `npm run summary:daily -- [--date YYYY-MM-DD] [--to address]`: renders the owners' daily
 * summary of a Rome day (default: yesterday) now and delivers it at once through the outbox's
 * email channel: without SMTP_URL each copy is an .eml file under MAIL_OUTBOX_DIR (.data/mail),
 * whose path is printed. It goes to `--to`, else to every enabled owner with an email. An extra
 * copy: the scheduled summary of that day (08:00 Rome, lib/server/owner/run.ts) is not marked
 * as sent. Same database settings as the app (PGlite: stop `npm run dev` first, one process
 * only). Exit code 1 with nothing sent for a bad date or no recipient.
 */
import { parseArgs } from 'node:util';
import './support/prisma-esm';

const { dbConfigFromEnv, openDatabase } = await import('@/lib/server/db/client');
const { createDispatcher } = await import('@/lib/server/outbox/dispatcher');
const { mailDeliverer } = await import('@/lib/server/channels/mail/deliverer');
const { ownerEmails } = await import('@/lib/server/auth/admin-notices');
const { queueSummaryCopy } = await import('@/lib/server/owner/run');
const { addDays, romeDate } = await import('@/lib/rome-calendar');

const { values } = parseArgs({
  options: { date: { type: 'string' }, to: { type: 'string' } },
  allowPositionals: false,
});
const now = new Date();
const day = values.date ?? addDays(romeDate(now), -1);
if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || addDays(day, 0) !== day) {
  console.error(`summary:daily: --date must be a calendar day as YYYY-MM-DD, not "${day}"`);
  process.exit(1);
}

const database = await openDatabase(dbConfigFromEnv());
try {
  const db = database.prisma;
  const recipients = values.to ? [values.to] : await ownerEmails(db);
  if (recipients.length === 0) {
    console.error(
      'summary:daily: no enabled owner account has an email (Account tab, or ADMIN_EMAIL for the first admin); pass --to someone@example.com',
    );
    process.exitCode = 1;
  } else {
    const ids = await queueSummaryCopy(db, day, now, recipients);
    const dispatcher = createDispatcher({ db, deliverers: { email: mailDeliverer(db) } });
    for (const id of ids) {
      const outcome = await dispatcher.deliverOne(id);
      console.log(
        outcome?.ok
          ? `Summary of ${day}: ${outcome.responseSnippet ?? 'sent'}`
          : `Summary of ${day}: not delivered yet (${outcome?.error ?? 'taken by another dispatcher'}); the outbox retries it`,
      );
    }
  }
} finally {
  await database.close();
}
