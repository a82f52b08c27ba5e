/**
 * The German guide link by SMS (lib/server/leads/guide-link-sms.ts): queued with a German
 * lead's verification, sent once by the outbox's `sms` channel, in German, with a link to the
 * German student area and nothing of the person in it; within the SMS caps (a cap that forbids
 * it cancels it, as for the reminder); stored with the SMS so that receipts and the owners'
 * figures count it; never for an Italian lead; one SMS however many verifications or
 * dispatchers run at once.
 */
import { POST as register } from '@/app/api/leads/route';
import { POST as verify } from '@/app/api/verify-sms/route';
import { GET as listLeads } from '@/app/api/leads/route';
import type { LeadPage } from '@/lib/contracts/admin/leads';
import { adminCookie } from '../support/admin';
import { env } from '@/env';
import { createDispatcher } from '@/lib/server/outbox/dispatcher';
import { smsDeliverer } from '@/lib/server/jobs/sms-guide-link';
import { GUIDE_LINK_EVENT, sendGuideLink } from '@/lib/server/leads/guide-link-sms';
import { storeDeliveryReceipt } from '@/lib/server/leads/verification-codes';
import { dailySummary } from '@/lib/server/owner/daily-summary';
import { reserve } from '@/lib/server/http/rate-limit';
import { numberCaps } from '@/lib/server/leads/sms-limits';
import { normalizePhone } from '@/lib/server/channels/sms/phone';
import { setupTestDatabase } from '../support/test-db';
import { captureSms } from '../support/sms';
import { call } from '../support/http';

const db = setupTestDatabase();
const sms = captureSms();
const DE_PHONE = '+4915123456789';
const IT_PHONE = '+393471234567';

async function registerLead(phone: string, german: boolean) {
  const res = await call(register, '/api/leads', {
    body: {
      firstName: german ? 'Lena' : 'Giulia',
      lastName: german ? 'Schmidt' : 'Rossi',
      email: german ? 'lena@example.de' : 'giulia@example.it',
      phone,
      experience: german ? 'base' : 'principiante',
      privacyAccepted: 'true',
      ...(german ? { campaign: 'GERMAN_CRYPTO_EDUCATION', locale: 'de' } : {}),
    },
  });
  expect(res.status).toBe(201);
}

const verifyLead = (phone: string) =>
  call(verify, '/api/verify-sms', { body: { phone, code: sms.lastCode(phone) } });

/** A dispatcher of the `sms` channel alone, at `now`. */
const dispatcherAt = (now: Date) =>
  createDispatcher({ db: db(), clock: () => now, deliverers: { sms: smsDeliverer(db()) } });

const guideMessages = () => db().outboxMessage.findMany({ where: { eventType: GUIDE_LINK_EVENT } });
const guideRows = () => db().verificationCode.findMany({ where: { kind: 'guide_link' } });
const guideSms = () => sms.sent.filter((m) => !/\b\d{6}\b/.test(m.text));

/** The time after the verification, when the dispatcher runs. */
const later = (ms = 1000) => new Date(Date.now() + ms);

describe('the German guide link by SMS', () => {
  it('is sent once after a German lead verifies: German text, the German student area, no personal data', async () => {
    await registerLead(DE_PHONE, true);
    expect((await verifyLead(DE_PHONE)).status).toBe(200);
    expect(await guideMessages()).toHaveLength(1);

    await dispatcherAt(later()).tick();
    const [message, ...more] = guideSms();
    expect(more).toEqual([]);
    expect(message!.to).toBe(DE_PHONE);
    const url = `${new URL('/lernbereich', env.SITE_URL).href}?ebook=crypto`;
    expect(message!.text).toBe(
      `Ihr Leitfaden ist bereit: ${url} (Ihr Lernbereich bei Accademia Trading Italia)`,
    );
    const lead = await db().lead.findUniqueOrThrow({ where: { phone: DE_PHONE } });
    for (const personal of [lead.publicId, 'Lena', 'Schmidt', 'lena', '4915123456789'])
      expect(message!.text).not.toContain(personal);
    // One SMS segment of the GSM alphabet: the cost of one message.
    expect(message!.text.length).toBeLessThanOrEqual(160);
    expect(message!.text).toMatch(/^[A-Za-z0-9 :/?.=()_-]+$/);

    // Stored as an SMS: delivered to the provider, its receipt taken, counted in the figures.
    const [row] = await guideRows();
    expect(row).toMatchObject({ delivered: true, providerMessageId: message!.messageId });
    const now = new Date();
    expect(
      await storeDeliveryReceipt(
        db(),
        { messageId: message!.messageId, status: 'delivered', errorCode: null, reportedAt: now },
        now,
      ),
    ).toBe('stored');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
    expect((await dailySummary(db(), day)).sms).toMatchObject({ sent: 2, delivered: 1 });

    // Delivered once: a second dispatcher run, or a send asked again, sends nothing.
    await dispatcherAt(later(10 * 60_000)).tick();
    expect(await sendGuideLink(db(), lead, later())).toBe('already_sent');
    expect(guideSms()).toHaveLength(1);
    expect((await guideMessages())[0]!.status).toBe('delivered');
  });

  it('is not sent to an Italian lead (the Italian pages promise none)', async () => {
    await registerLead(IT_PHONE, false);
    expect((await verifyLead(IT_PHONE)).status).toBe(200);
    await dispatcherAt(later()).tick();
    expect(await guideMessages()).toEqual([]);
    expect(guideSms()).toEqual([]);
  });

  it('queues one message and sends one SMS when 50 verifications of the code run at once', async () => {
    await registerLead(DE_PHONE, true);
    const code = sms.lastCode(DE_PHONE);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(verify, '/api/verify-sms', { body: { phone: DE_PHONE, code } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await guideMessages()).toHaveLength(1);
    // Two dispatchers (two app processes) at once.
    await Promise.all([dispatcherAt(later()).tick(), dispatcherAt(later()).tick()]);
    expect(guideSms()).toHaveLength(1);
  });

  it('sends one SMS when 50 sends of one lead run at once, and takes the caps once', async () => {
    await registerLead(DE_PHONE, true);
    expect((await verifyLead(DE_PHONE)).status).toBe(200);
    const lead = await db().lead.findUniqueOrThrow({ where: { phone: DE_PHONE } });
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => sendGuideLink(db(), lead, later())),
    );
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    for (const outcome of outcomes)
      expect(['sent', 'in_flight', 'already_sent']).toContain(outcome);
    expect(guideSms()).toHaveLength(1);
    expect(await guideRows()).toHaveLength(1);
    const day = await db().rateLimitBucket.findUniqueOrThrow({
      where: { key: `sms:day:${DE_PHONE}` },
    });
    expect(day.count).toBe(2); // the code and the guide link
  });

  it('is cancelled, with no SMS and no row, when the number used up its SMS of the day', async () => {
    await registerLead(DE_PHONE, true);
    expect((await verifyLead(DE_PHONE)).status).toBe(200);
    const phone = normalizePhone(DE_PHONE)!;
    // Four more SMS to the number today: the day cap (5) is spent.
    for (let i = 0; i < 4; i++) await reserve(db(), [numberCaps(phone)[0]], new Date());
    await dispatcherAt(later()).tick();
    expect(guideSms()).toEqual([]);
    expect(await guideRows()).toEqual([]);
    expect(await guideMessages()).toMatchObject([
      { status: 'cancelled', lastError: 'an SMS limit forbids it' },
    ]);
  });

  it('is retried when the provider fails: counted as refused, then sent, the caps taken once', async () => {
    await registerLead(DE_PHONE, true);
    expect((await verifyLead(DE_PHONE)).status).toBe(200);
    sms.setFailing(true);
    await dispatcherAt(later()).tick();
    expect(await guideRows()).toMatchObject([{ delivered: false }]);
    expect((await guideMessages())[0]).toMatchObject({ status: 'pending', attemptCount: 1 });

    sms.setFailing(false);
    await dispatcherAt(later(60_000)).tick();
    expect(guideSms()).toHaveLength(1);
    expect(await guideRows()).toMatchObject([{ delivered: true }]);
    const day = await db().rateLimitBucket.findUniqueOrThrow({
      where: { key: `sms:day:${DE_PHONE}` },
    });
    expect(day.count).toBe(2);
  });

  it('is cancelled for a lead erased before it left', async () => {
    await registerLead(DE_PHONE, true);
    expect((await verifyLead(DE_PHONE)).status).toBe(200);
    await db().lead.deleteMany({ where: { phone: DE_PHONE } });
    await dispatcherAt(later()).tick();
    expect(guideSms()).toEqual([]);
  });

  it("is no verification SMS: the leads list shows the code's state, not the link's", async () => {
    await registerLead(DE_PHONE, true);
    const code = sms.lastMessageId(DE_PHONE);
    expect((await verifyLead(DE_PHONE)).status).toBe(200);
    await dispatcherAt(later()).tick();
    const now = new Date();
    const receipt = (messageId: string, status: 'delivered' | 'failed') =>
      storeDeliveryReceipt(db(), { messageId, status, errorCode: '5', reportedAt: now }, now);
    expect(await receipt(code, 'delivered')).toBe('stored');
    expect(await receipt(guideSms()[0]!.messageId, 'failed')).toBe('stored');
    const res = await call<LeadPage>(listLeads, '/api/leads?pageSize=100', {
      cookie: await adminCookie(db()),
    });
    expect(res.json.leads[0]!.lastSms).toMatchObject({ state: 'delivered' });
  });

  it("goes with a welcome email that links to the student area of the lead's language", async () => {
    await registerLead(DE_PHONE, true);
    await registerLead(IT_PHONE, false);
    expect((await verifyLead(DE_PHONE)).status).toBe(200);
    expect((await verifyLead(IT_PHONE)).status).toBe(200);
    const welcome = await db().outboxMessage.findMany({
      where: { eventType: 'email.welcome' },
      orderBy: { createdAt: 'asc' },
    });
    const payloads = welcome.map((m) => m.payload as { to: string; text: string; html: string });
    const german = payloads.find((p) => p.to === 'lena@example.de')!;
    const italian = payloads.find((p) => p.to === 'giulia@example.it')!;
    const de = new URL('/lernbereich', env.SITE_URL).href;
    const it = new URL('/student-dashboard', env.SITE_URL).href;
    expect(german.text).toContain(`Lernbereich finden Sie`);
    expect(german.text).toContain(de);
    expect(german.html).toContain(`<a href="${de}">${de}</a>`);
    expect(italian.text).toContain(it);
    expect(italian.html).toContain(`<a href="${it}">${it}</a>`);
  });
});
