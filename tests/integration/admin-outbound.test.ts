/**
 * The webhooks and communications endpoints: status, test, delivery log, replay,
 * email to a lead through the outbox and a real SMTP server (smtp-server on loopback).
 */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { GET as status } from '@/app/api/webhook/status/route';
import { POST as emailLead } from '@/app/api/leads/[leadId]/email/route';
import { GET as deliveries } from '@/app/api/admin/deliveries/route';
import { POST as replay } from '@/app/api/admin/deliveries/[messageId]/replay/route';
import { createDispatcher } from '@/lib/server/outbox/dispatcher';
import { mailDeliverer } from '@/lib/server/channels/mail/deliverer';
import { smtpDriver } from '@/lib/server/channels/mail/drivers';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();
const ORIGIN = { origin: 'http://localhost:3000' };

interface Received {
  from: string;
  to: string[];
  data: string;
}

async function startSmtp(reject = false) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (reject)
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        received.push({
          from: String(session.envelope.mailFrom && session.envelope.mailFrom.address),
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function aLead(extra: Record<string, unknown> = {}) {
  return db().lead.create({
    data: {
      firstName: 'Giulia',
      lastName: 'Rossi',
      email: 'giulia@example.it',
      phone: '+393471234567',
      experience: 'base',
      ...extra,
    },
  });
}

describe('email to a lead', () => {
  it("queues the admin's text through the outbox and delivers it to the SMTP server with an unsubscribe link", async () => {
    const smtp = await startSmtp();
    try {
      const lead = await aLead();
      const cookie = await adminCookie(db());
      const res = await call(emailLead, `/api/leads/${lead.publicId}/email`, {
        cookie,
        headers: ORIGIN,
        params: { leadId: lead.publicId },
        body: {
          template: 'Ciao Giulia,\n\nti richiamo domani alle 10.',
          subject: 'La tua consulenza',
        },
      });
      expect(res.status).toBe(202);
      expect(res.json.email.status).toBe('pending');
      const dispatcher = createDispatcher({
        db: db(),
        deliverers: {
          email: mailDeliverer(db(), smtpDriver(smtp.url, 'Accademia <noreply@example.it>')),
        },
      });
      expect(await dispatcher.tick()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(['giulia@example.it']);
      expect(mail!.data).toContain('Subject: La tua consulenza');
      expect(mail!.data).toContain('ti richiamo domani alle 10.');
      expect(mail!.data).toMatch(
        /List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/unsubscribe\?lead=/,
      );
      expect(mail!.data).toContain('Content-Type: text/html');
      const log = await call(deliveries, '/api/admin/deliveries?channel=email', { cookie });
      expect(log.json.deliveries[0]).toMatchObject({
        status: 'delivered',
        subject: 'La tua consulenza',
        attemptCount: 1,
      });
      expect(await db().auditLog.count({ where: { action: 'lead.email' } })).toBe(1);
    } finally {
      await smtp.close();
    }
  });

  it('refuses a lead who unsubscribed (409), a blank text (422) and an unknown lead (404)', async () => {
    const cookie = await adminCookie(db());
    const lead = await aLead({ emailOptOutAt: new Date() });
    const send = (leadId: string, body: unknown) =>
      call(emailLead, '/x', { cookie, headers: ORIGIN, params: { leadId }, body });
    expect((await send(lead.publicId, { template: 'Ciao' })).status).toBe(409);
    expect((await send(lead.publicId, { template: '   ' })).status).toBe(422);
    expect((await send('0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f', { template: 'Ciao' })).status).toBe(
      404,
    );
    expect(await db().outboxMessage.count()).toBe(0);
  });

  it('a refused mailbox (5xx) fails at once and can be replayed from the log', async () => {
    const smtp = await startSmtp(true);
    try {
      const lead = await aLead();
      const cookie = await adminCookie(db());
      await call(emailLead, '/x', {
        cookie,
        headers: ORIGIN,
        params: { leadId: lead.publicId },
        body: { template: 'Ciao' },
      });
      await createDispatcher({
        db: db(),
        deliverers: { email: mailDeliverer(db(), smtpDriver(smtp.url)) },
      }).tick();
      const [message] = await db().outboxMessage.findMany();
      expect(message).toMatchObject({ status: 'failed', attemptCount: 1 });
      const res = await call(replay, '/x', {
        method: 'POST',
        cookie,
        headers: ORIGIN,
        params: { messageId: message!.id },
      });
      expect(res.status).toBe(200);
      expect((await db().outboxMessage.findFirstOrThrow()).status).toBe('pending');
      expect(
        (
          await call(replay, '/x', {
            method: 'POST',
            cookie,
            headers: ORIGIN,
            params: { messageId: 'nope' },
          })
        ).status,
      ).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});

describe('webhook status', () => {
  it('says not configured without WEBHOOK_URL or a Meta token, never showing a secret', async () => {
    const res = await call(status, '/api/webhook/status', { cookie: await adminCookie(db()) });
    expect(res.json).toEqual({
      webhook: {
        enabled: false,
        url: null,
        hasSecret: false,
        disabledAt: null,
        disabledReason: null,
      },
      meta: { enabled: false, pixelId: null, url: null, testEventCode: null },
    });
    expect((await call(status, '/api/webhook/status')).status).toBe(401);
  });
});

describe('unsubscribe', () => {
  it("the email's link unsubscribes the lead; a wrong token changes nothing", async () => {
    const { POST: unsubscribe } = await import('@/app/api/unsubscribe/route');
    const { unsubscribeToken } = await import('@/lib/server/leads/unsubscribe-link');
    const lead = await aLead();
    const wrong = await call(
      unsubscribe,
      `/api/unsubscribe?lead=${lead.publicId}&token=${'x'.repeat(43)}`,
      { method: 'POST' },
    );
    expect(wrong.status).toBe(404);
    const ok = await unsubscribe(
      new (await import('next/server')).NextRequest(
        `http://localhost:3000/api/unsubscribe?lead=${lead.publicId}&token=${unsubscribeToken(lead.publicId)}`,
        { method: 'POST' },
      ),
      { params: Promise.resolve({}) },
    );
    expect(ok.status).toBe(200);
    expect(
      (await db().lead.findUniqueOrThrow({ where: { id: lead.id } })).emailOptOutAt,
    ).not.toBeNull();
  });
});
