/**
 * Verify v2 status callbacks (POST /api/verify/status): signed ones record on the attempt the
 * channel, its delivery state and the price; unsigned, wrongly signed, tampered, stale and
 * replayed ones get a 4xx and change nothing; an older event does not undo a newer one.
 */
import '../support/verify-env';
import { RECEIPT_SECRET } from '../support/sms-receipt-env';
import { randomUUID } from 'node:crypto';
import { POST as callback } from '@/app/api/verify/status/route';
import { POST as verify } from '@/app/api/verify-sms/route';
import { signCallback } from '@/lib/server/channels/verify/signed-callback';
import { setupTestDatabase } from '../support/test-db';
import { startedVerifyStandIn } from '../support/verify-stand-in';
import { call } from '../support/http';
import { registerLead } from '../support/registration';

const db = setupTestDatabase();
const standIn = startedVerifyStandIn();

async function registeredRequestId(): Promise<string> {
  await registerLead('+393471234567');
  return standIn.requests()[0]!.id;
}

const nowSec = () => Math.floor(Date.now() / 1000);

/** Posts `body` signed as Vonage signs it (overrides: another secret, `iat`, `jti`). */
function post(
  body: object,
  sign: { secret?: string; iat?: number; jti?: string; header?: string | null } = {},
) {
  const raw = JSON.stringify(body);
  const token = signCallback(raw, sign.secret ?? RECEIPT_SECRET, {
    iat: sign.iat ?? nowSec(),
    jti: sign.jti ?? randomUUID(),
  });
  const authorization = sign.header === undefined ? `Bearer ${token}` : sign.header;
  return call(callback, '/api/verify/status', {
    rawBody: raw,
    headers: {
      'content-type': 'application/json',
      ...(authorization === null ? {} : { authorization }),
    },
  });
}

const event = (requestId: string, channel: string, status: string, at: Date) => ({
  request_id: requestId,
  type: 'event',
  channel,
  status,
  triggered_at: at.toISOString(),
  finalized_at: at.toISOString(),
});

const attempt = () => db().verificationCode.findFirstOrThrow({ where: { kind: 'verify' } });

describe('POST /api/verify/status', () => {
  it('records the channel and its delivery per event, and the price of the summary', async () => {
    const id = await registeredRequestId();
    const t0 = new Date(Date.now() - 60_000);
    const failed = await post(event(id, 'whatsapp', 'failed', t0));
    expect(failed.json).toEqual({ ok: true, outcome: 'stored' });
    expect(await attempt()).toMatchObject({ verifyChannel: 'whatsapp', deliveryStatus: 'failed' });

    const t1 = new Date(t0.getTime() + 30_000);
    expect((await post(event(id, 'sms', 'completed', t1))).json.outcome).toBe('stored');
    const summary = {
      request_id: id,
      type: 'summary',
      status: 'completed',
      submitted_at: t0.toISOString(),
      finalized_at: new Date(t1.getTime() + 10_000).toISOString(),
      channel_timeout: 120,
      price: '0.06250000',
      workflow: [
        { channel: 'whatsapp', initiated_at: t0.toISOString(), status: 'failed' },
        { channel: 'sms', initiated_at: t1.toISOString(), status: 'completed' },
        { channel: 'voice', initiated_at: t1.toISOString(), status: 'unused' },
      ],
    };
    expect((await post(summary)).json.outcome).toBe('stored');
    const row = await attempt();
    expect(row).toMatchObject({ verifyChannel: 'sms', deliveryStatus: 'delivered' });
    expect(row.verifyPrice?.toString()).toBe('0.0625');

    // An older event arriving late (a retry out of order) undoes nothing.
    expect((await post(event(id, 'whatsapp', 'failed', t0))).json.outcome).toBe('unchanged');
    expect(await attempt()).toMatchObject({ verifyChannel: 'sms', deliveryStatus: 'delivered' });
  });

  it("stores the stand-in's own callbacks: WhatsApp failed, SMS delivered, the price", async () => {
    standIn.setModes({ fail: ['whatsapp'] });
    await registeredRequestId();
    standIn.advance(120);
    const { code } = await standIn.lastCode('+393471234567');
    const verified = await call(verify, '/api/verify-sms', {
      body: { phone: '+393471234567', code },
    });
    expect(verified.status).toBe(200);
    expect(standIn.callbacks.map((c) => JSON.parse(c.body).type)).toEqual([
      'event',
      'event',
      'summary',
    ]);
    for (const { body, authorization } of standIn.callbacks) {
      const res = await call(callback, '/api/verify/status', {
        rawBody: body,
        headers: { 'content-type': 'application/json', authorization },
      });
      expect(res.status).toBe(200);
    }
    const row = await attempt();
    expect(row).toMatchObject({ verifyChannel: 'sms', deliveryStatus: 'delivered' });
    expect(row.verifyPrice?.toString()).toBe('0.1');
  });

  it('refuses unsigned, wrongly signed, tampered and stale callbacks, changing nothing', async () => {
    const id = await registeredRequestId();
    const body = event(id, 'whatsapp', 'failed', new Date());
    const unsigned = await post(body, { header: null });
    expect(unsigned.status).toBe(401);
    expect(unsigned.json.error.code).toBe('signature_required');
    expect((await post(body, { secret: 'another-secret-0123456789' })).json.error.code).toBe(
      'invalid_signature',
    );
    // A token of another body.
    const raw = JSON.stringify(body);
    const token = signCallback(raw, RECEIPT_SECRET, { iat: nowSec(), jti: randomUUID() });
    const tampered = await call(callback, '/api/verify/status', {
      rawBody: raw.replace('failed', 'completed'),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(tampered.status).toBe(401);
    const stale = await post(body, { iat: nowSec() - 25 * 3600 });
    expect(stale.status).toBe(401);
    expect(stale.json.error.code).toBe('stale_signature');
    expect(await attempt()).toMatchObject({ verifyChannel: null, deliveryStatus: null });
  });

  it('refuses a replayed token with 409, even when sent concurrently', async () => {
    const id = await registeredRequestId();
    const jti = randomUUID();
    const body = event(id, 'sms', 'completed', new Date());
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(body, { jti })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.json.error.code).toBe('replayed_callback');
  });

  it('answers a request id it never started with 200 and no change', async () => {
    const res = await post(
      event('00000000-0000-0000-0000-000000000000', 'sms', 'failed', new Date()),
    );
    expect(res.json).toEqual({ ok: true, outcome: 'unknown_request' });
  });

  it('refuses a body that is no Verify callback', async () => {
    const res = await post({ request_id: 'x', type: 'other' });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_callback');
  });
});
