/**
 * The outbox and webhook delivery (docs/decisions.md §6b) against a real receiver on
 * loopback, with a simulated clock: a day of retries runs in milliseconds.
 */
import { Webhook } from 'standardwebhooks';
import { createDispatcher } from '@/lib/server/outbox/dispatcher';
import { enqueueMessage } from '@/lib/server/outbox/enqueue';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from '@/lib/server/outbox/schedule';
import { webhookDeliverer } from '@/lib/server/outbox/webhook';
import { setupTestDatabase } from '../support/test-db';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

const db = setupTestDatabase();
const SECRET = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;

let receiver: WebhookReceiver;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  await receiver.close();
});

/** A clock the test moves by hand. */
function manualClock(start = new Date('2026-11-20T08:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

function dispatcherFor(clock: { now: () => Date }, timeoutMs = 2000, workerId?: string) {
  return createDispatcher({
    db: db(),
    clock: clock.now,
    random: () => 0.5, // no jitter: exact schedule
    workerId,
    deliverers: {
      webhook: webhookDeliverer(db(), () => ({ url: receiver.url, secret: SECRET }), { timeoutMs }),
    },
  });
}

const enqueue = (now: Date, data: object = { leadId: 'L1' }) =>
  enqueueMessage(db(), { channel: 'webhook', eventType: 'lead.created', payload: data }, now);

/** Runs ticks, moving the clock to each next due time, until nothing is pending or `limit`. */
async function drain(
  clock: ReturnType<typeof manualClock>,
  dispatcher: ReturnType<typeof dispatcherFor>,
  limit = 20,
) {
  for (let i = 0; i < limit; i++) {
    await dispatcher.tick();
    const next = await db().outboxMessage.findFirst({
      where: { status: 'pending' },
      orderBy: { nextAttemptAt: 'asc' },
    });
    if (!next) return;
    const wait = next.nextAttemptAt.getTime() - clock.now().getTime();
    clock.advance(Math.max(wait, 0));
  }
}

describe('webhook delivery', () => {
  it('delivers a signed event with the Standard Webhooks headers and body', async () => {
    const clock = manualClock(new Date()); // the verifier checks the timestamp against real time
    const id = await enqueue(clock.now(), { leadId: 'abc', email: 'a@example.it' });
    await dispatcherFor(clock).tick();
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.headers['webhook-id']).toBe(id);
    const body = new Webhook(SECRET).verify(request!.body, {
      'webhook-id': String(request!.headers['webhook-id']),
      'webhook-timestamp': String(request!.headers['webhook-timestamp']),
      'webhook-signature': String(request!.headers['webhook-signature']),
    }) as Record<string, unknown>;
    expect(body).toEqual({
      type: 'lead.created',
      event: 'lead.created',
      timestamp: clock.now().toISOString(),
      data: { leadId: 'abc', email: 'a@example.it' },
    });
    const message = await db().outboxMessage.findUniqueOrThrow({
      where: { id },
      include: { attempts: true },
    });
    expect(message).toMatchObject({ status: 'delivered', attemptCount: 1 });
    expect(message.attempts[0]).toMatchObject({ ok: true, statusCode: 200, responseSnippet: 'ok' });
  });

  it('survives a receiver down for a simulated day: every event arrives, same webhook-id on every attempt', async () => {
    const clock = manualClock();
    receiver.mode = 'down';
    const ids = [await enqueue(clock.now(), { n: 1 }), await enqueue(clock.now(), { n: 2 })];
    const dispatcher = dispatcherFor(clock);
    // Attempts at 0, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h (≈ 17.6 h in all) fail …
    for (let attempt = 1; attempt <= 7; attempt++) {
      await dispatcher.tick();
      clock.advance(RETRY_DELAYS_MS[attempt - 1]!);
    }
    expect(clock.now().getTime() - new Date('2026-11-20T08:00:00Z').getTime()).toBeGreaterThan(
      24 * 3_600_000,
    );
    // … and the receiver is back after a day.
    receiver.mode = 'ok';
    await dispatcher.tick();
    const rows = await db().outboxMessage.findMany({ orderBy: { createdAt: 'asc' } });
    expect(rows.map((r) => [r.status, r.attemptCount])).toEqual([
      ['delivered', 8],
      ['delivered', 8],
    ]);
    for (const id of ids) {
      const seen = receiver.received.filter((r) => r.headers['webhook-id'] === id);
      expect(seen).toHaveLength(8);
    }
    expect(await db().deliveryAttempt.count()).toBe(16);
  });

  it(`marks a message failed after ${MAX_ATTEMPTS} attempts`, async () => {
    const clock = manualClock();
    receiver.mode = 'down';
    await enqueue(clock.now());
    await drain(clock, dispatcherFor(clock));
    const message = await db().outboxMessage.findFirstOrThrow();
    expect(message).toMatchObject({
      status: 'failed',
      attemptCount: MAX_ATTEMPTS,
      lastError: 'HTTP 503',
    });
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
  });

  it('honours Retry-After on 503 and 429', async () => {
    const clock = manualClock();
    receiver.mode = 'busy';
    receiver.retryAfter = '7200';
    await enqueue(clock.now());
    await dispatcherFor(clock).tick();
    const message = await db().outboxMessage.findFirstOrThrow();
    expect(message.nextAttemptAt.getTime() - clock.now().getTime()).toBe(7_200_000);
  });

  it('treats a redirect as a failure and does not follow it', async () => {
    const clock = manualClock();
    receiver.mode = 'redirect';
    await enqueue(clock.now());
    await dispatcherFor(clock).tick();
    const message = await db().outboxMessage.findFirstOrThrow({ include: { attempts: true } });
    expect(message.status).toBe('pending');
    expect(message.attempts[0]).toMatchObject({ ok: false, statusCode: 302 });
    expect(receiver.received).toHaveLength(1);
  });

  it('disables the endpoint on 410 Gone: nothing more is sent', async () => {
    const clock = manualClock();
    receiver.mode = 'gone';
    await enqueue(clock.now());
    await enqueue(clock.now());
    const dispatcher = createDispatcher({
      db: db(),
      clock: clock.now,
      batch: 1,
      deliverers: { webhook: webhookDeliverer(db(), () => ({ url: receiver.url })) },
    });
    await dispatcher.tick();
    await dispatcher.tick();
    expect(receiver.received).toHaveLength(1);
    expect(await db().webhookEndpoint.findFirst()).toMatchObject({
      url: receiver.url,
      disabledReason: '410 Gone',
    });
    expect((await db().outboxMessage.findMany()).map((m) => m.status)).toEqual([
      'failed',
      'failed',
    ]);
  });

  it('a receiver that hangs or answers megabytes never blocks other messages', async () => {
    const clock = manualClock();
    receiver.mode = 'hang';
    await enqueue(clock.now());
    const started = Date.now();
    await dispatcherFor(clock, 300).tick();
    expect(Date.now() - started).toBeLessThan(5000);
    const hung = await db().outboxMessage.findFirstOrThrow({ include: { attempts: true } });
    expect(hung.attempts[0]!.error).toMatch(/no answer within/);

    receiver.mode = 'huge';
    clock.advance(10_000);
    await dispatcherFor(clock).tick();
    const attempts = await db().deliveryAttempt.findMany({ orderBy: { id: 'asc' } });
    expect(attempts[1]).toMatchObject({ ok: false, statusCode: 500 });
    expect(attempts[1]!.responseSnippet!.length).toBeLessThanOrEqual(512);
  });

  it('delivers after a restart a message enqueued before the process stopped', async () => {
    const clock = manualClock();
    await enqueue(clock.now());
    // "Process 1" claimed it and died mid-delivery: its lease expires, nobody waits forever.
    await db().outboxMessage.updateMany({
      data: { leaseUntil: new Date(clock.now().getTime() + 60_000), leasedBy: 'dead-worker' },
    });
    const restarted = dispatcherFor(clock);
    expect(await restarted.tick()).toBe(0);
    clock.advance(61_000);
    expect(await restarted.tick()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect((await db().outboxMessage.findFirstOrThrow()).status).toBe('delivered');
  });

  it('two dispatchers working at once deliver each message exactly once', async () => {
    const clock = manualClock();
    for (let i = 0; i < 30; i++) await enqueue(clock.now(), { n: i });
    const a = dispatcherFor(clock, 2000, 'worker-a');
    const b = dispatcherFor(clock, 2000, 'worker-b');
    for (let round = 0; round < 4; round++)
      await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(await db().outboxMessage.count({ where: { status: 'delivered' } })).toBe(30);
  });
});
