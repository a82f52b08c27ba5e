/**
 * Vonage Verify's sends in the metrics (docs/operations.md): a verification Verify sends is
 * counted in `verify_requests_total` by its first channel and outcome, never in
 * `sms_sent_total` or `sms_failed_total`, which count the app's own SMS (an operator's SMS
 * cost and failure-rate panels would otherwise include WhatsApp messages and calls).
 */
import '../support/verify-env';
import { metrics } from '@/lib/server/metrics/registry';
import { setupTestDatabase } from '../support/test-db';
import { startedVerifyStandIn } from '../support/verify-stand-in';
import { registerLead } from '../support/registration';

setupTestDatabase();
const standIn = startedVerifyStandIn();

/** The sum of `counter`'s series whose labels include `labels`. */
async function total(
  counter: { get(): Promise<{ values: { value: number; labels: object }[] }> },
  labels: Record<string, string> = {},
): Promise<number> {
  const { values } = await counter.get();
  return values
    .filter((v) =>
      Object.entries(labels).every(([k, want]) => (v.labels as Record<string, string>)[k] === want),
    )
    .reduce((sum, v) => sum + v.value, 0);
}

it('counts a Verify send in verify_requests_total and not as an SMS', async () => {
  const before = {
    smsSent: await total(metrics.smsSent),
    smsFailed: await total(metrics.smsFailed),
    started: await total(metrics.verifyRequests, { channel: 'whatsapp', outcome: 'started' }),
    blocked: await total(metrics.verifyRequests, { channel: 'whatsapp', outcome: 'blocked' }),
  };
  await registerLead('+393471234567');
  expect(standIn.requests()).toHaveLength(1);
  standIn.setModes({ fraud: true });
  await registerLead('+393471234568', { email: 'luigi@example.it', lastName: 'Verdi' });
  standIn.setModes({ fraud: false });

  expect(await total(metrics.verifyRequests, { channel: 'whatsapp', outcome: 'started' })).toBe(
    before.started + 1,
  );
  expect(await total(metrics.verifyRequests, { channel: 'whatsapp', outcome: 'blocked' })).toBe(
    before.blocked + 1,
  );
  expect(await total(metrics.smsSent)).toBe(before.smsSent);
  expect(await total(metrics.smsFailed)).toBe(before.smsFailed);
});
