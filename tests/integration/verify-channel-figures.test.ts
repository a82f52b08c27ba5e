/**
 * Verification by channel (VERIFY_DRIVER=vonage-verify): the funnel and the owners'
 * daily summary count the Verify attempts by the channel that carried the code — sent,
 * delivered (the signed callbacks), completed (the code verified the lead) and the cost per
 * completed verification (the prices Verify reported) — from the stored rows. With the default
 * driver neither answer changes (tests/integration/admin-funnel.test.ts and
 * owner-summary.test.ts compare them whole).
 */
import '../support/verify-env';
import '../support/sms-receipt-env';
import { POST as callback } from '@/app/api/verify/status/route';
import { POST as verify } from '@/app/api/verify-sms/route';
import { POST as resend } from '@/app/api/resend-sms/route';
import { GET as funnelRoute } from '@/app/api/admin/funnel/route';
import { dailySummary } from '@/lib/server/owner/daily-summary';
import { summaryMail } from '@/lib/server/owner/summary-mail';
import { romeDate } from '@/lib/rome-calendar';
import { setupTestDatabase } from '../support/test-db';
import { ageSmsState } from '../support/sms';
import { startedVerifyStandIn } from '../support/verify-stand-in';
import { call } from '../support/http';
import { registerLead as registerPhone } from '../support/registration';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();
const standIn = startedVerifyStandIn();

let n = 0;
/** Registers `phone` as a lead of its own (a new name and email each time). */
async function registerLead(phone: string) {
  n += 1;
  await registerPhone(phone, { lastName: `Bianchi${n}`, email: `mario${n}@example.it` });
}

async function verifyLead(phone: string) {
  const { code } = await standIn.lastCode(phone);
  const res = await call(verify, '/api/verify-sms', { body: { phone, code } });
  expect(res.status).toBe(200);
}

/** Hands every callback the stand-in signed to the app, as Verify would. */
async function deliverCallbacks() {
  for (const { body, authorization } of standIn.callbacks) {
    const res = await call(callback, '/api/verify/status', {
      rawBody: body,
      headers: { 'content-type': 'application/json', authorization },
    });
    expect(res.status).toBe(200);
  }
}

describe('verification by channel', () => {
  it('counts sent, delivered, completed and cost per channel in the funnel and the summary', async () => {
    // By WhatsApp, verified; by WhatsApp failing then SMS, verified; by WhatsApp, not typed.
    await registerLead('+393471234501');
    await verifyLead('+393471234501');
    standIn.setModes({ fail: ['whatsapp'] });
    await registerLead('+393471234502');
    standIn.advance(120);
    await verifyLead('+393471234502');
    standIn.setModes({ fail: [] });
    await registerLead('+393471234503');
    await deliverCallbacks();

    const expected = [
      {
        channel: 'whatsapp',
        sent: 2,
        delivered: 2,
        completed: 1,
        cost: 0.03,
        costPerCompleted: 0.03,
      },
      { channel: 'sms', sent: 1, delivered: 1, completed: 1, cost: 0.1, costPerCompleted: 0.1 },
    ];
    const res = await call(funnelRoute, '/api/admin/funnel?period=7d', {
      cookie: await adminCookie(db()),
    });
    expect(res.status).toBe(200);
    expect(res.json.verifyChannels).toEqual(expected);

    const summary = await dailySummary(db(), romeDate(new Date()));
    expect(summary.verifyChannels).toEqual(expected);
    // The euro sign follows a no-break space.
    expect(summaryMail(summary).text.replace(/\u00a0/g, ' ')).toContain(
      'Verifica per canale (Vonage Verify)\n' +
        '- WhatsApp: 2 inviati, 2 consegnati, 1 completati, 0,03 € per verifica completata\n' +
        '- SMS: 1 inviati, 1 consegnati, 1 completati, 0,10 € per verifica completata',
    );
    // Verify's attempts are no SMS of the app's own: the SMS section counts none of them.
    expect(summary.sms).toEqual({ sent: 0, delivered: 0, failed: 0, refused: 0, noReceipt: 0 });
  });

  it('counts a code used to sign in again as no second completed verification', async () => {
    await registerLead('+393471234504');
    await verifyLead('+393471234504');
    // The cooldown passed: the verified lead asks for a code to sign in, and types it.
    await ageSmsState(db(), 121_000);
    const again = await call(resend, '/api/resend-sms', { body: { phone: '+393471234504' } });
    expect(again.status).toBe(200);
    await verifyLead('+393471234504');
    await registerLead('+393471234505');
    const res = await call(funnelRoute, '/api/admin/funnel?period=7d', {
      cookie: await adminCookie(db()),
    });
    // No callback handed over: the attempts count under the workflow's first step.
    expect(res.json.verifyChannels).toEqual([
      {
        channel: 'whatsapp',
        sent: 3,
        delivered: 0,
        completed: 1,
        cost: null,
        costPerCompleted: null,
      },
    ]);
  });
});
