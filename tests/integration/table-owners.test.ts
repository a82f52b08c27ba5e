/**
 * Writes the back-office makes through the tables' owning modules: a lead's priority, a call
 * request's status, a replay of failed outbox messages and the re-enabled webhook endpoint.
 * What the operator relies on: the change lands, a missing row is told apart, nothing else
 * moves, and two operators changing one request at once each see the other's change.
 */
import { updateLeadPriority } from '@/lib/server/leads/lead-store';
import { setConsultationStatus } from '@/lib/server/requests/consultations';
import { setOfferRequestStatus } from '@/lib/server/requests/offer-requests';
import { requeueFailedWebhooksSince, requeueMessage } from '@/lib/server/outbox/messages';
import { enableEndpoint, isEndpointDisabled } from '@/lib/server/outbox/webhook';
import { setupTestDatabase } from '../support/test-db';

const db = setupTestDatabase();
const NOW = new Date('2026-03-10T09:00:00Z');
const HOUR = 3_600_000;

function lead(email = 'mario.rossi@example.it', phone = '+393471110001') {
  return db().lead.create({
    data: { firstName: 'Mario', lastName: 'Rossi', email, phone, experience: 'principiante' },
  });
}

function consultation(leadId: number | null) {
  return db().consultationRequest.create({
    data: {
      leadId,
      preferredDate: 'questa-settimana',
      preferredTime: 'sera',
      experience: 'base',
      goals: 'Capire come funziona il trading',
    },
  });
}

describe('updateLeadPriority', () => {
  it('sets the priority and answers the selected fields', async () => {
    const { publicId } = await lead();
    const row = await db().$transaction((tx) =>
      updateLeadPriority(tx, publicId, 'high', { publicId: true, priority: true }),
    );
    expect(row).toEqual({ publicId, priority: 'high' });
    expect((await db().lead.findUniqueOrThrow({ where: { publicId } })).priority).toBe('high');
  });

  it('fails for a lead that does not exist', async () => {
    await expect(
      updateLeadPriority(db(), '00000000-0000-4000-8000-000000000000', 'low', { id: true }),
    ).rejects.toThrow();
  });
});

describe('call request status', () => {
  it('moves a consultation on and answers the status it had and its lead', async () => {
    const mario = await lead();
    const request = await consultation(mario.id);
    const before = await db().$transaction((tx) =>
      setConsultationStatus(tx, request.id, 'contacted', NOW),
    );
    expect(before).toEqual({ from: 'new', leadId: mario.id });
    const row = await db().consultationRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(row).toMatchObject({ status: 'contacted', statusChangedAt: NOW });
  });

  it('answers null for a request that does not exist, and for an anonymous one names no lead', async () => {
    const anonymous = await consultation(null);
    await db().$transaction(async (tx) => {
      expect(await setConsultationStatus(tx, anonymous.id + 1, 'done', NOW)).toBeNull();
      expect(await setConsultationStatus(tx, anonymous.id, 'done', NOW)).toEqual({
        from: 'new',
        leadId: null,
      });
    });
  });

  it('changes an offer request only under its own offer', async () => {
    const mario = await lead();
    const request = await db().offerRequest.create({
      data: { leadId: mario.id, offer: 'premium', requestDay: '2026-03-10' },
    });
    await db().$transaction(async (tx) => {
      expect(await setOfferRequestStatus(tx, request.id, 'education_de', 'done', NOW)).toBeNull();
      expect(await setOfferRequestStatus(tx, request.id, 'premium', 'no_answer', NOW)).toEqual({
        from: 'new',
        leadId: mario.id,
      });
    });
    const row = await db().offerRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(row).toMatchObject({ status: 'no_answer', statusChangedAt: NOW });
  });

  it('lets two operators changing one request at once each see the other as its from', async () => {
    const request = await consultation(null);
    const change = (status: 'contacted' | 'done') =>
      db().$transaction((tx) => setConsultationStatus(tx, request.id, status, NOW));
    const [a, b] = await Promise.all([change('contacted'), change('done')]);
    const froms = [a?.from, b?.from].sort();
    const final = (await db().consultationRequest.findUniqueOrThrow({ where: { id: request.id } }))
      .status;
    // One ran first from 'new'; the other waited on the row and started from the first's status.
    expect(froms).toEqual(['new', final === 'done' ? 'contacted' : 'done'].sort());
  });
});

describe('outbox replays', () => {
  function message(id: string, channel: string, status: string, createdAt: Date) {
    return db().outboxMessage.create({
      data: {
        id,
        channel,
        eventType: 'lead.created',
        payload: {},
        status,
        attemptCount: 10,
        nextAttemptAt: createdAt,
        createdAt,
      },
    });
  }

  it('puts a failed or cancelled message back in the queue, due now, and nothing else', async () => {
    await message('msg_failed', 'webhook', 'failed', new Date(NOW.getTime() - HOUR));
    await message('msg_cancelled', 'email', 'cancelled', new Date(NOW.getTime() - HOUR));
    await message('msg_delivered', 'webhook', 'delivered', new Date(NOW.getTime() - HOUR));
    expect(await requeueMessage(db(), 'msg_failed', NOW)).toBe(true);
    expect(await requeueMessage(db(), 'msg_cancelled', NOW)).toBe(true);
    expect(await requeueMessage(db(), 'msg_delivered', NOW)).toBe(false);
    expect(await requeueMessage(db(), 'msg_unknown', NOW)).toBe(false);
    const rows = await db().outboxMessage.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.id, r.status, r.attemptCount, r.nextAttemptAt])).toEqual([
      ['msg_cancelled', 'pending', 0, NOW],
      ['msg_delivered', 'delivered', 10, new Date(NOW.getTime() - HOUR)],
      ['msg_failed', 'pending', 0, NOW],
    ]);
  });

  it('replays the failed webhooks created since a time, not older ones nor other channels', async () => {
    const since = new Date(NOW.getTime() - 2 * HOUR);
    await message('msg_recent', 'webhook', 'failed', new Date(NOW.getTime() - HOUR));
    await message('msg_old', 'webhook', 'failed', new Date(NOW.getTime() - 3 * HOUR));
    await message('msg_email', 'email', 'failed', new Date(NOW.getTime() - HOUR));
    expect(await requeueFailedWebhooksSince(db(), since, NOW)).toBe(1);
    const pending = await db().outboxMessage.findMany({ where: { status: 'pending' } });
    expect(pending.map((r) => r.id)).toEqual(['msg_recent']);
  });
});

describe('enableEndpoint', () => {
  it('re-enables an endpoint a 410 disabled', async () => {
    const url = 'https://crm.example.it/hook';
    await db().webhookEndpoint.create({
      data: { url, disabledAt: NOW, disabledReason: '410 Gone' },
    });
    expect(await isEndpointDisabled(db(), url)).toBe(true);
    await enableEndpoint(db(), url);
    expect(await isEndpointDisabled(db(), url)).toBe(false);
  });
});
