/**
 * The outbox delivers each message on its own (docs/decisions.md §6b): a receiver that hangs holds
 * one slot of its channel, never another channel's messages nor the next ones of its own
 * channel beyond the per-channel limit. The dispatcher's loop runs on the real clock here;
 * every wait polls against a short deadline, and each test releases the hang (closes the
 * receiver) before stopping the loop, so nothing is left waiting for the 15 s timeout.
 */
import { createDispatcher, type Dispatcher } from '@/lib/server/outbox/dispatcher';
import { enqueueMessage } from '@/lib/server/outbox/enqueue';
import { mailDeliverer } from '@/lib/server/channels/mail/deliverer';
import { webhookDeliverer } from '@/lib/server/outbox/webhook';
import type { MailDriver } from '@/lib/server/channels/mail/port';
import { setupTestDatabase } from '../support/test-db';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

const db = setupTestDatabase();
const DEADLINE_MS = 2000;

let receiver: WebhookReceiver;
let dispatcher: Dispatcher | undefined;
/** Ids the email channel handed to the mail server, with when (ms since the epoch). */
let mailed: Map<string, number>;
const recordingDriver: MailDriver = {
  send: async (message) => {
    mailed.set(message.id, Date.now());
    return { response: '250 queued', code: 250 };
  },
};

beforeEach(async () => {
  receiver = await startWebhookReceiver();
  mailed = new Map();
});
afterEach(async () => {
  await receiver.close(); // releases the hanging requests: those attempts end as failures
  await dispatcher?.stop();
  dispatcher = undefined;
});

/** The app's webhook channel (its 15 s timeout) and email channel, polling every 20 ms. */
function startDispatcher(concurrency?: number): Dispatcher {
  dispatcher = createDispatcher({
    db: db(),
    concurrency,
    deliverers: {
      webhook: webhookDeliverer(db(), () => ({ url: receiver.url })),
      email: mailDeliverer(db(), recordingDriver),
    },
  });
  dispatcher.start(20);
  return dispatcher;
}

const enqueueWebhook = (n: number) =>
  enqueueMessage(db(), { channel: 'webhook', eventType: 'lead.created', payload: { n } });

const enqueueEmail = () =>
  enqueueMessage(db(), {
    channel: 'email',
    eventType: 'email.welcome',
    payload: {
      to: 'giulia@example.it',
      subject: 'Benvenuta',
      text: 'Ciao',
      html: '<p>Ciao</p>',
      template: 'welcome',
      transactional: true,
    },
  });

/** Polls `check` every 10 ms; resolves to the ms it took, rejects after `deadlineMs`. */
async function within(deadlineMs: number, what: string, check: () => boolean | Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > deadlineMs) throw new Error(`${what}: not within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

const statusOf = async (id: string) =>
  (await db().outboxMessage.findUniqueOrThrow({ where: { id } })).status;

describe('outbox concurrency', () => {
  it('an email enqueued while a webhook receiver hangs still arrives within 2 s', async () => {
    receiver.mode = 'hang';
    await enqueueWebhook(1);
    startDispatcher();
    await within(DEADLINE_MS, 'the webhook request', () => receiver.received.length === 1);

    const email = await enqueueEmail();
    const took = await within(DEADLINE_MS, 'the email', () => mailed.has(email));
    expect(took).toBeLessThan(DEADLINE_MS);
    await within(
      DEADLINE_MS,
      'the email recorded',
      async () => (await statusOf(email)) === 'delivered',
    );
  });

  it('with one webhook hanging, the next webhooks are delivered', async () => {
    receiver.mode = 'hang';
    const hung = await enqueueWebhook(0);
    startDispatcher(3);
    await within(DEADLINE_MS, 'the first request', () => receiver.received.length === 1);

    receiver.mode = 'ok'; // only the first request hangs
    const next: string[] = [];
    for (let n = 1; n <= 5; n++) next.push(await enqueueWebhook(n));
    await within(DEADLINE_MS, 'the next five webhooks', async () => {
      const rows = await db().outboxMessage.findMany({ where: { id: { in: next } } });
      return rows.every((r) => r.status === 'delivered');
    });
    expect(await statusOf(hung)).toBe('pending');
  });

  it('a channel at its limit is not claimed for; the other channels are', async () => {
    receiver.mode = 'hang';
    const ids = [await enqueueWebhook(1), await enqueueWebhook(2), await enqueueWebhook(3)];
    const running = startDispatcher(2);
    await within(DEADLINE_MS, 'two requests', () => receiver.received.length === 2);

    // Both webhook slots are taken: a claim now leaves the third webhook to other workers.
    expect(await running.tick()).toBe(0);
    const third = await db().outboxMessage.findFirstOrThrow({
      where: { id: { in: ids }, leasedBy: null },
    });
    expect(third).toMatchObject({ status: 'pending', attemptCount: 0 });
    expect(receiver.received).toHaveLength(2);

    const email = await enqueueEmail();
    await within(DEADLINE_MS, 'the email', () => mailed.has(email));
  });

  it('stop() waits for the delivery in flight and records its attempt', async () => {
    receiver.mode = 'hang';
    const id = await enqueueWebhook(1);
    const running = startDispatcher();
    await within(DEADLINE_MS, 'the request', () => receiver.received.length === 1);

    let stopped = false;
    const stopping = running.stop().then(() => {
      stopped = true;
    });
    expect(await statusOf(id)).toBe('pending'); // a round trip to the database later …
    expect(stopped).toBe(false); // … stop() still waits for the hanging receiver
    await receiver.close();
    await stopping;
    const message = await db().outboxMessage.findUniqueOrThrow({ where: { id } });
    expect(message).toMatchObject({ status: 'pending', attemptCount: 1, leasedBy: null });
  });

  it('deliverOne (the test button) delivers a due message once and reports its outcome', async () => {
    const id = await enqueueWebhook(1);
    const once = createDispatcher({
      db: db(),
      deliverers: { webhook: webhookDeliverer(db(), () => ({ url: receiver.url })) },
    });
    expect(await once.deliverOne(id)).toMatchObject({ ok: true, statusCode: 200 });
    expect(await once.deliverOne(id)).toBeNull(); // no longer pending
    expect(await statusOf(id)).toBe('delivered');
    expect(receiver.received).toHaveLength(1);
  });
});
