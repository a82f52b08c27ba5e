/**
 * The code page's next channel (VERIFY_DRIVER=vonage-verify): POST /api/resend-sms
 * with `channel` starts the new code at that channel ("Invia via SMS", "Chiamami") and answers
 * the channel it goes by first, worked out from the number's line alone: an unknown number gets
 * the same answer. A fixed line is called whatever is asked; without `channel` the workflow
 * starts at its first step as before.
 */
import '../support/verify-env';
import { POST as verify } from '@/app/api/verify-sms/route';
import { POST as resend } from '@/app/api/resend-sms/route';
import { setupTestDatabase } from '../support/test-db';
import { ageSmsState } from '../support/sms';
import { startedVerifyStandIn } from '../support/verify-stand-in';
import { call } from '../support/http';
import { registerLead } from '../support/registration';

const db = setupTestDatabase();
const standIn = startedVerifyStandIn();
const MOBILE = '+393471234567';
const UNKNOWN = '+393471234599';
const FIXED = '+390612345678';

const resendBy = (phone: string, channel?: string) =>
  call(resend, '/api/resend-sms', { body: { phone, ...(channel ? { channel } : {}) } });

describe('POST /api/resend-sms with a channel', () => {
  it('sends the new code by the channel asked for, and it verifies', async () => {
    await registerLead(MOBILE);
    await ageSmsState(db(), 121_000);
    const res = await resendBy(MOBILE, 'sms');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      retryAfter: 120,
      channel: 'sms',
      channels: ['whatsapp', 'sms', 'voice'],
    });
    const requests = standIn.requests();
    expect(requests).toHaveLength(2);
    expect(requests[1]!.workflow.map((step) => step.channel)).toEqual(['sms', 'voice']);
    const { code, channel } = await standIn.lastCode(MOBILE);
    expect(channel).toBe('sms');
    const verified = await call(verify, '/api/verify-sms', { body: { phone: MOBILE, code } });
    expect(verified.status).toBe(200);

    await ageSmsState(db(), 121_000);
    const call2 = await resendBy(MOBILE, 'voice');
    expect(call2.json.channel).toBe('voice');
    expect(standIn.requests()[2]!.workflow.map((step) => step.channel)).toEqual(['voice']);
  });

  it('answers an unknown number exactly as a registered one, and sends nothing', async () => {
    await registerLead(MOBILE);
    await ageSmsState(db(), 121_000);
    const known = await resendBy(MOBILE, 'sms');
    const unknown = await resendBy(UNKNOWN, 'sms');
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(standIn.requests()).toHaveLength(2);
    // The same limits: a second ask at once is refused for both.
    const [knownAgain, unknownAgain] = [
      await resendBy(MOBILE, 'voice'),
      await resendBy(UNKNOWN, 'voice'),
    ];
    expect(knownAgain.status).toBe(429);
    expect(unknownAgain.status).toBe(429);
    expect(unknownAgain.json.error.code).toBe(knownAgain.json.error.code);
  });

  it('calls a fixed line whatever is asked, and starts at the first step without a channel', async () => {
    await registerLead(FIXED);
    await ageSmsState(db(), 121_000);
    expect((await resendBy(FIXED, 'sms')).json.channel).toBe('voice');
    await ageSmsState(db(), 121_000);
    expect((await resendBy(UNKNOWN)).json.channel).toBe('whatsapp');
  });
});
