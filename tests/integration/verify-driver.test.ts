/**
 * Verification through Vonage Verify v2 (VERIFY_DRIVER=vonage-verify, docs/sms.md), the real SDK
 * against the stand-in (scripts/verify-stand-in.mjs): a code by WhatsApp, the fallback to SMS
 * after WhatsApp's timeout, a fixed line called, the app's own tries and answers kept, one
 * verification for concurrent requests, and a fraud block costing nothing.
 */
import '../support/verify-env';
import { POST as verify } from '@/app/api/verify-sms/route';
import { POST as resend } from '@/app/api/resend-sms/route';
import { POST as login } from '@/app/api/auth/login/route';
import { setupTestDatabase } from '../support/test-db';
import { ageSmsState, captureSms } from '../support/sms';
import { startedVerifyStandIn } from '../support/verify-stand-in';
import { call } from '../support/http';
import { registerLead as registerPhone, registration } from '../support/registration';

const db = setupTestDatabase();
const sms = captureSms();
const standIn = startedVerifyStandIn();
const MOBILE = '+393471234567';
const FIXED = '+390612345678';

/** Registers `phone` (the mobile by default) and expects 201. */
const registerLead = (phone = MOBILE, extra: Record<string, unknown> = {}) =>
  registerPhone(phone, extra);

const verifyWith = (phone: string, code: string) =>
  call(verify, '/api/verify-sms', { body: { phone, code } });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const isVerified = async (phone: string) =>
  (await db().lead.findUniqueOrThrow({ where: { phone } })).isVerified;

describe('VERIFY_DRIVER=vonage-verify', () => {
  it('registers, sends the code by WhatsApp in Italian, and verifies it through Verify', async () => {
    // The code page names the first channel and offers the next from this answer.
    expect((await registerLead()).json).toMatchObject({
      smsSent: true,
      channels: ['whatsapp', 'sms', 'voice'],
      // The code may come by WhatsApp or a call: the message names no channel.
      message: 'Controlla il tuo telefono: ti abbiamo inviato il codice di verifica.',
    });
    const [request] = standIn.requests();
    expect(request).toMatchObject({
      to: '393471234567',
      locale: 'it-it',
      channelTimeout: 120,
      workflow: [
        { channel: 'whatsapp', to: '393471234567' },
        { channel: 'sms', to: '393471234567' },
        { channel: 'voice', to: '393471234567' },
      ],
    });
    const { code, channel } = await standIn.lastCode(MOBILE);
    expect(channel).toBe('whatsapp');
    // The app sent no SMS of its own: Verify holds the code.
    expect(sms.sent).toHaveLength(0);
    const attempt = await db().verificationCode.findFirstOrThrow();
    expect(attempt).toMatchObject({
      kind: 'verify',
      codeHash: null,
      delivered: true,
      verifyRequestId: request!.id,
      verifyWorkflow: 'whatsapp,sms,voice',
    });
    expect(request!.clientRef).toBe(String(attempt.id));

    const res = await verifyWith(MOBILE, code);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, firstVerification: true });
    expect(await isVerified(MOBILE)).toBe(true);
    expect(standIn.requests()[0]!.status).toBe('completed');
  });

  it('opens the session and queues the welcome email, as the SMS code does', async () => {
    await registerLead();
    const { code } = await standIn.lastCode(MOBILE);
    const res = await verifyWith(MOBILE, code);
    expect(res.cookie).toMatch(/^lead_session=/);
    const queued = await db().outboxMessage.findMany({ select: { eventType: true } });
    // No CRM webhook is configured here: the welcome email is the outbox's one message.
    expect(queued.map((m) => m.eventType)).toEqual(['email.welcome']);
  });

  it('asks Verify for German messages for a German lead', async () => {
    await registerLead(MOBILE, { locale: 'de' });
    expect(standIn.requests()[0]).toMatchObject({ locale: 'de-de' });
  });

  it('falls back to SMS when WhatsApp fails, once its timeout has passed', async () => {
    standIn.setModes({ fail: ['whatsapp'] });
    await registerLead();
    expect(await standIn.lines()).toMatchObject([
      { channel: 'whatsapp', status: 'failed', code: null },
    ]);
    await expect(standIn.lastCode(MOBILE)).rejects.toThrow('no code delivered');
    standIn.advance(120);
    const { code, channel } = await standIn.lastCode(MOBILE);
    expect(channel).toBe('sms');
    expect((await verifyWith(MOBILE, code)).status).toBe(200);
    expect(await isVerified(MOBILE)).toBe(true);
  });

  it('waits for a slow channel without starting another verification', async () => {
    standIn.setModes({ slow: ['whatsapp'] });
    await registerLead();
    expect(await standIn.lines()).toHaveLength(0);
    standIn.advance(60);
    const { channel, code } = await standIn.lastCode(MOBILE);
    expect(channel).toBe('whatsapp');
    expect(standIn.requests()).toHaveLength(1);
    expect((await verifyWith(MOBILE, code)).status).toBe(200);
  });

  it('accepts a fixed-line number and verifies it by a call, with no other channel tried', async () => {
    expect((await registerLead(FIXED)).json).toMatchObject({ smsSent: true, channels: ['voice'] });
    expect(standIn.requests()[0]!.workflow).toMatchObject([
      { channel: 'voice', to: '390612345678' },
    ]);
    const { code, channel } = await standIn.lastCode(FIXED);
    expect(channel).toBe('voice');
    expect((await verifyWith(FIXED, code)).status).toBe(200);
    expect(await isVerified(FIXED)).toBe(true);
  });

  it('names the channels to a lead signing in with its password before verifying', async () => {
    await registerLead(FIXED, { email: 'landline@example.it' });
    await ageSmsState(db(), 600_000);
    const res = await call(login, '/api/auth/login', {
      body: { email: 'landline@example.it', password: 'segreta1' },
    });
    expect(res.status).toBe(200);
    // The code page then says "Ti chiamiamo", not WhatsApp, for this landline.
    expect(res.json).toMatchObject({ verified: false, smsSent: true, channels: ['voice'] });
    expect(standIn.requests().at(-1)!.workflow).toMatchObject([{ channel: 'voice' }]);
  });

  it('still refuses premium-rate numbers before anything is sent', async () => {
    const res = await registration('+39899123456');
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toHaveProperty('phone');
    expect(standIn.requests()).toHaveLength(0);
  });

  it('answers five wrong codes as today, then refuses even the right one', async () => {
    await registerLead();
    const { code } = await standIn.lastCode(MOBILE);
    for (let i = 0; i < 5; i++) {
      const res = await verifyWith(MOBILE, wrong(code));
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({
        code: 'invalid_code',
        message: 'Il codice inserito non è corretto. Riprova.',
      });
    }
    const sixth = await verifyWith(MOBILE, code);
    expect(sixth.status).toBe(429);
    expect(sixth.json.error.code).toBe('too_many_attempts');
    expect(await isVerified(MOBILE)).toBe(false);
  });

  it('answers 503 when Verify cannot check, and gives the try back', async () => {
    await registerLead();
    const { code } = await standIn.lastCode(MOBILE);
    for (let i = 0; i < 4; i++) expect((await verifyWith(MOBILE, wrong(code))).status).toBe(400);
    standIn.setModes({ down: true });
    const down = await verifyWith(MOBILE, code);
    expect(down.status).toBe(503);
    expect(down.json.error.code).toBe('sms_unavailable');
    standIn.setModes({ down: false });
    // The fifth try is still there.
    expect((await verifyWith(MOBILE, code)).status).toBe(200);
  });

  it('answers an unknown number as a wrong code, after the same check at Verify', async () => {
    const res = await verifyWith('+393479999999', '123456');
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_code');
    // A check against no request: the answer takes the time of a registered number's.
    expect(standIn.checks()).toEqual([{ request_id: expect.any(String), status: 404 }]);
  });

  it('answers a code of a used-up attempt as a wrong code, even the right one', async () => {
    await registerLead();
    const { code } = await standIn.lastCode(MOBILE);
    expect((await verifyWith(MOBILE, code)).status).toBe(200);
    const again = await verifyWith(MOBILE, code);
    expect(again.status).toBe(400);
    expect(again.json.error.code).toBe('invalid_code');
  });

  it('starts one verification for 20 concurrent resends of one number, cancelling the old', async () => {
    await registerLead();
    const [first] = standIn.requests();
    await ageSmsState(db(), 121_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(resend, '/api/resend-sms', { body: { phone: MOBILE } }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    const requests = standIn.requests();
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ id: first!.id, status: 'cancelled' });
    // Only the new request's code verifies.
    const { code } = await standIn.lastCode(MOBILE);
    expect((await verifyWith(MOBILE, code)).status).toBe(200);
  });

  it('costs nothing when Verify blocks the number: no code valid, the resend free at once', async () => {
    standIn.setModes({ fraud: true });
    expect((await registerLead()).json).toMatchObject({ smsSent: false });
    const attempt = await db().verificationCode.findFirstOrThrow();
    expect(attempt).toMatchObject({ kind: 'verify', delivered: false, verifyRequestId: null });
    standIn.setModes({ fraud: false });
    const res = await call(resend, '/api/resend-sms', { body: { phone: MOBILE } });
    expect(res.status).toBe(200);
    const { code } = await standIn.lastCode(MOBILE);
    expect((await verifyWith(MOBILE, code)).status).toBe(200);
  });
});
