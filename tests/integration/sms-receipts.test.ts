/**
 * Vonage delivery receipts (POST /api/sms/status): a signed receipt is stored on the code its
 * message id names, unsigned, wrongly signed and stale ones are refused with a 4xx, an unknown
 * id is answered 200 without effect, retries change nothing and a delivery is never undone by
 * a later failure. The leads list, the lead detail and the funnel read the stored state.
 */
import { RECEIPT_SECRET } from '../support/sms-receipt-env';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POST as register } from '@/app/api/leads/route';
import { GET as listLeads } from '@/app/api/leads/route';
import { GET as leadDetail } from '@/app/api/admin/leads/[leadId]/route';
import { POST as receiptRoute } from '@/app/api/sms/status/route';
import { POST as verify } from '@/app/api/verify-sms/route';
import { setSmsSender } from '@/lib/server/channels/sms';
import { outboxSender } from '@/lib/server/channels/sms/file-driver';
import { signVonageParams } from '@/lib/server/channels/sms/vonage-signature';
import { recordSmsReceipt } from '@/lib/server/leads/sms-receipts';
import { funnel } from '@/lib/server/admin/reports/funnel';
import type { LeadDetailResponse, LeadPage } from '@/lib/contracts/admin/leads';
import { setupTestDatabase } from '../support/test-db';
import { captureSms } from '../support/sms';
import { call } from '../support/http';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();
const sms = captureSms();
const PHONE = '+393471234567';

let seq = 0;
async function registerLead(phone = PHONE) {
  seq += 1;
  const res = await call(register, '/api/leads', {
    body: {
      firstName: 'Mario',
      lastName: 'Bianchi',
      email: `mario.${seq}@example.it`,
      phone,
      password: 'segreta1',
      experience: 'base',
      privacyAccepted: true,
    },
    ip: `203.0.113.${seq % 250}`,
  });
  expect(res.status).toBe(201);
  return db().lead.findUniqueOrThrow({ where: { phone } });
}

/** A receipt as Vonage sends it, signed with the test secret (sha256 HMAC). */
function receipt(
  messageId: string,
  status: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  const params: Record<string, string> = {
    msisdn: PHONE.slice(1),
    to: 'TradingEdu',
    'network-code': '22201',
    messageId,
    price: '0.03330000',
    status,
    scts: '2611251230',
    'err-code': status === 'delivered' ? '0' : '5',
    'api-key': 'key123',
    'message-timestamp': '2026-11-25 12:30:00',
    timestamp: String(Math.floor(Date.now() / 1000)),
    nonce: `n-${Math.random()}`,
    ...extra,
  };
  return { ...params, sig: signVonageParams(params, RECEIPT_SECRET, 'sha256') };
}

const send = (params: Record<string, string>, form = false) =>
  call(receiptRoute, '/api/sms/status', {
    rawBody: form ? new URLSearchParams(params).toString() : JSON.stringify(params),
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
  });

/**
 * Registers a lead with `phone` whose SMS then meets `fate`: a receipt with that status, no
 * receipt ('sent'), or the provider refusing it ('not_sent').
 */
async function leadWithSms(phone: string, fate: string) {
  sms.setFailing(fate === 'not_sent');
  const lead = await registerLead(phone);
  sms.setFailing(false);
  if (fate !== 'sent' && fate !== 'not_sent') await send(receipt(sms.lastMessageId(phone), fate));
  return lead;
}

const codeOf = (leadId: number) =>
  db().verificationCode.findFirstOrThrow({ where: { leadId }, orderBy: { id: 'desc' } });

describe('POST /api/sms/status', () => {
  it('stores a signed delivered receipt (JSON) on the code sent as that message', async () => {
    const lead = await registerLead();
    const messageId = sms.lastMessageId(PHONE);
    expect(await codeOf(lead.id)).toMatchObject({
      providerMessageId: messageId,
      deliveryStatus: null,
    });
    const res = await send(receipt(messageId, 'delivered'));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, outcome: 'stored' });
    expect(await codeOf(lead.id)).toMatchObject({
      deliveryStatus: 'delivered',
      deliveryError: null,
      deliveryUpdatedAt: expect.any(Date),
    });
  });

  it('stores a failed receipt sent as a form with its error code', async () => {
    const lead = await registerLead();
    const res = await send(receipt(sms.lastMessageId(PHONE), 'failed'), true);
    expect(res.json).toEqual({ ok: true, outcome: 'stored' });
    expect(await codeOf(lead.id)).toMatchObject({ deliveryStatus: 'failed', deliveryError: '5' });
  });

  it('stores rejected as failed and expired as expired; intermediate statuses are ignored', async () => {
    const lead = await registerLead();
    const messageId = sms.lastMessageId(PHONE);
    expect((await send(receipt(messageId, 'accepted'))).json.outcome).toBe('ignored');
    expect((await send(receipt(messageId, 'buffered'))).json.outcome).toBe('ignored');
    expect((await codeOf(lead.id)).deliveryStatus).toBeNull();
    expect((await send(receipt(messageId, 'expired'))).json.outcome).toBe('stored');
    expect((await codeOf(lead.id)).deliveryStatus).toBe('expired');
    expect((await send(receipt(messageId, 'rejected'))).json.outcome).toBe('stored');
    expect((await codeOf(lead.id)).deliveryStatus).toBe('failed');
  });

  it('refuses unsigned, wrongly signed and stale receipts with 401 and stores nothing', async () => {
    const lead = await registerLead();
    const good = receipt(sms.lastMessageId(PHONE), 'failed');
    const { sig: _sig, ...unsigned } = good;
    const cases: [Record<string, string>, string][] = [
      [unsigned, 'signature_required'],
      [{ ...good, status: 'delivered' }, 'invalid_signature'],
      [
        { ...good, sig: signVonageParams(unsigned, 'another-secret', 'sha256') },
        'invalid_signature',
      ],
      [
        { ...good, sig: signVonageParams(unsigned, RECEIPT_SECRET, 'md5hash') },
        'invalid_signature',
      ],
      [receipt(good.messageId!, 'failed', { timestamp: '1700000000' }), 'stale_signature'],
      [receipt(good.messageId!, 'failed', { timestamp: 'yesterday' }), 'stale_signature'],
    ];
    for (const [params, code] of cases) {
      const res = await send(params);
      expect([code, res.status]).toEqual([code, 401]);
      expect(res.json).toEqual({ error: { code, message: expect.any(String) } });
    }
    const { timestamp: _t, ...noTimestamp } = unsigned;
    const res = await send({
      ...noTimestamp,
      sig: signVonageParams(noTimestamp, RECEIPT_SECRET, 'sha256'),
    });
    expect([res.status, res.json.error.code]).toEqual([401, 'stale_signature']);
    expect((await codeOf(lead.id)).deliveryStatus).toBeNull();
  });

  it('refuses a body that is not a receipt with a 4xx, never a 500', async () => {
    const signedWithout = (params: Record<string, string>) => ({
      ...params,
      sig: signVonageParams(params, RECEIPT_SECRET, 'sha256'),
    });
    const now = String(Math.floor(Date.now() / 1000));
    const noId = await send(signedWithout({ status: 'delivered', timestamp: now }));
    expect([noId.status, noId.json.error.code]).toEqual([400, 'invalid_receipt']);
    for (const rawBody of [
      'not json',
      '[1,2]',
      '{"messageId":{"a":1}}',
      '{"messageId":"a\\u0000"}',
    ]) {
      const res = await call(receiptRoute, '/api/sms/status', { rawBody });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.json.error).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
  });

  it('answers 403 receipts_disabled while no signature secret is configured', async () => {
    await expect(
      recordSmsReceipt(db(), receipt('x', 'delivered'), {
        signing: { secret: undefined, method: 'sha256' },
      }),
    ).rejects.toMatchObject({ status: 403, code: 'receipts_disabled' });
  });

  it('answers 200 unknown_message for a message id no code was sent as', async () => {
    const res = await send(receipt('0A00000099999999', 'failed'));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, outcome: 'unknown_message' });
  });

  it('takes a repeated receipt once: the retry changes nothing', async () => {
    const lead = await registerLead();
    const params = receipt(sms.lastMessageId(PHONE), 'failed');
    expect((await send(params)).json.outcome).toBe('stored');
    const first = await codeOf(lead.id);
    expect((await send(params)).json.outcome).toBe('unchanged');
    expect((await send(params, true)).json.outcome).toBe('unchanged');
    expect(await codeOf(lead.id)).toEqual(first);
  });

  it('never lets a later or replayed failure undo a delivery; a delivery after a failure wins', async () => {
    const lead = await registerLead();
    const messageId = sms.lastMessageId(PHONE);
    expect((await send(receipt(messageId, 'failed'))).json.outcome).toBe('stored');
    expect((await send(receipt(messageId, 'delivered'))).json.outcome).toBe('stored');
    expect((await send(receipt(messageId, 'failed'))).json.outcome).toBe('unchanged');
    expect((await send(receipt(messageId, 'expired'))).json.outcome).toBe('unchanged');
    expect(await codeOf(lead.id)).toMatchObject({
      deliveryStatus: 'delivered',
      deliveryError: null,
    });
  });

  it('keeps the delivery when a failure and a delivery arrive at once', async () => {
    const lead = await registerLead();
    const messageId = sms.lastMessageId(PHONE);
    await Promise.all([
      send(receipt(messageId, 'failed')),
      send(receipt(messageId, 'delivered')),
      send(receipt(messageId, 'expired')),
    ]);
    expect((await codeOf(lead.id)).deliveryStatus).toBe('delivered');
  });
});

describe('receipts replayed out of order', () => {
  /** A receipt with its own time `at` (message-timestamp, UTC). */
  const at = (messageId: string, status: string, time: string) =>
    receipt(messageId, status, { 'message-timestamp': time });

  it('ignores a captured older receipt replayed after a newer one, answering 200', async () => {
    const lead = await registerLead();
    const messageId = sms.lastMessageId(PHONE);
    const oldFailed = at(messageId, 'failed', '2026-11-25 12:30:00');
    expect((await send(oldFailed)).json.outcome).toBe('stored');
    const expired = at(messageId, 'expired', '2026-11-25 12:35:00');
    expect((await send(expired)).json.outcome).toBe('stored');
    expect(await codeOf(lead.id)).toMatchObject({ deliveryStatus: 'expired' });

    // The capture, still signed and within the 24 h, sent again (as JSON and as a form).
    for (const form of [false, true]) {
      const replay = await send(oldFailed, form);
      expect(replay.status).toBe(200);
      expect(replay.json).toEqual({ ok: true, outcome: 'unchanged' });
    }
    expect(await codeOf(lead.id)).toMatchObject({
      deliveryStatus: 'expired',
      deliveryReportedAt: new Date('2026-11-25T12:35:00Z'),
    });
    // A newer receipt still counts.
    expect((await send(at(messageId, 'delivered', '2026-11-25 12:36:10'))).json.outcome).toBe(
      'stored',
    );
  });

  it("orders by scts, then by the signature's timestamp, when a receipt has no message-timestamp", async () => {
    const lead = await registerLead();
    const messageId = sms.lastMessageId(PHONE);
    const bare = (status: string, extra: Record<string, string>) => {
      const { sig: _sig, 'message-timestamp': _m, scts: _s, ...rest } = receipt(messageId, status);
      const params = { ...rest, ...extra };
      return { ...params, sig: signVonageParams(params, RECEIPT_SECRET, 'sha256') };
    };
    expect((await send(bare('failed', { scts: '2611251230' }))).json.outcome).toBe('stored');
    expect((await send(bare('expired', { scts: '2611251240' }))).json.outcome).toBe('stored');
    expect((await send(bare('failed', { scts: '2611251231' }))).json.outcome).toBe('unchanged');
    expect((await codeOf(lead.id)).deliveryStatus).toBe('expired');

    await registerLead('+393470000009');
    const second = sms.lastMessageId('+393470000009');
    const now = Math.floor(Date.now() / 1000);
    const signedAt = (status: string, timestamp: number) => {
      const { sig: _sig, 'message-timestamp': _m, scts: _s, ...rest } = receipt(second, status);
      const params = { ...rest, timestamp: String(timestamp) };
      return { ...params, sig: signVonageParams(params, RECEIPT_SECRET, 'sha256') };
    };
    const older = signedAt('failed', now - 600);
    expect((await send(signedAt('expired', now - 60))).json.outcome).toBe('stored');
    expect((await send(older)).json.outcome).toBe('unchanged');
    expect(
      (await db().verificationCode.findFirstOrThrow({ where: { providerMessageId: second } }))
        .deliveryStatus,
    ).toBe('expired');
  });

  it('keeps the newest of 24 receipts sent at once, whatever order they arrive in', async () => {
    const lead = await registerLead();
    const messageId = sms.lastMessageId(PHONE);
    const receipts = Array.from({ length: 24 }, (_, i) =>
      at(
        messageId,
        i % 2 ? 'failed' : 'expired',
        `2026-11-25 12:${String(10 + i).padStart(2, '0')}:00`,
      ),
    );
    const newest = receipts.at(-1)!; // 12:33, failed
    const shuffled = [...receipts].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(shuffled.map((params) => send(params)));
    expect(answers.map((a) => a.status)).toEqual(Array(24).fill(200));
    expect(await codeOf(lead.id)).toMatchObject({
      deliveryStatus: newest.status,
      deliveryReportedAt: new Date('2026-11-25T12:33:00Z'),
    });
  });
});

describe('parameter names', () => {
  it('refuses a name outside [\\w-], which would let one signed text be split differently', async () => {
    const lead = await registerLead();
    const {
      sig,
      'api-key': apiKey,
      'err-code': errCode,
      ...rest
    } = receipt(sms.lastMessageId(PHONE), 'failed');
    // '&api-key=key123&err-code=5…' read as one parameter named 'api-key=key123&err-code': the
    // same signed text, now a failure without its error code.
    const split = { ...rest, [`api-key=${apiKey}&err-code`]: errCode!, sig: sig! };
    for (const form of [false, true]) {
      const res = await send(split, form);
      expect([res.status, res.json.error?.code]).toEqual([400, 'invalid_receipt']);
    }
    for (const name of ['a b', 'a.b', 'ä', 'x'.repeat(65)]) {
      const params = { ...receipt(sms.lastMessageId(PHONE), 'failed'), [name]: '1' };
      expect((await send(params)).status).toBe(400);
    }
    expect((await codeOf(lead.id)).deliveryStatus).toBeNull();
  });
});

describe('the last SMS in the back-office', () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await adminCookie(db());
  });

  const listed = async () => {
    const res = await call<LeadPage>(listLeads, '/api/leads?pageSize=100', { cookie });
    expect(res.status).toBe(200);
    return new Map(res.json.leads.map((l) => [l.phone, l.lastSms]));
  };

  it('shows each state in the leads list and the lead detail', async () => {
    const delivered = await leadWithSms('+393470000001', 'delivered');
    await leadWithSms('+393470000002', 'failed');
    await leadWithSms('+393470000003', 'sent');
    await leadWithSms('+393470000004', 'not_sent');
    await db().lead.create({
      data: {
        firstName: 'Senza',
        lastName: 'Sms',
        email: 'senza.sms@example.it',
        phone: '+393470000005',
        experience: 'base',
      },
    });

    const rows = await listed();
    expect(rows.get('+393470000001')).toEqual({
      state: 'delivered',
      errorCode: null,
      sentAt: expect.any(String),
      receiptAt: expect.any(String),
    });
    expect(rows.get('+393470000002')).toMatchObject({ state: 'failed', errorCode: '5' });
    expect(rows.get('+393470000003')).toMatchObject({ state: 'sent', receiptAt: null });
    expect(rows.get('+393470000004')).toMatchObject({ state: 'not_sent', receiptAt: null });
    expect(rows.get('+393470000005')).toBeNull();

    const detail = await call<LeadDetailResponse>(
      leadDetail,
      `/api/admin/leads/${delivered.publicId}`,
      { cookie, params: { leadId: delivered.publicId } },
    );
    expect(detail.json.lead.lastSms).toEqual(rows.get('+393470000001'));
  });

  it('shows the newest code: a failed receipt for an older one does not count', async () => {
    await registerLead();
    const older = sms.lastMessageId(PHONE);
    await db().$executeRawUnsafe(
      "UPDATE verification_codes SET created_at = created_at - interval '3 minutes'",
    );
    await db().$executeRawUnsafe('DELETE FROM rate_limit_buckets');
    const lead = await db().lead.findUniqueOrThrow({ where: { phone: PHONE } });
    const { sendCode } = await import('@/lib/server/leads/verification');
    expect(await sendCode(db(), lead, { ip: '203.0.113.99', strict: true })).toBe('sent');
    await send(receipt(sms.lastMessageId(PHONE), 'delivered'));
    await send(receipt(older, 'failed'));
    expect((await listed()).get(PHONE)).toMatchObject({ state: 'delivered' });
  });

  it('marks what the file driver wrote as delivered at once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sms-receipts-'));
    try {
      setSmsSender(outboxSender(path.join(dir, 'outbox.jsonl')));
      const lead = await registerLead();
      expect(await codeOf(lead.id)).toMatchObject({
        providerMessageId: null,
        deliveryStatus: 'delivered',
        deliveryUpdatedAt: expect.any(Date),
      });
      expect((await listed()).get(PHONE)).toMatchObject({ state: 'delivered' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the funnel', () => {
  it('splits the unverified registrations: SMS not delivered, no receipt yet, code not entered', async () => {
    const fates = ['delivered', 'failed', 'expired', 'sent', 'not_sent', 'delivered'];
    for (const [i, fate] of fates.entries()) await leadWithSms(`+39347000000${i + 1}`, fate);
    const ok = await call(verify, '/api/verify-sms', {
      body: { phone: '+393470000006', code: sms.lastCode('+393470000006') },
    });
    expect(ok.status).toBe(200);

    const report = await funnel(db(), 'all', undefined);
    expect(report.stages.map((s) => s.count).slice(1, 3)).toEqual([6, 1]);
    expect(report.unverified).toEqual({
      smsNotDelivered: 3,
      smsUnconfirmed: 1,
      codeNotEntered: 1,
    });
  });
});
