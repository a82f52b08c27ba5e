/**
 * The owners' immediate alerts: each kind emails the owners when its figure is above the
 * threshold in force and not when it is at or below it; at most once per kind per hour
 * (from the last one sent), also when two replicas check at the same moment. The thresholds
 * are the owner's settings (GET/PUT /api/admin/settings/alerts: defaults until saved, one
 * schema with the form, 422 with the reason in the request's language, audited). The
 * scheduler job checks with its own clock and sends each notice once however often it runs.
 */
import { GET, PUT } from '@/app/api/admin/settings/alerts/route';
import type { Prisma } from '@/lib/server/generated/prisma/client';
import { DEFAULT_ALERT_THRESHOLDS } from '@/lib/contracts/admin/alert-settings';
import { sendDueAlerts } from '@/lib/server/owner/run';
import { ownerNoticesJob } from '@/lib/server/owner/scheduler';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie, steppedUpAdminCookie } from '../support/admin';

const db = setupTestDatabase();
const NOW = new Date('2026-11-20T10:30:00Z');
const MIN = 60_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const later = (ms: number) => new Date(NOW.getTime() + ms);
const ORIGIN = { origin: 'http://localhost:3000' };

beforeEach(async () => {
  await db().user.create({
    data: { username: 'titolare', passwordHash: 'x', role: 'owner', email: 'titolare@example.it' },
  });
});

/**
 * `count` SMS sent `minutesAgo` before NOW, the first `notDelivered` of them not delivered;
 * with `kind` 'verify', Verify attempts instead (Verify holds the code: no hash).
 */
async function smsBurst(count: number, notDelivered: number, minutesAgo = 5, kind = 'code') {
  const lead = await db().lead.create({
    data: {
      firstName: 'Mario',
      lastName: 'Rossi',
      email: `mario${Math.random()}@example.it`,
      phone: `+39347${Math.floor(Math.random() * 1e7)}`,
      experience: 'base',
    },
  });
  const fates: Partial<Prisma.VerificationCodeCreateManyInput>[] = [
    { delivered: false },
    { deliveryStatus: 'failed' },
    { deliveryStatus: 'expired' },
  ];
  await db().verificationCode.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      leadId: lead.id,
      phone: lead.phone,
      kind,
      codeHash: kind === 'verify' ? null : 'x',
      delivered: true,
      deliveryStatus: 'delivered',
      ...(i < notDelivered ? { deliveryStatus: null, ...fates[i % fates.length] } : {}),
      createdAt: ago(minutesAgo * MIN),
      expiresAt: later(10 * MIN),
    })),
  });
}

async function dueMessage(dueMinutesAgo: number) {
  await db().outboxMessage.create({
    data: {
      id: `msg_due_${dueMinutesAgo}`,
      channel: 'webhook',
      eventType: 'lead.created',
      payload: {},
      nextAttemptAt: ago(dueMinutesAgo * MIN),
      createdAt: ago(dueMinutesAgo * MIN),
    },
  });
}

const alertEmails = () =>
  db().outboxMessage.findMany({
    where: { eventType: { startsWith: 'email.owner-alert-' } },
    orderBy: { createdAt: 'asc' },
  });

/** What the dispatcher does meanwhile: the alert emails leave (else they would be a backlog). */
const deliverEmails = () =>
  db().outboxMessage.updateMany({ where: { channel: 'email' }, data: { status: 'delivered' } });

const refused = (n: number) => ({ refusedProofs: () => Promise.resolve(n) });

describe('the SMS failure alert (20 % of at least 10 SMS in the last hour, by default)', () => {
  it('fires above the share, with the figures, to the owners', async () => {
    await smsBurst(10, 3);
    expect(await sendDueAlerts(db(), NOW)).toEqual(['sms_failure_rate']);
    const [mail] = await alertEmails();
    const payload = mail!.payload as Record<string, string>;
    expect(payload.to).toBe('titolare@example.it');
    expect(payload.subject).toMatch(/^Avviso: 30\s?% degli SMS dell'ultima ora non consegnati$/);
    expect(payload.text).toMatch(/- SMS inviati nell'ultima ora: 10\n/);
    expect(payload.text).toMatch(/- Non consegnati \(rifiutati, falliti o scaduti\): 3\n/);
    expect(payload.text).toContain('http://localhost:3000/admin/leads');
  });

  it('stays quiet at the share, below the minimum count, and for SMS older than an hour', async () => {
    await smsBurst(10, 2); // 20 %: not above
    await smsBurst(20, 20, 61); // all failed, but 61 minutes ago
    expect(await sendDueAlerts(db(), NOW)).toEqual([]);
    await db().verificationCode.deleteMany();
    await smsBurst(9, 9); // every one failed, but 9 < 10
    expect(await sendDueAlerts(db(), NOW)).toEqual([]);
    expect(await alertEmails()).toHaveLength(0);
  });

  it('counts no Verify attempts: they go by WhatsApp or a call, shown by channel in the funnel', async () => {
    await smsBurst(10, 1); // 10 % of the SMS: quiet
    await smsBurst(10, 10, 5, 'verify'); // every Verify attempt failed
    expect(await sendDueAlerts(db(), NOW)).toEqual([]);
  });
});

describe('the outbox alert (oldest due message older than 15 minutes, by default)', () => {
  it('fires above the wait and not at or below it', async () => {
    await dueMessage(15);
    expect(await sendDueAlerts(db(), NOW)).toEqual([]);
    await dueMessage(16);
    expect(await sendDueAlerts(db(), NOW)).toEqual(['outbox_delay']);
    const [mail] = await alertEmails();
    expect((mail!.payload as { subject: string }).subject).toBe(
      'Avviso: messaggi in uscita fermi da 16 minuti',
    );
  });

  it('does not count a retry waiting for its time', async () => {
    await db().outboxMessage.create({
      data: {
        id: 'msg_retry',
        channel: 'webhook',
        eventType: 'lead.created',
        payload: {},
        attemptCount: 3,
        nextAttemptAt: later(20 * MIN),
        createdAt: ago(3 * 60 * MIN),
      },
    });
    expect(await sendDueAlerts(db(), NOW)).toEqual([]);
  });
});

describe('the refused proofs alert (200 in the last hour, by default)', () => {
  it('fires above the count, and never with no source of refusals yet', async () => {
    expect(await sendDueAlerts(db(), NOW, refused(200))).toEqual([]);
    expect(await sendDueAlerts(db(), NOW)).toEqual([]);
    expect(await sendDueAlerts(db(), NOW, refused(201))).toEqual(['refused_proofs']);
    const [mail] = await alertEmails();
    expect((mail!.payload as { subject: string }).subject).toBe(
      "Avviso: verifiche anti-bot rifiutate da 201 reti nell'ultima ora",
    );
  });
});

describe('at most one alert per kind per hour', () => {
  it('sends again only an hour after the last one, kind by kind', async () => {
    const check = async (at: Date) => {
      const sent = await sendDueAlerts(db(), at, refused(500));
      await deliverEmails();
      return sent;
    };
    await smsBurst(10, 5);
    expect(await check(NOW)).toEqual(['sms_failure_rate', 'refused_proofs']);
    // The SMS keep failing; the refusals too.
    expect(await check(later(30 * MIN))).toEqual([]);
    await dueMessage(1); // the outbox falls behind 40 minutes later: its own kind, sent at once
    expect(await check(later(40 * MIN))).toEqual(['outbox_delay']);
    expect(await check(later(59 * MIN))).toEqual([]);
    await smsBurst(10, 5, -55); // new failures in the next hour's window
    expect(await check(later(60 * MIN))).toEqual(['sms_failure_rate', 'refused_proofs']);
    // When each alert was queued (minutes after NOW), and its kind.
    const sent = (await alertEmails())
      .map((m) => `${(m.createdAt.getTime() - NOW.getTime()) / MIN} ${m.eventType}`)
      .sort();
    expect(sent).toEqual([
      '0 email.owner-alert-refused-proofs',
      '0 email.owner-alert-sms-failure-rate',
      '40 email.owner-alert-outbox-delay',
      '60 email.owner-alert-refused-proofs',
      '60 email.owner-alert-sms-failure-rate',
    ]);
  });

  it('sends one per kind when two replicas check at the same moment', async () => {
    await db().user.create({
      data: { username: 'socia', passwordHash: 'x', role: 'owner', email: 'socia@example.it' },
    });
    await smsBurst(10, 5);
    await dueMessage(30);
    const runs = await Promise.all([
      sendDueAlerts(db(), NOW, refused(999)),
      sendDueAlerts(db(), NOW, refused(999)),
    ]);
    expect(runs.flat().sort()).toEqual(['outbox_delay', 'refused_proofs', 'sms_failure_rate']);
    // One email per kind and owner.
    expect(await alertEmails()).toHaveLength(6);
  });
});

describe('the scheduler job', () => {
  it('checks on its clock and sends each notice once however often it runs', async () => {
    let checks = 0;
    const job = ownerNoticesJob({
      intervalMs: 5,
      clock: () => new Date('2026-11-21T07:00:00Z'), // 08:00 in Rome
      sources: {
        refusedProofs: () => {
          checks += 1;
          return Promise.resolve(1000);
        },
      },
    });
    job.start(db());
    const started = Date.now();
    while (checks < 4) {
      if (Date.now() - started > 10_000) throw new Error('the job did not run 4 checks in 10 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await job.stop();
    const events = (await db().outboxMessage.findMany()).map((m) => m.eventType).sort();
    expect(events).toEqual(['email.owner-alert-refused-proofs', 'email.owner-daily-summary']);
  });
});

describe('GET and PUT /api/admin/settings/alerts', () => {
  const FORM = {
    smsFailurePercent: ' 40 ',
    smsFailureMinCount: '5',
    outboxDelayMinutes: '30',
    refusedProofsPerHour: '50',
  };
  const put = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
    call(PUT, '/api/admin/settings/alerts', {
      method: 'PUT',
      cookie,
      body,
      headers: { ...ORIGIN, ...headers },
    });

  it('gives the defaults and the recipients until a save, then the saved thresholds', async () => {
    const get = await call(GET, '/api/admin/settings/alerts', { cookie: await adminCookie(db()) });
    expect(get.status).toBe(200);
    expect(get.json).toEqual({
      thresholds: DEFAULT_ALERT_THRESHOLDS,
      source: 'default',
      recipients: ['titolare@example.it'],
    });

    const res = await put(await steppedUpAdminCookie(db()), FORM);
    expect(res.status).toBe(200);
    const thresholds = {
      smsFailurePercent: 40,
      smsFailureMinCount: 5,
      outboxDelayMinutes: 30,
      refusedProofsPerHour: 50,
    };
    expect(res.json).toEqual({ thresholds, source: 'stored', recipients: ['titolare@example.it'] });
    const audit = await db().auditLog.findFirst({ where: { action: 'settings.update' } });
    expect(audit?.details).toEqual({
      alerts: {
        smsFailurePercent: { from: 20, to: 40 },
        smsFailureMinCount: { from: 10, to: 5 },
        outboxDelayMinutes: { from: 15, to: 30 },
        refusedProofsPerHour: { from: 200, to: 50 },
      },
    });
  });

  it('makes the alerts use the saved thresholds', async () => {
    await smsBurst(10, 3); // 30 %: above the default 20 %, not above 40 %
    await put(await steppedUpAdminCookie(db()), FORM);
    expect(await sendDueAlerts(db(), NOW, refused(51))).toEqual(['refused_proofs']);
  });

  it('refuses a threshold out of range with 422 in Italian, or German, and stores nothing', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const body = { ...FORM, smsFailurePercent: '101', outboxDelayMinutes: 'dieci' };
    const it = await put(cookie, body);
    expect(it.status).toBe(422);
    expect(it.json.error.code).toBe('validation_failed');
    expect(it.json.error.fields).toEqual({
      smsFailurePercent: 'La quota di SMS non consegnati deve essere un numero intero da 1 a 100',
      outboxDelayMinutes: 'I minuti di attesa devono essere un numero intero da 1 a 1440',
    });
    const de = await put(
      cookie,
      { ...FORM, refusedProofsPerHour: '0' },
      {
        'accept-language': 'de-DE',
      },
    );
    expect(de.status).toBe(422);
    expect(de.json.error.fields).toEqual({
      refusedProofsPerHour:
        'Die abgelehnten Bot-Prüfungen müssen eine ganze Zahl von 1 bis 1000000 sein',
    });
    expect((await put(cookie, { smsFailurePercent: '20' })).status).toBe(422);
    expect(await db().siteSetting.count()).toBe(0);
  });

  it('asks for a step-up before a save', async () => {
    const res = await put(await adminCookie(db()), FORM);
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('step_up_required');
    expect(await db().siteSetting.count()).toBe(0);
  });
});
