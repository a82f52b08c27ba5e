import { POST as consent } from '@/app/api/consent/route';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';

const db = setupTestDatabase();

const valid = {
  anonymousId: '6f1c2a9e-1111-4b2c-9d3e-0a1b2c3d4e5f',
  categories: { necessary: true, analytics: true, marketing: false, functional: false },
  policyVersion: '2026-11-01',
  action: 'save',
};

describe('POST /api/consent', () => {
  it('stores the choice as a cookies ConsentRecord with truncated IP and user agent', async () => {
    const res = await call(consent, '/api/consent', {
      body: valid,
      ip: '93.40.17.250',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' },
    });
    expect(res.status).toBe(201);
    const rows = await db().consentRecord.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'cookies',
      anonymousId: valid.anonymousId,
      policyVersion: '2026-11-01',
      ipTruncated: '93.40.17.0',
      leadId: null,
      scope: {
        necessary: true,
        analytics: true,
        marketing: false,
        functional: false,
        action: 'save',
      },
    });
    expect(rows[0]!.userAgent).toContain('Chrome/140.0');
  });

  it('records closing the banner as necessary-only with action close', async () => {
    const res = await call(consent, '/api/consent', {
      body: {
        ...valid,
        action: 'close',
        categories: { necessary: true, analytics: false, marketing: false, functional: false },
      },
    });
    expect(res.status).toBe(201);
    const row = await db().consentRecord.findFirstOrThrow();
    expect(row.scope).toMatchObject({ analytics: false, marketing: false, action: 'close' });
  });

  it.each([
    ['necessary off', { ...valid, categories: { ...valid.categories, necessary: false } }],
    ['missing categories', { anonymousId: valid.anonymousId, policyVersion: '1', action: 'save' }],
    ['bad anonymous id', { ...valid, anonymousId: '<script>' }],
    ['unknown action', { ...valid, action: 'maybe' }],
    ['string booleans', { ...valid, categories: { ...valid.categories, analytics: 'yes' } }],
  ])('rejects %s with 422 JSON and stores nothing', async (_label, body) => {
    const res = await call(consent, '/api/consent', { body });
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('validation_failed');
    expect(await db().consentRecord.count()).toBe(0);
  });

  it('answers malformed and oversized bodies with 4xx JSON, never 500', async () => {
    const bad = await call(consent, '/api/consent', { rawBody: '{"anonymousId":' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('invalid_json');
    const huge = await call(consent, '/api/consent', {
      rawBody: JSON.stringify({ ...valid, pad: 'x'.repeat(70 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe('payload_too_large');
  });

  it('refuses a cross-site Origin', async () => {
    const res = await call(consent, '/api/consent', {
      body: valid,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });

  it('throttles a flood from one IP without affecting another', async () => {
    for (let i = 0; i < 30; i++) {
      const ok = await call(consent, '/api/consent', { body: valid, ip: '198.51.100.9' });
      expect(ok.status).toBe(201);
    }
    const limited = await call(consent, '/api/consent', { body: valid, ip: '198.51.100.9' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const other = await call(consent, '/api/consent', { body: valid, ip: '198.51.100.10' });
    expect(other.status).toBe(201);
  });
});
