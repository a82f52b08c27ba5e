import { GET as campaigns } from '@/app/api/admin/campaigns/route';
import { campaignSummaries } from '@/lib/server/admin/reports/campaigns';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();

let n = 0;
const lead = (
  campaignId: string | null,
  adSource: string | null,
  extra: Record<string, unknown> = {},
) => {
  n += 1;
  return {
    firstName: 'A',
    lastName: `B${n}`,
    email: `c${n}@example.it`,
    phone: `+39347100${String(n).padStart(4, '0')}`,
    experience: 'base' as const,
    campaignId,
    adSource,
    ...extra,
  };
};

describe('GET /api/admin/campaigns', () => {
  it('groups leads per campaign, most leads first, with verified counts and the latest lead', async () => {
    await db().lead.createMany({
      data: [
        lead('FB_AD_02', 'facebook_campaign_2', { createdAt: new Date('2026-11-20T10:00:00Z') }),
        lead('FB_AD_01', 'facebook_campaign_1', { isVerified: true }),
        lead('FB_AD_02', 'facebook_campaign_2', {
          isVerified: true,
          createdAt: new Date('2026-11-21T10:00:00Z'),
        }),
        lead('FB_AD_02', 'direct', { createdAt: new Date('2026-11-19T10:00:00Z') }),
        lead(null, 'direct'),
      ],
    });
    const res = await call(campaigns, '/api/admin/campaigns', { cookie: await adminCookie(db()) });
    expect(res.status).toBe(200);
    expect(res.json.campaigns).toEqual([
      {
        campaignId: 'FB_AD_02',
        adSource: 'facebook_campaign_2',
        leadCount: 3,
        verifiedCount: 1,
        latestLead: '2026-11-21T10:00:00.000Z',
      },
      expect.objectContaining({ campaignId: 'FB_AD_01', leadCount: 1, verifiedCount: 1 }),
    ]);
  });

  it('is capped, ties ordered by the most recent lead', async () => {
    await db().lead.createMany({
      data: [
        lead('FB_AD_03', 'facebook_campaign_3', { createdAt: new Date('2026-11-01T10:00:00Z') }),
        lead('FB_AD_04', 'facebook_campaign_4', { createdAt: new Date('2026-11-03T10:00:00Z') }),
        lead('FB_AD_05', 'facebook_campaign_5', { createdAt: new Date('2026-11-02T10:00:00Z') }),
      ],
    });
    const top = await campaignSummaries(db(), 2);
    expect(top.map((c) => c.campaignId)).toEqual(['FB_AD_04', 'FB_AD_05']);
    expect(await campaignSummaries(db())).toHaveLength(3);
  });

  it('is closed without a session', async () => {
    expect((await call(campaigns, '/api/admin/campaigns')).status).toBe(401);
  });
});
