/**
 * The daily retention job (GDPR Art. 5(1)(e); docs/product.md §9). Deletes what the
 * privacy policy promises to delete, by the periods of lib/privacy/retention.ts (the policy prints the
 * same constants):
 * - technical logs older than `technicalLogsMonths`: visitor sessions (by last view), delivery
 *   attempts, closed outbox messages, rate-limit counters, expired SMS code hashes, expired
 *   admin sessions, audit entries, the Meta spend import's runs;
 * - the ebook downloads' per-day marks of days before yesterday (they only de-duplicate a day);
 * - leads with no interaction (registration, verification, sign-in, consultation request) for
 *   `marketingYears`: erased as on request (lib/server/privacy/gdpr.ts);
 * - consent records no longer linked to a person, older than `proofYears`.
 *
 * It runs on the outbox dispatcher as a `maintenance` message `retention_<UTC date>`: the
 * deliverer purges and queues the next day's run. The fixed ids make scheduling idempotent
 * across restarts and app instances (ON CONFLICT DO NOTHING).
 *
 * The job writes no table itself: it asks each table's owning module to purge its rows.
 */
import 'server-only';
import * as z from 'zod/mini';
import { RETENTION } from '@/lib/privacy/retention';
import type { Db } from '../db/client';
import { purgeLimitsOlderThan } from '../http/rate-limit';
import { purgeAdminSessionsExpiredBefore } from '../auth/admin-session';
import { purgeEnrolmentLinksExpiredBefore } from '../auth/admin-enrolment';
import { purgeAuditBefore } from '../auth/audit';
import { purgeUnlinkedConsents } from '../tracking/consent';
import { addMonths } from '../leads/free-access';
import { eraseLead } from '../privacy/gdpr';
import { purgeCodesExpiredBefore } from '../leads/verification-codes';
import { pruneEbookDownloadMarks } from '../leads/ebook-downloads';
import { purgeVisitorsSeenBefore } from '../tracking/visitors';
import { purgeImportRunsStartedBefore } from '../tracking/meta-spend-store';
import { logger } from '../logger';
import type { Deliverer } from '../outbox/dispatcher';
import {
  insertMessageOnce,
  purgeAttemptsBefore,
  purgeClosedMessagesBefore,
} from '../outbox/messages';

const DAY_MS = 86_400_000;
/** Leads erased per run at most (the rest follow the next day). */
const ERASE_BATCH = 500;

/** How many rows each rule deleted. */
export interface RetentionReport {
  visitors: number;
  deliveryAttempts: number;
  outboxMessages: number;
  rateLimitBuckets: number;
  verificationCodes: number;
  adminSessions: number;
  adminEnrolmentLinks: number;
  auditLog: number;
  metaSpendImports: number;
  leads: number;
  consentRecords: number;
  ebookDownloadMarks: number;
}

const IdRow = z.object({ id: z.coerce.number() });

/** Applies every retention rule at `now`; returns the counts. */
export async function purgeExpiredData(db: Db, now = new Date()): Promise<RetentionReport> {
  const logs = addMonths(now, -RETENTION.technicalLogsMonths);
  const marketing = addMonths(now, -RETENTION.marketingYears * 12);
  const proof = addMonths(now, -RETENTION.proofYears * 12);

  const stale = await db.$queryRaw<unknown[]>`
    SELECT l.id FROM leads l
    WHERE l.created_at < ${marketing}
      AND (l.verified_at IS NULL OR l.verified_at < ${marketing})
      AND NOT EXISTS (SELECT 1 FROM lead_sessions s
                      WHERE s.lead_id = l.id AND s.created_at >= ${marketing})
      AND NOT EXISTS (SELECT 1 FROM consultation_requests c
                      WHERE c.lead_id = l.id AND c.created_at >= ${marketing})
    ORDER BY l.id
    LIMIT ${ERASE_BATCH}`;
  let leads = 0;
  for (const { id } of z.array(IdRow).parse(stale)) {
    // Each erasure is its own transaction; a lead erased meanwhile is simply skipped.
    leads += await eraseLead(db, id, { kind: 'retention' }, now).then(
      () => 1,
      () => 0,
    );
  }

  return {
    leads,
    visitors: await purgeVisitorsSeenBefore(db, logs),
    deliveryAttempts: await purgeAttemptsBefore(db, logs),
    outboxMessages: await purgeClosedMessagesBefore(db, logs),
    rateLimitBuckets: await purgeLimitsOlderThan(db, logs),
    verificationCodes: await purgeCodesExpiredBefore(db, logs),
    adminSessions: await purgeAdminSessionsExpiredBefore(db, logs),
    adminEnrolmentLinks: await purgeEnrolmentLinksExpiredBefore(db, logs),
    auditLog: await purgeAuditBefore(db, logs),
    metaSpendImports: await purgeImportRunsStartedBefore(db, logs),
    consentRecords: await purgeUnlinkedConsents(db, proof),
    ebookDownloadMarks: await pruneEbookDownloadMarks(db, now),
  };
}

/** The id of the run due on the UTC day of `at`. */
const runId = (at: Date) => `retention_${at.toISOString().slice(0, 10)}`;

/** Queues the run of `at`'s UTC day unless one exists (any status). */
export async function scheduleRetention(db: Db, at: Date): Promise<void> {
  await insertMessageOnce(db, {
    id: runId(at),
    channel: 'maintenance',
    eventType: 'retention.daily',
    payload: {},
    at,
  });
}

/**
 * The `retention.daily` job of the `maintenance` channel (./maintenance.ts): queues tomorrow's
 * run, purges, logs the counts.
 */
export function retentionDeliverer(db: Db): Deliverer {
  return async (_message, now) => {
    // Tomorrow's run first, so a failing purge never ends the daily chain.
    await scheduleRetention(db, new Date(now.getTime() + DAY_MS));
    const report = await purgeExpiredData(db, now);
    logger.info({ retention: report }, 'retention job done');
    return { ok: true, responseSnippet: JSON.stringify(report) };
  };
}
