/**
 * The owners' daily summary: the figures of one Rome day (a 23-hour day at the spring change
 * here), counted from the rows and rendered as an email (.eml as the local mail driver writes
 * it), due from 08:00 Rome time whether Rome is one or two hours ahead of UTC, and queued once
 * per day to every enabled owner with an email even when two replicas run at the same moment.
 * The demo month renders too, with figures that match the rows.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Prisma } from '@/lib/server/generated/prisma/client';
import { createDispatcher } from '@/lib/server/outbox/dispatcher';
import { mailDeliverer } from '@/lib/server/channels/mail/deliverer';
import { fileDriver } from '@/lib/server/channels/mail/drivers';
import { dailySummary, romeDayRange } from '@/lib/server/owner/daily-summary';
import { sendDailySummary } from '@/lib/server/owner/run';
import { seedDemo } from '@/prisma/seed/seed';
import { RETENTION } from '@/lib/privacy/retention';
import { addMonths } from '@/lib/server/leads/free-access';
import { setupTestDatabase } from '../support/test-db';
import { parseEml } from '../support/eml';

jest.setTimeout(60_000);

const db = setupTestDatabase();
const MIN = 60_000;
const at = (iso: string) => new Date(iso);

let mailDir: string;
beforeEach(async () => {
  mailDir = await mkdtemp(path.join(tmpdir(), 'owner-mail-'));
});
afterEach(() => rm(mailDir, { recursive: true, force: true }));

/** Owners and others: only enabled owners with an email receive. */
async function accounts() {
  const user = (username: string, data: Partial<Prisma.UserCreateInput>) =>
    db().user.create({ data: { username, passwordHash: 'x', ...data } });
  await user('titolare', { role: 'owner', email: 'titolare@example.it' });
  await user('socia', { role: 'owner', email: 'socia@example.it' });
  await user('senza-email', { role: 'owner' });
  await user('disattivato', { role: 'owner', email: 'ex@example.it', disabledAt: new Date() });
  await user('chiamate', { role: 'caller', email: 'caller@example.it' });
}

let leadNo = 0;
async function lead(createdAt: string, data: Partial<Prisma.LeadUncheckedCreateInput> = {}) {
  leadNo += 1;
  return db().lead.create({
    data: {
      firstName: 'Giulia',
      lastName: 'Verdi',
      email: `lead${leadNo}@example.it`,
      phone: `+3934700${String(leadNo).padStart(5, '0')}`,
      experience: 'base',
      createdAt: at(createdAt),
      ...data,
    },
  });
}

async function sms(
  leadId: number,
  createdAt: string,
  fate: { delivered?: boolean; status?: 'delivered' | 'failed' | 'expired' },
) {
  const created = at(createdAt);
  await db().verificationCode.create({
    data: {
      leadId,
      phone: '+393470000000',
      codeHash: 'x',
      delivered: fate.delivered ?? true,
      deliveryStatus: fate.status ?? null,
      createdAt: created,
      expiresAt: new Date(created.getTime() + 10 * MIN),
    },
  });
}

async function message(
  id: string,
  channel: string,
  status: string,
  attempts: { at: string; ok: boolean }[],
) {
  await db().outboxMessage.create({
    data: {
      id,
      channel,
      eventType: 'lead.created',
      payload: {},
      status,
      attemptCount: attempts.length,
      nextAttemptAt: at('2026-03-29T12:00:00Z'),
      createdAt: at('2026-03-28T10:00:00Z'),
      attempts: {
        create: attempts.map((a, i) => ({
          attemptNo: i + 1,
          startedAt: at(a.at),
          durationMs: 10,
          ok: a.ok,
        })),
      },
    },
  });
}

/**
 * Sunday 29 March 2026, when Rome moves from UTC+1 to UTC+2: the day runs from 2026-03-28
 * 23:00Z to 2026-03-29 22:00Z (23 hours). Rows just outside it on either side, which a UTC
 * day or a 24-hour day would count.
 */
async function springDay() {
  const before = await lead('2026-03-28T22:59:00Z', {
    campaignId: 'FB_A',
    isVerified: true,
    verifiedAt: at('2026-03-28T23:05:00Z'), // 00:05 on the 29th in Rome: a verification of the day
  });
  const first = await lead('2026-03-28T23:00:00Z', {
    campaignId: 'FB_A',
    isVerified: true,
    verifiedAt: at('2026-03-28T23:03:00Z'),
  });
  const noon = await lead('2026-03-29T12:00:00Z', { campaignId: 'FB_A' });
  const last = await lead('2026-03-29T21:59:00Z', {
    campaignId: 'FB_B',
    isVerified: true,
    verifiedAt: at('2026-03-29T22:01:00Z'), // 00:01 on the 30th: not this day's
  });
  await lead('2026-03-29T22:00:00Z', { campaignId: 'FB_A' }); // midnight: the 30th

  await sms(before.id, '2026-03-28T22:59:30Z', { status: 'delivered' });
  await sms(first.id, '2026-03-28T23:00:10Z', { status: 'delivered' });
  await sms(noon.id, '2026-03-29T12:00:10Z', { status: 'failed' });
  await sms(noon.id, '2026-03-29T12:05:00Z', { status: 'expired' });
  await sms(last.id, '2026-03-29T21:59:10Z', { delivered: false });
  await sms(last.id, '2026-03-29T21:59:40Z', {});

  // Eight leads earlier in the week whose SMS failed: the funnel's 7 days reach 10 cases.
  for (let i = 0; i < 8; i++) {
    const { id } = await lead('2026-03-25T10:00:00Z');
    await sms(id, '2026-03-25T10:00:10Z', { status: 'failed' });
  }

  await db().adSpend.create({
    data: { campaignId: 'FB_A', month: at('2026-03-01T00:00:00Z'), amountCents: 30_000 },
  });

  await message('msg_gave_up', 'webhook', 'failed', [
    { at: '2026-03-28T20:00:00Z', ok: false }, // the day before
    { at: '2026-03-29T08:00:00Z', ok: false },
    { at: '2026-03-29T18:00:00Z', ok: false },
  ]);
  await message('msg_retrying', 'webhook', 'pending', [{ at: '2026-03-29T09:00:00Z', ok: false }]);
  await message('msg_meta', 'meta', 'delivered', [
    { at: '2026-03-29T09:00:00Z', ok: false },
    { at: '2026-03-29T09:00:05Z', ok: true },
  ]);
  await message('msg_mail', 'email', 'failed', [{ at: '2026-03-29T09:00:00Z', ok: false }]);
}

/** Delivers every due email into `mailDir` through the app's email channel; the parsed .eml files. */
async function deliveredMail() {
  const dispatcher = createDispatcher({
    db: db(),
    deliverers: {
      email: mailDeliverer(db(), fileDriver(mailDir, 'Accademia <noreply@example.it>')),
    },
  });
  while ((await dispatcher.tick()) > 0);
  const files = (await readdir(mailDir)).sort();
  return Promise.all(
    files.map(async (f) => parseEml(await readFile(path.join(mailDir, f), 'utf8'))),
  );
}

/** `text` with the no-break spaces of Italian number formats ('100,00 €') as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const summaryEmails = () =>
  db().outboxMessage.findMany({
    where: { eventType: 'email.owner-daily-summary' },
    orderBy: { createdAt: 'asc' },
  });

describe('the daily summary', () => {
  it('counts the Rome day, 23 hours long at the spring change, and nothing outside it', async () => {
    await springDay();
    expect(romeDayRange('2026-03-29')).toEqual([
      at('2026-03-28T23:00:00Z'),
      at('2026-03-29T22:00:00Z'),
    ]);
    const s = await dailySummary(db(), '2026-03-29');
    expect(s).toEqual({
      day: '2026-03-29',
      registrations: 3,
      verifications: 2,
      spend: {
        month: '2026-03',
        totalCents: 30_000,
        leads: 3,
        verified: 2,
        costPerLeadCents: 10_000,
        costPerVerifiedCents: 15_000,
      },
      sms: { sent: 5, delivered: 1, failed: 2, refused: 1, noReceipt: 1 },
      deliveries: {
        webhook: { failedAttempts: 3, gaveUp: 1 },
        meta: { failedAttempts: 1, gaveUp: 0 },
      },
      suggestions: [{ id: 'smsNotDelivered', count: 9, of: 12, share: 0.75, threshold: 0.05 }],
    });
  });

  it('says so when no spend is entered for the month, instead of a cost per lead', async () => {
    await lead('2026-11-20T10:00:00Z', { campaignId: 'FB_A' });
    const s = await dailySummary(db(), '2026-11-20');
    expect(s.spend).toBeNull();
    expect(s.suggestions).toEqual([]);
  });

  it('is emailed to every enabled owner with an email, as text and HTML in Italian', async () => {
    await accounts();
    await springDay();
    // Monday 30 March, 08:00 in Rome (CEST): 06:00 UTC.
    expect(await sendDailySummary(db(), at('2026-03-30T06:00:00Z'))).toEqual({
      day: '2026-03-29',
      queued: 2,
    });
    const mails = await deliveredMail();
    expect(mails.map((m) => m.headers.to).sort()).toEqual([
      'socia@example.it',
      'titolare@example.it',
    ]);
    const [mail] = mails;
    expect(mail!.subject).toBe('Riepilogo di domenica 29 marzo 2026: 3 lead, 2 verificati');
    const lines = plain(mail!.text).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        '- Registrazioni: 3',
        '- Numeri verificati via SMS: 2',
        '- Spesa inserita per il mese: 300,00 €',
        '- Lead delle campagne con spesa: 3',
        '- Costo per lead: 100,00 €',
        '- Costo per lead verificato: 150,00 €',
        '- Inviati: 5',
        '- Consegnati: 1',
        '- Non consegnati (falliti o scaduti): 2',
        '- Rifiutati dal fornitore: 1',
        '- Senza ricevuta di consegna: 1',
        '- Webhook verso il CRM: 3 tentativi falliti, 1 messaggio abbandonato',
        '- Meta Conversions API: 1 tentativo fallito, 0 messaggi abbandonati',
        expect.stringMatching(
          /^- Troppi SMS non arrivano: 9 SMS su 12 non consegnati \(75\s?%; soglia 5\s?%\)\. /,
        ),
        "Apri l'amministrazione: http://localhost:3000/admin",
      ]),
    );
    expect(mail!.html).toContain('<html lang="it">');
    expect(plain(mail!.html)).toMatch(/Costo per lead<\/td><td[^>]*>100,00 €<\/td>/);
    expect(mail!.html).toContain('<a href="http://localhost:3000/admin">');
  });
});

describe('when the summary is sent', () => {
  beforeEach(accounts);

  it.each([
    [
      'on the spring change day (CEST)',
      '2026-03-29T05:59:00Z',
      '2026-03-29T06:00:00Z',
      '2026-03-28',
    ],
    ['the day before it (CET)', '2026-03-28T06:59:00Z', '2026-03-28T07:00:00Z', '2026-03-27'],
    [
      'on the autumn change day (CET)',
      '2026-10-25T06:59:00Z',
      '2026-10-25T07:00:00Z',
      '2026-10-24',
    ],
    ['the day before it (CEST)', '2026-10-24T05:59:00Z', '2026-10-24T06:00:00Z', '2026-10-23'],
  ])('from 08:00 Rome time %s', async (_, before, eight, day) => {
    expect(await sendDailySummary(db(), at(before))).toBeNull();
    expect(await summaryEmails()).toHaveLength(0);
    expect(await sendDailySummary(db(), at(eight))).toEqual({ day, queued: 2 });
  });

  it('once per day, when two replicas check at the same moment and later in the day', async () => {
    await springDay();
    const eight = at('2026-03-30T06:00:00Z');
    const runs = await Promise.all([sendDailySummary(db(), eight), sendDailySummary(db(), eight)]);
    expect(runs.filter((r) => r !== null)).toEqual([{ day: '2026-03-29', queued: 2 }]);
    expect(await summaryEmails()).toHaveLength(2);

    expect(await sendDailySummary(db(), at('2026-03-30T06:01:00Z'))).toBeNull();
    expect(await sendDailySummary(db(), at('2026-03-30T21:59:00Z'))).toBeNull();
    expect(await summaryEmails()).toHaveLength(2);

    // The next morning: the next day's summary.
    expect(await sendDailySummary(db(), at('2026-03-31T06:00:00Z'))).toEqual({
      day: '2026-03-30',
      queued: 2,
    });
    expect(await summaryEmails()).toHaveLength(4);
  });

  it('keeps its daily claims for the technical-log period, and each alert’s last one', async () => {
    const now = at('2026-03-30T06:00:00Z');
    const logs = addMonths(now, -RETENTION.technicalLogsMonths);
    await db().ownerNotice.createMany({
      data: [
        { key: 'summary:2025-03-01', sentAt: new Date(logs.getTime() - MIN) },
        { key: 'summary:2025-03-31', sentAt: new Date(logs.getTime() + MIN) },
        { key: 'alert:sms_failures', sentAt: new Date(logs.getTime() - MIN) },
      ],
    });
    expect(await sendDailySummary(db(), now)).toMatchObject({ day: '2026-03-29' });
    const keys = (await db().ownerNotice.findMany({ orderBy: { key: 'asc' } })).map((r) => r.key);
    expect(keys).toEqual(['alert:sms_failures', 'summary:2025-03-31', 'summary:2026-03-29']);
  });
});

describe('the demo month', () => {
  it('renders as an .eml whose figures match the rows', async () => {
    const NOW = at('2026-11-22T18:30:00Z');
    await db().user.create({
      data: {
        username: 'titolare',
        passwordHash: 'x',
        role: 'owner',
        email: 'titolare@example.it',
      },
    });
    await seedDemo(db(), NOW, { sessions: 1200 });
    const day = '2026-11-20';
    const [from, to] = romeDayRange(day);
    const within = (d: Date | null) => d !== null && d >= from && d < to;

    const leads = await db().lead.findMany();
    const codes = (await db().verificationCode.findMany()).filter((c) => within(c.createdAt));
    const spend = await db().adSpend.findMany();
    // Month to date: from 1 November 00:00 in Rome (UTC+1) to the day's end.
    const spendLeads = leads.filter(
      (l) =>
        spend.some((s) => s.campaignId === l.campaignId) &&
        l.createdAt >= at('2026-10-31T23:00:00Z') &&
        l.createdAt < to,
    );
    const totalCents = spend.reduce((t, s) => t + s.amountCents, 0);
    const expected = {
      registrations: leads.filter((l) => within(l.createdAt)).length,
      verifications: leads.filter((l) => within(l.verifiedAt)).length,
      sent: codes.length,
      delivered: codes.filter((c) => c.deliveryStatus === 'delivered').length,
      failed: codes.filter((c) => c.deliveryStatus === 'failed' || c.deliveryStatus === 'expired')
        .length,
      costPerLeadCents: Math.round(totalCents / spendLeads.length),
    };
    expect(expected.registrations).toBeGreaterThan(0);
    expect(expected.sent).toBe(expected.registrations);

    // Saturday 21 November would be yesterday at 08:00 on the 22nd: ask for the 20th directly.
    const s = await dailySummary(db(), day);
    expect({
      registrations: s.registrations,
      verifications: s.verifications,
      sent: s.sms.sent,
      delivered: s.sms.delivered,
      failed: s.sms.failed,
      costPerLeadCents: s.spend?.costPerLeadCents,
    }).toEqual(expected);

    expect(await sendDailySummary(db(), at('2026-11-21T07:00:00Z'))).toEqual({ day, queued: 1 });
    const [mail] = await deliveredMail();
    expect(mail!.subject).toBe(
      `Riepilogo di venerdì 20 novembre 2026: ${expected.registrations} lead, ${expected.verifications} verificati`,
    );
    expect(plain(mail!.text)).toContain(`- Inviati: ${expected.sent}\n`);
    expect(plain(mail!.text)).toContain(
      `- Costo per lead: ${(expected.costPerLeadCents / 100).toFixed(2).replace('.', ',')} €\n`,
    );
  });
});
