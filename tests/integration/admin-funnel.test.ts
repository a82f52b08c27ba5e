/**
 * Funnel tab: real visitor sessions, registrations, SMS verified and
 * qualified leads, with drop-off, per period and per first-touch campaign.
 */
import { GET as funnelRoute } from '@/app/api/admin/funnel/route';
import { dropOff, funnel } from '@/lib/server/admin/reports/funnel';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();
const NOW = new Date('2026-11-21T10:00:00Z');

let n = 0;
const lead = (createdAt: string, extra: Record<string, unknown> = {}) => {
  n += 1;
  return {
    firstName: 'F',
    lastName: `L${n}`,
    email: `f${n}@example.it`,
    phone: `+39347300${String(n).padStart(4, '0')}`,
    experience: 'base' as const,
    createdAt: new Date(createdAt),
    ...extra,
  };
};
const verified = (at: string) => ({ isVerified: true, verifiedAt: new Date(at) });

async function consultation(email: string) {
  const { id } = await db().lead.findUniqueOrThrow({ where: { email } });
  await db().consultationRequest.create({
    data: {
      leadId: id,
      preferredDate: 'flessibile',
      preferredTime: 'sera',
      experience: 'base',
      goals: 'Imparare le basi del trading',
    },
  });
}

async function seed() {
  await db().visitor.createMany({
    data: [
      ...Array.from({ length: 8 }, (_, i) => ({
        sessionId: `sess_funnel_${String(i).padStart(4, '0')}`,
        currentPage: '/',
        campaignId: i < 5 ? 'FB_AD_01' : null,
        createdAt: new Date('2026-11-20T10:00:00Z'),
      })),
      {
        sessionId: 'sess_funnel_old0',
        currentPage: '/',
        campaignId: 'FB_AD_01',
        createdAt: new Date('2026-10-12T10:00:00Z'),
      },
    ],
  });
  const leads = [
    // first touch and form on FB_AD_01, verified, high priority: qualified
    lead('2026-11-21T08:00:00Z', {
      campaignId: 'FB_AD_01',
      firstCampaignId: 'FB_AD_01',
      priority: 'high',
      ...verified('2026-11-21T08:02:00Z'),
    }),
    // came first through FB_AD_01, registered through FB_AD_02's link: FB_AD_01 (first touch)
    lead('2026-11-20T23:30:00Z', { campaignId: 'FB_AD_02', firstCampaignId: 'FB_AD_01' }),
    // no tracked session: the form's FB_AD_02; verified with two consultation requests
    lead('2026-11-05T10:00:00Z', { campaignId: 'FB_AD_02', ...verified('2026-11-05T10:01:00Z') }),
    // verified, medium priority, no consultation: not qualified
    lead('2026-11-18T10:00:00Z', verified('2026-11-18T10:01:00Z')),
    // 51 days ago
    lead('2026-10-01T10:00:00Z', {
      campaignId: 'FB_AD_01',
      firstCampaignId: 'FB_AD_01',
      priority: 'high',
      ...verified('2026-10-01T10:01:00Z'),
    }),
    // after `now`
    lead('2026-11-21T10:30:00Z', { campaignId: 'FB_AD_01', ...verified('2026-11-21T10:31:00Z') }),
    // high priority and a consultation, but not verified: not qualified
    lead('2026-11-20T12:00:00Z', { priority: 'high' }),
  ];
  await db().lead.createMany({ data: leads });
  await consultation(leads[2]!.email);
  await consultation(leads[2]!.email);
  await consultation(leads[6]!.email);
}

const counts = (f: Awaited<ReturnType<typeof funnel>>) => f.stages.map((s) => s.count);

describe('funnel', () => {
  beforeEach(seed);

  it('counts the four stages with drop-off over the period', async () => {
    const f = await funnel(db(), '30d', undefined, NOW);
    expect(f.period).toBe('30d');
    expect(f.campaign).toBeNull();
    expect(f.stages).toEqual([
      { stage: 'visitors', count: 8, dropOff: null },
      { stage: 'registrations', count: 5, dropOff: 0.375 },
      { stage: 'verified', count: 3, dropOff: 0.4 },
      { stage: 'qualified', count: 2, dropOff: expect.closeTo(1 / 3, 10) },
    ]);
    expect(counts(await funnel(db(), '7d', undefined, NOW))).toEqual([8, 4, 2, 1]);
    expect(counts(await funnel(db(), '90d', undefined, NOW))).toEqual([9, 6, 4, 3]);
    expect(counts(await funnel(db(), 'all', undefined, NOW))).toEqual([9, 6, 4, 3]);
  });

  it('filters on the first-touch campaign, falling back to the form campaign', async () => {
    const first = await funnel(db(), '7d', 'FB_AD_01', NOW);
    expect(first.campaign).toBe('FB_AD_01');
    expect(first.stages).toEqual([
      { stage: 'visitors', count: 5, dropOff: null },
      { stage: 'registrations', count: 2, dropOff: 0.6 },
      { stage: 'verified', count: 1, dropOff: 0.5 },
      { stage: 'qualified', count: 1, dropOff: 0 },
    ]);
    const second = await funnel(db(), '30d', 'FB_AD_02', NOW);
    expect(second.stages).toEqual([
      { stage: 'visitors', count: 0, dropOff: null },
      { stage: 'registrations', count: 1, dropOff: null },
      { stage: 'verified', count: 1, dropOff: 0 },
      { stage: 'qualified', count: 1, dropOff: 0 },
    ]);
    const none = await funnel(db(), '30d', 'NOPE', NOW);
    expect(none.stages.map((s) => [s.count, s.dropOff])).toEqual([
      [0, null],
      [0, null],
      [0, null],
      [0, null],
    ]);
    expect(counts(await funnel(db(), '30d', '', NOW))).toEqual([8, 5, 3, 2]);
  });

  it('lists the campaigns by registrations, with the same attribution', async () => {
    const f = await funnel(db(), '30d', 'FB_AD_02', NOW);
    expect(f.campaigns).toEqual([
      { campaignId: 'FB_AD_01', visitors: 5, registrations: 2, verified: 1, qualified: 1 },
      { campaignId: 'FB_AD_02', visitors: 0, registrations: 1, verified: 1, qualified: 1 },
    ]);
    expect((await funnel(db(), 'all', undefined, NOW)).campaigns[0]).toEqual({
      campaignId: 'FB_AD_01',
      visitors: 6,
      registrations: 3,
      verified: 2,
      qualified: 2,
    });
  });
});

describe('funnel bounds', () => {
  it('keeps the 20 campaigns with most registrations', async () => {
    await db().lead.createMany({
      data: Array.from({ length: 23 }, (_, i) =>
        lead('2026-11-20T10:00:00Z', { campaignId: `FB_AD_${String(i + 1).padStart(2, '0')}` }),
      ),
    });
    await db().lead.create({ data: lead('2026-11-20T11:00:00Z', { campaignId: 'FB_AD_23' }) });
    const f = await funnel(db(), '7d', undefined, NOW);
    expect(f.campaigns).toHaveLength(20);
    expect(f.campaigns[0]).toMatchObject({ campaignId: 'FB_AD_23', registrations: 2 });
    expect(f.stages[1]).toEqual({ stage: 'registrations', count: 24, dropOff: null });
  });

  it('computes drop-off as the share lost, null after an empty stage', () => {
    expect(dropOff(0, 0)).toBeNull();
    expect(dropOff(4, 1)).toBe(0.75);
    expect(dropOff(2, 3)).toBe(-0.5);
  });
});

describe('funnel measures for the suggestions', () => {
  it('counts the SMS by their last receipt and the requests not called within 24 h', async () => {
    // 20 leads of the 20th: their last SMS delivered (12), failed (3), refused (1),
    // sent without receipt (2), none (2); 4 of the delivered verified.
    const states: (string | null)[] = [
      ...Array(12).fill('delivered'),
      ...Array(3).fill('failed'),
      'not_sent',
      'sent',
      'sent',
      null,
      null,
    ];
    await db().lead.createMany({
      data: states.map((_, i) =>
        lead('2026-11-20T09:00:00Z', i < 4 ? verified('2026-11-20T09:05:00Z') : {}),
      ),
    });
    const rows = await db().lead.findMany({
      where: { createdAt: new Date('2026-11-20T09:00:00Z') },
      orderBy: { id: 'asc' },
    });
    const at = new Date('2026-11-20T09:00:01Z');
    await db().verificationCode.createMany({
      data: rows.flatMap((l, i) => {
        const state = states[i];
        if (state === null) return [];
        return [
          {
            leadId: l.id,
            phone: l.phone,
            codeHash: `h${i}`,
            createdAt: at,
            expiresAt: new Date('2026-11-20T09:10:00Z'),
            delivered: state !== 'not_sent',
            deliveryStatus: state === 'sent' || state === 'not_sent' ? null : state,
          },
        ];
      }),
    });
    // Requests of verified leads: one handled after 2 h, one after 30 h, one never; one made
    // 3 h before `now` (too recent to judge); one of an unverified lead (not counted).
    const request = (leadId: number, createdAt: string, statusChangedAt: string | null) =>
      db().offerRequest.create({
        data: {
          leadId,
          offer: 'premium',
          requestDay: createdAt.slice(0, 10),
          createdAt: new Date(createdAt),
          status: statusChangedAt ? 'contacted' : 'new',
          statusChangedAt: statusChangedAt ? new Date(statusChangedAt) : null,
        },
      });
    await request(rows[0]!.id, '2026-11-15T10:00:00Z', '2026-11-15T12:00:00Z');
    await request(rows[1]!.id, '2026-11-15T10:00:00Z', '2026-11-16T16:00:00Z');
    await request(rows[2]!.id, '2026-11-16T10:00:00Z', null);
    await request(rows[3]!.id, '2026-11-21T07:00:00Z', null);
    await request(rows[10]!.id, '2026-11-15T10:00:00Z', null);

    const f = await funnel(db(), '30d', undefined, NOW);
    expect(f.measures).toEqual({
      smsSent: 18,
      smsNotDelivered: 4,
      smsDelivered: 12,
      codeNotEntered: 8,
      callRequests: 3,
      callsLate: 2,
    });
  });
});

describe("funnel: each lead's last SMS", () => {
  it('reads the newest code of a period lead, not a guide link, and no lead from before the period', async () => {
    const [resent, linked, older] = await Promise.all([
      db().lead.create({ data: lead('2026-11-20T09:00:00Z') }),
      db().lead.create({ data: lead('2026-11-20T09:00:00Z', verified('2026-11-20T09:02:00Z')) }),
      db().lead.create({ data: lead('2026-10-01T09:00:00Z') }),
    ]);
    const code = (leadId: number, at: string, extra: Record<string, unknown>) => ({
      leadId,
      phone: '+393470000000',
      codeHash: 'h',
      createdAt: new Date(at),
      expiresAt: new Date('2026-11-20T10:00:00Z'),
      ...extra,
    });
    await db().verificationCode.createMany({
      data: [
        // Failed, then a resend that reached the phone: the code was not typed.
        code(resent.id, '2026-11-20T09:00:05Z', { delivered: true, deliveryStatus: 'failed' }),
        code(resent.id, '2026-11-20T09:02:05Z', { delivered: true, deliveryStatus: 'delivered' }),
        // Verified with a delivered code; the guide link that followed is no verification SMS.
        code(linked.id, '2026-11-20T09:00:05Z', { delivered: true, deliveryStatus: 'delivered' }),
        code(linked.id, '2026-11-20T09:03:00Z', {
          kind: 'guide_link',
          codeHash: null,
          delivered: false,
        }),
        // A lead of October asked for a code inside the period: not a registration of it.
        code(older.id, '2026-11-20T09:00:00Z', { delivered: false }),
      ],
    });
    const f = await funnel(db(), '30d', undefined, NOW);
    expect(f.unverified).toEqual({ smsNotDelivered: 0, smsUnconfirmed: 0, codeNotEntered: 1 });
    expect(f.measures).toMatchObject({ smsSent: 2, smsNotDelivered: 0, smsDelivered: 2 });
  });
});

describe('GET /api/admin/funnel', () => {
  it('answers the admin, 400 on a bad query, 401 without a session', async () => {
    const cookie = await adminCookie(db());
    const res = await call(funnelRoute, '/api/admin/funnel', { cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ period: '30d', campaign: null, campaigns: [] });
    expect(res.json.stages.map((s: { stage: string }) => s.stage)).toEqual([
      'visitors',
      'registrations',
      'verified',
      'qualified',
    ]);
    const one = await call(funnelRoute, '/api/admin/funnel?period=all&campaign=FB_AD_01', {
      cookie,
    });
    expect(one.json).toMatchObject({ period: 'all', campaign: 'FB_AD_01' });
    for (const qs of ['period=1y', 'period=', `campaign=${'x'.repeat(121)}`]) {
      const bad = await call(funnelRoute, `/api/admin/funnel?${qs}`, { cookie });
      expect([qs, bad.status]).toEqual([qs, 400]);
      expect(bad.json).toMatchObject({ error: { code: expect.any(String) } });
    }
    const closed = await call(funnelRoute, '/api/admin/funnel?period=7d');
    expect(closed.status).toBe(401);
  });
});
