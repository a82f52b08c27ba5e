import { GET as analyticsRoute } from '@/app/api/admin/analytics/route';
import { PUT as adSpend } from '@/app/api/admin/ad-spend/route';
import { GET as funnelRoute } from '@/app/api/admin/funnel/route';
import { analytics } from '@/lib/server/admin-analytics';
import { funnel } from '@/lib/server/admin-funnel';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();
const NOW = new Date('2026-11-21T10:00:00Z');
const ORIGIN = { origin: 'http://localhost:3000' };

let n = 0;
const lead = (createdAt: string, extra: Record<string, unknown> = {}) => {
  n += 1;
  return {
    firstName: 'A',
    lastName: `L${n}`,
    email: `l${n}@example.it`,
    phone: `+39347200${String(n).padStart(4, '0')}`,
    experience: 'base' as const,
    createdAt: new Date(createdAt),
    ...extra,
  };
};

beforeEach(async () => {
  await db().lead.createMany({
    data: [
      lead('2026-11-21T08:00:00Z', {
        campaignId: 'FB_AD_01',
        adSource: 'facebook_campaign_1',
        isVerified: true,
        verifiedAt: new Date('2026-11-21T08:05:00Z'),
        priority: 'high',
      }),
      lead('2026-11-20T23:30:00Z', { campaignId: 'FB_AD_01', adSource: 'facebook_campaign_1' }),
      lead('2026-11-05T10:00:00Z', {
        campaignId: 'FB_AD_02',
        adSource: 'facebook_campaign_2',
        isVerified: true,
        verifiedAt: new Date('2026-11-05T10:02:00Z'),
      }),
      lead('2026-10-31T23:30:00Z', { adSource: 'direct' }), // 1 November in Rome
      lead('2026-10-20T10:00:00Z'),
    ],
  });
});

describe('analytics', () => {
  it("computes today's figures, the month against its goals, per day and by source", async () => {
    const a = await analytics(db(), undefined, NOW);
    expect(a.month).toBe('2026-11');
    expect(a.today).toEqual({ registrations: 2, verifications: 1, conversion: 0.5 });
    expect(a.goals).toEqual({
      leads: { goal: 100, actual: 4 },
      verifications: { goal: 80, actual: 2 },
    });
    expect(a.daily).toHaveLength(30);
    expect(a.daily[0]).toEqual({ date: '2026-11-01', registrations: 1, verifications: 0 });
    expect(a.sources[0]).toEqual({ source: 'facebook_campaign_1', leads: 2 });
    expect(a.spend).toEqual({
      campaigns: [],
      totalCents: 0,
      costPerLeadCents: null,
      costPerVerifiedCents: null,
    });
  });

  it('computes cost per lead and per verified lead from the entered spend (audited)', async () => {
    const cookie = await adminCookie(db());
    const put = await call(adSpend, '/api/admin/ad-spend', {
      method: 'PUT',
      cookie,
      headers: ORIGIN,
      body: { campaignId: 'FB_AD_01', month: '2026-11', amountEuro: 31.5 },
    });
    expect(put.status).toBe(200);
    const a = await analytics(db(), '2026-11', NOW);
    expect(a.spend.campaigns).toEqual([
      {
        campaignId: 'FB_AD_01',
        amountCents: 3150,
        leads: 2,
        verified: 1,
        costPerLeadCents: 1575,
        costPerVerifiedCents: 3150,
      },
    ]);
    expect(await db().auditLog.count({ where: { action: 'adspend.set' } })).toBe(1);
    for (const body of [
      { campaignId: 'FB_AD_01', month: '2026-13', amountEuro: 1 },
      { campaignId: 'FB_AD_01', month: '2026-11', amountEuro: -1 },
      { campaignId: 'FB_AD_01', month: '2026-11', amountEuro: 1.234 },
      { campaignId: '', month: '2026-11', amountEuro: 1 },
    ]) {
      const res = await call(adSpend, '/x', { method: 'PUT', cookie, headers: ORIGIN, body });
      expect([res.status, body]).toEqual([422, body]);
    }
    const route = await call(analyticsRoute, '/api/admin/analytics?month=2026-11', { cookie });
    expect(route.status).toBe(200);
    expect((await call(analyticsRoute, '/api/admin/analytics?month=nov', { cookie })).status).toBe(
      400,
    );
    expect((await call(analyticsRoute, '/api/admin/analytics')).status).toBe(401);
  });
});

describe('funnel', () => {
  it('counts real visitor sessions, registrations, verified and qualified, with drop-off', async () => {
    await db().visitor.createMany({
      data: Array.from({ length: 8 }, (_, i) => ({
        sessionId: `sess_funnel_${String(i).padStart(4, '0')}`,
        currentPage: '/',
        campaignId: i < 5 ? 'FB_AD_01' : null,
        createdAt: new Date('2026-11-20T10:00:00Z'),
      })),
    });
    await db().consultationRequest.create({
      data: {
        leadId: 3,
        preferredDate: 'flessibile',
        preferredTime: 'sera',
        experience: 'base',
        goals: 'Imparare le basi',
      },
    });
    const f = await funnel(db(), '30d', undefined, NOW);
    expect(f.stages).toEqual([
      { stage: 'visitors', count: 8, dropOff: null },
      { stage: 'registrations', count: 4, dropOff: 0.5 },
      { stage: 'verified', count: 2, dropOff: 0.5 },
      { stage: 'qualified', count: 2, dropOff: 0 },
    ]);
    const byCampaign = await funnel(db(), '7d', 'FB_AD_01', NOW);
    expect(byCampaign.stages.map((s) => s.count)).toEqual([5, 2, 1, 1]);
    expect(byCampaign.campaigns[0]).toEqual({
      campaignId: 'FB_AD_01',
      visitors: 5,
      registrations: 2,
      verified: 1,
      qualified: 1,
    });
    const empty = await funnel(db(), '7d', 'NOPE', NOW);
    expect(empty.stages.map((s) => s.dropOff)).toEqual([null, null, null, null]);
  });

  it('validates its query and is closed without a session', async () => {
    const cookie = await adminCookie(db());
    expect((await call(funnelRoute, '/api/admin/funnel?period=30d', { cookie })).status).toBe(200);
    expect((await call(funnelRoute, '/api/admin/funnel?period=1y', { cookie })).status).toBe(400);
    expect((await call(funnelRoute, '/api/admin/funnel')).status).toBe(401);
  });
});
