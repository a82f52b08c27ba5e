/**
 * GET /api/metrics as Prometheus and the operator see it: hidden (404, like any unknown path)
 * without METRICS_TOKEN, 401 for a wrong token, and for the right one the text format with
 * the counters the product's own requests raise: leads registered and verified, SMS sent and
 * failed, delivery receipts, rate-limit refusals, request durations by route pattern, and the
 * outbox backlog read from the database at scrape time.
 */
import { METRICS_TOKEN } from '../support/metrics-env';
import { RECEIPT_SECRET } from '../support/sms-receipt-env';
import { POST as register } from '@/app/api/leads/route';
import { GET as getLead } from '@/app/api/leads/[leadId]/route';
import { POST as verify } from '@/app/api/verify-sms/route';
import { POST as resend } from '@/app/api/resend-sms/route';
import { POST as receiptRoute } from '@/app/api/sms/status/route';
import { GET as scrapeRoute, POST as postMetrics } from '@/app/api/metrics/route';
import { GET as unknownPath } from '@/app/api/[[...path]]/route';
import { enqueueMessage } from '@/lib/server/outbox/enqueue';
import { signVonageParams } from '@/lib/server/channels/sms/vonage-signature';
import { setupTestDatabase } from '../support/test-db';
import { captureSms } from '../support/sms';
import { call } from '../support/http';

const db = setupTestDatabase();
const sms = captureSms();

/** The scrape's text (status, headers, body) with `authorization` as given. */
async function scrape(authorization: string | null = `Bearer ${METRICS_TOKEN}`) {
  const { NextRequest } = await import('next/server');
  const request = new NextRequest('http://localhost:3000/api/metrics', {
    headers: authorization ? { authorization } : {},
  });
  const response = await scrapeRoute(request, { params: Promise.resolve({}) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The value of sample `name{labels}` (labels as written, in order), or 0 when absent. */
async function sample(name: string, labels = ''): Promise<number> {
  const { text } = await scrape();
  const prefix = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line ? Number(line.slice(prefix.length)) : 0;
}

let seq = 0;
const registration = (phone: string) => {
  seq += 1;
  return {
    firstName: 'Mario',
    lastName: 'Bianchi',
    email: `mario.metrics.${seq}@example.it`,
    phone,
    password: 'segreta1',
    experience: 'base',
    privacyAccepted: true,
  };
};

describe('GET /api/metrics', () => {
  it('answers 404 like an unknown path when METRICS_TOKEN is unset, whatever the token', async () => {
    const saved = process.env.METRICS_TOKEN;
    delete process.env.METRICS_TOKEN;
    try {
      await jest.isolateModulesAsync(async () => {
        const { GET } = await import('@/app/api/metrics/route');
        const hidden = await call(GET, '/api/metrics', {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        const unknown = await call(unknownPath, '/api/nothing-here');
        expect(hidden.status).toBe(404);
        expect(hidden.json).toEqual(unknown.json);
        expect(hidden.headers.get('www-authenticate')).toBeNull();
      });
    } finally {
      process.env.METRICS_TOKEN = saved;
    }
    // The other methods too: a 405 would tell that something is there.
    const post = await call(postMetrics, '/api/metrics', { body: {} });
    expect(post.status).toBe(404);
  });

  it('answers 401 to a missing or wrong token, with no metric in the answer', async () => {
    for (const authorization of [
      null,
      'Bearer wrong-token-0123456789abcdef',
      `Bearer ${METRICS_TOKEN}x`,
      `Basic ${METRICS_TOKEN}`,
    ]) {
      const res = await scrape(authorization);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(JSON.parse(res.text)).toMatchObject({ error: { code: 'unauthorized' } });
      expect(res.text).not.toContain('process_cpu');
    }
  });

  it('serves the Prometheus text format, not cached, with every metric family', async () => {
    const res = await scrape(`bearer  ${METRICS_TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    for (const name of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'http_request_duration_seconds',
      'sms_sent_total',
      'sms_failed_total',
      'sms_delivery_receipts_total',
      'verify_requests_total',
      'rate_limit_refusals_total',
      'leads_registered_total',
      'leads_verified_total',
      'outbox_pending_messages',
      'outbox_due_messages',
      'outbox_oldest_due_age_seconds',
    ])
      expect(res.text).toContain(`# TYPE ${name} `);
  });

  it('counts a registration, its SMS, the verification and the delivery receipt', async () => {
    const phone = '+393471110001';
    const before = {
      registered: await sample('leads_registered_total'),
      verified: await sample('leads_verified_total'),
      sent: await sample('sms_sent_total', 'driver="outbox"'),
      delivered: await sample('sms_delivery_receipts_total', 'state="delivered"'),
    };
    const res = await call(register, '/api/leads', {
      body: registration(phone),
      ip: '203.0.113.61',
    });
    expect(res.status).toBe(201);
    expect(await sample('leads_registered_total')).toBe(before.registered + 1);
    expect(await sample('sms_sent_total', 'driver="outbox"')).toBe(before.sent + 1);

    // A repeated registration creates no lead.
    await call(register, '/api/leads', { body: { ...registration(phone) }, ip: '203.0.113.62' });
    expect(await sample('leads_registered_total')).toBe(before.registered + 1);

    const params: Record<string, string> = {
      messageId: sms.lastMessageId(phone),
      status: 'delivered',
      'message-timestamp': '2026-11-25 12:30:00',
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const signed = { ...params, sig: signVonageParams(params, RECEIPT_SECRET, 'sha256') };
    for (let i = 0; i < 2; i++) {
      // Vonage retries a receipt: the second changes nothing and is not counted.
      const stored = await call(receiptRoute, '/api/sms/status', { body: signed });
      expect(stored.status).toBe(200);
    }
    expect(await sample('sms_delivery_receipts_total', 'state="delivered"')).toBe(
      before.delivered + 1,
    );

    const ok = await call(verify, '/api/verify-sms', {
      body: { phone, code: sms.lastCode(phone) },
    });
    expect(ok.status).toBe(200);
    expect(await sample('leads_verified_total')).toBe(before.verified + 1);
  });

  it('counts an SMS the provider refused under the driver', async () => {
    const before = await sample('sms_failed_total', 'driver="outbox"');
    sms.setFailing(true);
    await call(register, '/api/leads', { body: registration('+393471110002'), ip: '203.0.113.63' });
    expect(await sample('sms_failed_total', 'driver="outbox"')).toBe(before + 1);
  });

  it('counts a rate-limit refusal under the limit, not the subject', async () => {
    const phone = '+393471110003';
    await call(register, '/api/leads', { body: registration(phone), ip: '203.0.113.64' });
    const before = await sample('rate_limit_refusals_total', 'limit="sms:cooldown"');
    const refused = await call(resend, '/api/resend-sms', { body: { phone }, ip: '203.0.113.64' });
    expect(refused.status).toBe(429);
    expect(await sample('rate_limit_refusals_total', 'limit="sms:cooldown"')).toBe(before + 1);
    const { text } = await scrape();
    expect(text).not.toContain(phone);
  });

  it('times requests by route pattern and status, never by the id in the URL', async () => {
    const id = '0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f';
    const res = await call(getLead, `/api/leads/${id}`, { params: { leadId: id } });
    expect(res.status).toBe(404);
    const { text } = await scrape();
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/leads\/\[leadId\]",status="404"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="POST",route="\/api\/leads",status="201"\} [1-9]/m,
    );
    expect(text).not.toContain(id);
  });

  it('reads the outbox backlog per channel from the database at scrape time', async () => {
    expect(await sample('outbox_due_messages', 'channel="webhook"')).toBe(0);
    expect(await sample('outbox_oldest_due_age_seconds', 'channel="webhook"')).toBe(0);
    const now = Date.now();
    await enqueueMessage(
      db(),
      { channel: 'webhook', eventType: 'lead.created', payload: { n: 1 } },
      new Date(now - 120_000),
    );
    await enqueueMessage(
      db(),
      {
        channel: 'email',
        eventType: 'email.welcome',
        payload: { n: 2 },
        runAt: new Date(now + 3_600_000),
      },
      new Date(now),
    );
    expect(await sample('outbox_due_messages', 'channel="webhook"')).toBe(1);
    expect(await sample('outbox_pending_messages', 'channel="webhook"')).toBe(1);
    expect(
      await sample('outbox_oldest_due_age_seconds', 'channel="webhook"'),
    ).toBeGreaterThanOrEqual(120);
    // Scheduled for later: pending, not yet due.
    expect(await sample('outbox_pending_messages', 'channel="email"')).toBe(1);
    expect(await sample('outbox_due_messages', 'channel="email"')).toBe(0);
  });
});
