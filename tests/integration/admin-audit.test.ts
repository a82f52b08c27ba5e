/**
 * GET /api/admin/audit: the newest audit entries for the dashboard, admin only.
 */
import { GET as audit } from '@/app/api/admin/audit/route';
import { recordAudit } from '@/lib/server/auth/audit';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();

describe('GET /api/admin/audit', () => {
  it('is closed without a session', async () => {
    const res = await call(audit, '/api/admin/audit?limit=20');
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('lists the newest entries first, as many as asked', async () => {
    const cookie = await adminCookie(db()); // records auth.login
    for (let i = 0; i < 3; i += 1) {
      await recordAudit(db(), {
        admin: null,
        username: 'intruso',
        action: 'auth.login_failed',
        ip: '203.0.113.99',
      });
    }
    await recordAudit(db(), {
      admin: null,
      username: 'operatore',
      action: 'adspend.set',
      targetType: 'campaign',
      targetId: 'FB_AD_07',
      details: { month: '2026-11', amountCents: 1500 },
      ip: '2001:db8:1234:5678::1',
    });
    const res = await call(audit, '/api/admin/audit?limit=2', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json.entries).toHaveLength(2);
    expect(res.json.entries[0]).toMatchObject({
      action: 'adspend.set',
      targetType: 'campaign',
      targetId: 'FB_AD_07',
      details: { month: '2026-11', amountCents: 1500 },
      ipTruncated: '2001:db8:1234::',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.json.entries[1]).toMatchObject({
      action: 'auth.login_failed',
      username: 'intruso',
      ipTruncated: '203.0.113.0',
    });
    const all = await call(audit, '/api/admin/audit', { cookie });
    expect(all.json.entries).toHaveLength(5); // default limit 20
    expect(all.json.entries.at(-1)).toMatchObject({ action: 'auth.login', username: 'operatore' });
  });

  it.each(['limit=abc', 'limit=0', 'limit=-1', 'limit=1.5', 'limit=100000', 'limit='])(
    'refuses ?%s with a 400 JSON error',
    async (qs) => {
      const res = await call(audit, `/api/admin/audit?${qs}`, { cookie: await adminCookie(db()) });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error: { code: expect.any(String) } });
    },
  );
});
