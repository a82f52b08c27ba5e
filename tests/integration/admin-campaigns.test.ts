import { NextRequest } from 'next/server';
import { GET as campaigns } from '@/app/api/admin/campaigns/route';
import { GET as campaignLeads } from '@/app/api/admin/campaigns/leads/route';
import { GET as exportCampaigns } from '@/app/api/admin/campaigns/export/route';
import { campaignSummaries } from '@/lib/server/admin/reports/campaigns';
import { setupTestDatabase } from '../support/test-db';
import { call, readCsv } from '../support/http';
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
    expect(res.json.totals).toEqual({
      campaigns: 2,
      leads: 4,
      verified: 2,
      best: expect.objectContaining({ campaignId: 'FB_AD_02', leadCount: 3 }),
    });
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

  it('counts every campaign id: 250 ids in the cards, a page beyond 200, the CSV and the generator counts', async () => {
    // 250 campaign ids: FB_X_001…003 with 251, 250, 249 leads, the other 247 with 2 each; in
    // every campaign one lead is verified.
    const ids = Array.from({ length: 250 }, (_, i) => `FB_X_${String(i + 1).padStart(3, '0')}`);
    const leadsOf = (i: number) => (i < 3 ? 251 - i : 2);
    await db().lead.createMany({
      data: ids.flatMap((id, i) =>
        Array.from({ length: leadsOf(i) }, (_, k) =>
          lead(id, `src_${i + 1}`, { isVerified: k === 0 }),
        ),
      ),
    });
    const allLeads = ids.reduce((t, _id, i) => t + leadsOf(i), 0);
    const cookie = await adminCookie(db());

    const first = await call(campaigns, '/api/admin/campaigns?pageSize=100', { cookie });
    expect(first.status).toBe(200);
    expect(first.json.totals).toMatchObject({ campaigns: 250, leads: allLeads, verified: 250 });
    expect(first.json.totals.best).toMatchObject({ campaignId: 'FB_X_001', leadCount: 251 });
    expect(first.json.campaigns).toHaveLength(100);

    // Page 3 of 100 holds ranks 201…250: every one of them is listed, none is lost.
    const third = await call(campaigns, '/api/admin/campaigns?page=3&pageSize=100', { cookie });
    expect(third.json).toMatchObject({ page: 3, pageSize: 100 });
    expect(third.json.campaigns).toHaveLength(50);
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        call(campaigns, `/api/admin/campaigns?page=${page}&pageSize=100`, { cookie }),
      ),
    );
    const listed = pages.flatMap((p) =>
      p.json.campaigns.map((c: { campaignId: string }) => c.campaignId),
    );
    expect(new Set(listed).size).toBe(250);

    const counts = await call(
      campaignLeads,
      `/api/admin/campaigns/leads?ids=${ids.slice(200).join(',')},FB_NONE`,
      { cookie },
    );
    expect(counts.status).toBe(200);
    expect(Object.keys(counts.json.counts)).toHaveLength(50);
    expect(counts.json.counts.FB_X_250).toBe(2);
    expect(counts.json.counts.FB_NONE).toBeUndefined();

    const response = await exportCampaigns(
      new NextRequest('http://localhost:3000/api/admin/campaigns/export', { headers: { cookie } }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const { lines } = await readCsv(response);
    expect(lines).toHaveLength(251);
    expect(lines[0]).toBe('ID campagna;Fonte;Lead;Verificati;Ultimo lead');
    expect(lines.at(-1)).toMatch(/^FB_X_250;src_250;2;1;\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('refuses a bad page or an empty id list with 400', async () => {
    const cookie = await adminCookie(db());
    expect((await call(campaigns, '/api/admin/campaigns?page=0', { cookie })).status).toBe(400);
    expect((await call(campaigns, '/api/admin/campaigns?pageSize=101', { cookie })).status).toBe(
      400,
    );
    expect((await call(campaignLeads, '/api/admin/campaigns/leads?ids=', { cookie })).status).toBe(
      400,
    );
  });

  it('orders ties by the most recent lead', async () => {
    await db().lead.createMany({
      data: [
        lead('FB_AD_03', 'facebook_campaign_3', { createdAt: new Date('2026-11-01T10:00:00Z') }),
        lead('FB_AD_04', 'facebook_campaign_4', { createdAt: new Date('2026-11-03T10:00:00Z') }),
        lead('FB_AD_05', 'facebook_campaign_5', { createdAt: new Date('2026-11-02T10:00:00Z') }),
      ],
    });
    const top = await campaignSummaries(db(), 2);
    expect(top.map((c) => c.campaignId)).toEqual(['FB_AD_04', 'FB_AD_05']);
    expect(await campaignSummaries(db(), 200)).toHaveLength(3);
  });

  it('is closed without a session', async () => {
    expect((await call(campaigns, '/api/admin/campaigns')).status).toBe(401);
  });
});
