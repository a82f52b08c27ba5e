/**
 * The daily retention job: what is older than the periods of lib/privacy/retention.ts
 * goes, what is younger stays, and the job keeps itself scheduled once a day on the outbox.
 */
import { RETENTION } from '@/lib/privacy/retention';
import { addMonths } from '@/lib/server/leads/free-access';
import { createDispatcher } from '@/lib/server/outbox/dispatcher';
import {
  purgeExpiredData,
  retentionDeliverer,
  scheduleRetention,
} from '@/lib/server/jobs/retention';
import { setupTestDatabase } from '../support/test-db';

const db = setupTestDatabase();
const NOW = new Date('2027-06-15T03:00:00Z');
const DAY = 86_400_000;
/** Just past / just inside the technical-log period. */
const oldLog = new Date(addMonths(NOW, -RETENTION.technicalLogsMonths).getTime() - DAY);
const recentLog = new Date(addMonths(NOW, -RETENTION.technicalLogsMonths).getTime() + DAY);
const oldMarketing = new Date(addMonths(NOW, -(RETENTION.marketingYears * 12)).getTime() - DAY);

let n = 0;
function aLead(createdAt: Date, extra: Record<string, unknown> = {}) {
  n += 1;
  return db().lead.create({
    data: {
      firstName: 'Luca',
      lastName: `Bianchi${n}`,
      email: `luca${n}@example.it`,
      phone: `+39347123${String(n).padStart(4, '0')}`,
      experience: 'base',
      createdAt,
      ...extra,
    },
  });
}

describe('retention job', () => {
  it('deletes technical logs older than the period and keeps younger ones', async () => {
    const d = db();
    await d.visitor.createMany({
      data: [
        { sessionId: 'old-visit-0001', currentPage: '/', lastSeen: oldLog, createdAt: oldLog },
        { sessionId: 'new-visit-0001', currentPage: '/', lastSeen: recentLog, createdAt: oldLog },
      ],
    });
    await d.rateLimitBucket.createMany({
      data: [
        { key: 'track:ip:old', windowStart: oldLog, count: 1 },
        { key: 'track:ip:new', windowStart: recentLog, count: 1 },
      ],
    });
    await d.auditLog.createMany({
      data: [
        { username: 'a', action: 'auth.login', createdAt: oldLog },
        { username: 'a', action: 'auth.login', createdAt: recentLog },
      ],
    });
    const lead = await aLead(recentLog);
    await d.verificationCode.createMany({
      data: [
        { leadId: lead.id, phone: lead.phone, codeHash: 'x', createdAt: oldLog, expiresAt: oldLog },
        {
          leadId: lead.id,
          phone: lead.phone,
          codeHash: 'y',
          createdAt: recentLog,
          expiresAt: recentLog,
        },
      ],
    });
    await d.outboxMessage.create({
      data: {
        id: 'msg_old',
        channel: 'webhook',
        eventType: 'lead.created',
        payload: {},
        status: 'delivered',
        nextAttemptAt: oldLog,
        createdAt: oldLog,
        attempts: {
          create: { attemptNo: 1, startedAt: oldLog, durationMs: 5, ok: true, statusCode: 200 },
        },
      },
    });
    await d.outboxMessage.create({
      data: {
        id: 'msg_pending_old',
        channel: 'webhook',
        eventType: 'lead.created',
        payload: {},
        status: 'pending',
        nextAttemptAt: NOW,
        createdAt: oldLog,
      },
    });

    const admin = await d.user.create({ data: { username: 'invitato', passwordHash: 'x' } });
    await d.adminEnrolmentToken.createMany({
      data: [
        { userId: admin.id, tokenHash: 'old', createdAt: oldLog, expiresAt: oldLog },
        { userId: admin.id, tokenHash: 'new', createdAt: recentLog, expiresAt: recentLog },
      ],
    });

    const importRun = (startedAt: Date, status: string) => ({
      trigger: 'schedule',
      status,
      since: startedAt,
      until: startedAt,
      startedAt,
      leaseUntil: startedAt,
    });
    await d.metaSpendImport.createMany({
      data: [
        importRun(oldLog, 'done'),
        importRun(oldLog, 'running'),
        importRun(recentLog, 'failed'),
      ],
    });

    const report = await purgeExpiredData(d, NOW);
    expect(report).toMatchObject({
      metaSpendImports: 1,
      adminEnrolmentLinks: 1,
      visitors: 1,
      rateLimitBuckets: 1,
      auditLog: 1,
      verificationCodes: 1,
      outboxMessages: 1,
      deliveryAttempts: 1,
      leads: 0,
    });
    expect((await d.visitor.findMany()).map((v) => v.sessionId)).toEqual(['new-visit-0001']);
    expect((await d.outboxMessage.findMany()).map((m) => m.id)).toEqual(['msg_pending_old']);
    expect(await d.verificationCode.count()).toBe(1);
    expect(
      (await d.metaSpendImport.findMany({ orderBy: { id: 'asc' } })).map((r) => r.status),
    ).toEqual(['running', 'failed']);
  });

  it(`erases leads without any interaction for ${RETENTION.marketingYears} years, keeps active ones`, async () => {
    const d = db();
    const stale = await aLead(oldMarketing, { isVerified: true, verifiedAt: oldMarketing });
    const signedInLately = await aLead(oldMarketing);
    await d.leadSession.create({
      data: {
        leadId: signedInLately.id,
        tokenHash: 'recent-session',
        createdAt: recentLog,
        expiresAt: NOW,
      },
    });
    const recent = await aLead(recentLog);
    await d.consentRecord.create({
      data: { leadId: stale.id, kind: 'privacy', policyVersion: 'v1', scope: ['privacy'] },
    });

    const report = await purgeExpiredData(d, NOW);
    expect(report.leads).toBe(1);
    expect((await d.lead.findMany({ orderBy: { id: 'asc' } })).map((l) => l.id)).toEqual([
      signedInLately.id,
      recent.id,
    ]);
    // The consent proof stays, without the person.
    expect(await d.consentRecord.findFirst()).toMatchObject({ leadId: null, policyVersion: 'v1' });
    expect(await d.auditLog.findFirst({ where: { action: 'lead.erase' } })).toMatchObject({
      username: '(retention)',
      targetId: stale.publicId,
    });
  });

  it(`deletes anonymous consent proof after ${RETENTION.proofYears} years`, async () => {
    const d = db();
    const older = new Date(addMonths(NOW, -(RETENTION.proofYears * 12)).getTime() - DAY);
    await d.consentRecord.createMany({
      data: [
        { kind: 'cookies', policyVersion: 'v0', scope: {}, createdAt: older },
        { kind: 'cookies', policyVersion: 'v1', scope: {}, createdAt: recentLog },
      ],
    });
    expect((await purgeExpiredData(d, NOW)).consentRecords).toBe(1);
    expect((await d.consentRecord.findMany()).map((c) => c.policyVersion)).toEqual(['v1']);
  });

  it('runs once a day on the dispatcher: scheduling is idempotent and each run queues the next', async () => {
    const d = db();
    await scheduleRetention(d, NOW);
    await scheduleRetention(d, NOW); // a restart, or a second instance
    expect(await d.outboxMessage.count({ where: { channel: 'maintenance' } })).toBe(1);

    let clock = NOW;
    const dispatcher = createDispatcher({
      db: d,
      deliverers: { maintenance: retentionDeliverer(d) },
      clock: () => clock,
    });
    expect(await dispatcher.tick()).toBe(1);
    expect(await dispatcher.tick()).toBe(0); // tomorrow's is not due yet
    clock = new Date(NOW.getTime() + DAY);
    expect(await dispatcher.tick()).toBe(1);
    const runs = await d.outboxMessage.findMany({
      where: { channel: 'maintenance' },
      orderBy: { id: 'asc' },
    });
    expect(runs.map((r) => [r.id, r.status])).toEqual([
      ['retention_2027-06-15', 'delivered'],
      ['retention_2027-06-16', 'delivered'],
      ['retention_2027-06-17', 'pending'],
    ]);
  });
});
