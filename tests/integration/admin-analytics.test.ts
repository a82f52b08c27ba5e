/**
 * Analytics tab: today and the month in Rome calendar days, monthly goals,
 * leads by source, and cost per lead only from the ad spend entered (audited).
 */
import { GET as analyticsRoute } from '@/app/api/admin/analytics/route';
import { PUT as adSpend } from '@/app/api/admin/ad-spend/route';
import { PUT as leadValue } from '@/app/api/admin/lead-value/route';
import { analytics } from '@/lib/server/admin/reports/analytics';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();
const NOW = new Date('2026-11-21T10:00:00Z'); // 11:00 on 21 November in Rome
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
      // 00:30 on the 21st in Rome: today
      lead('2026-11-20T23:30:00Z', { campaignId: 'FB_AD_01', adSource: 'facebook_campaign_1' }),
      // registered on the 5th, verified today
      lead('2026-11-05T10:00:00Z', {
        campaignId: 'FB_AD_02',
        adSource: 'facebook_campaign_2',
        isVerified: true,
        verifiedAt: new Date('2026-11-21T09:00:00Z'),
      }),
      lead('2026-10-31T23:30:00Z', { adSource: 'direct' }), // 1 November in Rome
      lead('2026-10-31T22:59:00Z', { campaignId: 'FB_AD_01' }), // 31 October in Rome
      lead('2026-11-21T10:30:00Z', { campaignId: 'FB_AD_01' }), // after `now`
    ],
  });
});

const put = async (cookie: string | undefined, body: unknown) =>
  call(adSpend, '/api/admin/ad-spend', { method: 'PUT', cookie, headers: ORIGIN, body });

describe('analytics', () => {
  it("computes today's figures, the month against its goals, per day and by source", async () => {
    const a = await analytics(db(), undefined, NOW);
    expect(a.month).toBe('2026-11');
    // 2 registered today, 1 of them verified; 2 verifications today (one of the 5th)
    expect(a.today).toEqual({ registrations: 2, verifications: 2, conversion: 0.5 });
    expect(a.goals).toEqual({
      leads: { goal: 100, actual: 4 },
      verifications: { goal: 80, actual: 2 },
    });
    expect(a.daily).toHaveLength(30);
    expect(a.daily[0]).toEqual({ date: '2026-11-01', registrations: 1, verifications: 0 });
    expect(a.daily[4]).toEqual({ date: '2026-11-05', registrations: 1, verifications: 0 });
    expect(a.daily[20]).toEqual({ date: '2026-11-21', registrations: 2, verifications: 2 });
    expect(a.daily.slice(21).every((d) => d.registrations + d.verifications === 0)).toBe(true);
    expect(a.sources).toEqual([
      { source: 'facebook_campaign_1', leads: 2 },
      { source: 'direct', leads: 1 },
      { source: 'facebook_campaign_2', leads: 1 },
    ]);
    expect(a.spend).toEqual({
      campaigns: [],
      totalCents: 0,
      costPerLeadCents: null,
      costPerVerifiedCents: null,
      valueCents: null,
      roi: null,
      unvaluedLeads: 0,
      leadValues: [],
      unmappedCents: 0,
      meta: null,
    });
  });

  it('reads a past month whole, and has no conversion on a day without registrations', async () => {
    const october = await analytics(db(), '2026-10', NOW);
    expect(october.daily).toHaveLength(31);
    expect(october.daily.at(-1)).toEqual({
      date: '2026-10-31',
      registrations: 1,
      verifications: 0,
    });
    expect(october.goals.leads.actual).toBe(1);
    const quiet = await analytics(db(), '2026-11', new Date('2026-11-25T12:00:00Z'));
    expect(quiet.today).toEqual({ registrations: 0, verifications: 0, conversion: null });
    expect(quiet.goals.leads.actual).toBe(5); // the lead of 10:30 on the 21st now counts
  });

  it('counts each lead on its Rome calendar day in a month where summer time starts', async () => {
    // Rome moves from UTC+1 to UTC+2 on 29 March 2026.
    await db().lead.createMany({
      data: [
        lead('2026-02-28T23:00:00Z'), // midnight of 1 March in Rome
        lead('2026-03-20T10:00:00Z', {
          isVerified: true,
          verifiedAt: new Date('2026-03-29T22:10:00Z'), // 00:10 on 30 March in Rome
        }),
        lead('2026-03-28T23:30:00Z'), // 00:30 on 29 March (UTC+1)
        lead('2026-03-29T21:59:00Z'), // 23:59 on 29 March (UTC+2)
        lead('2026-03-29T22:30:00Z'), // 00:30 on 30 March (UTC+2)
        lead('2026-03-31T21:59:00Z'), // 23:59 on 31 March
        lead('2026-03-31T22:00:00Z'), // midnight of 1 April: not in March
      ],
    });
    const march = await analytics(db(), '2026-03', NOW);
    const day = (date: string) => march.daily.find((d) => d.date === date);
    expect(march.daily).toHaveLength(31);
    expect(march.daily[0]).toEqual({ date: '2026-03-01', registrations: 1, verifications: 0 });
    expect(day('2026-03-28')).toEqual({ date: '2026-03-28', registrations: 0, verifications: 0 });
    expect(day('2026-03-29')).toEqual({ date: '2026-03-29', registrations: 2, verifications: 0 });
    expect(day('2026-03-30')).toEqual({ date: '2026-03-30', registrations: 1, verifications: 1 });
    expect(day('2026-03-31')).toEqual({ date: '2026-03-31', registrations: 1, verifications: 0 });
    expect(march.goals.leads.actual).toBe(6);
  });

  it('sums the sources past the top 10 into one "altro" row', async () => {
    await db().lead.createMany({
      data: Array.from({ length: 12 }, (_, i) =>
        lead('2026-11-10T10:00:00Z', { adSource: `src_${String(i).padStart(2, '0')}` }),
      ),
    });
    const { sources } = await analytics(db(), '2026-11', NOW);
    expect(sources).toHaveLength(11);
    expect(sources[0]).toEqual({ source: 'facebook_campaign_1', leads: 2 });
    expect(sources.at(-1)).toEqual({ source: null, leads: 5 });
    expect(sources.reduce((t, s) => t + s.leads, 0)).toBe(16);
  });
});

describe('PUT /api/admin/ad-spend', () => {
  it('stores the spend (upsert, 0 removes it), audited, and gives the cost per lead', async () => {
    const cookie = await adminCookie(db());
    const first = await put(cookie, { campaignId: 'FB_AD_01', month: '2026-11', amountEuro: 10 });
    expect(first.status).toBe(200);
    const res = await put(cookie, {
      campaignId: ' FB_AD_01 ',
      month: '2026-11',
      amountEuro: '31,50',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      spend: { campaignId: 'FB_AD_01', month: '2026-11', amountCents: 3150 },
    });
    await put(cookie, { campaignId: 'FB_AD_02', month: '2026-11', amountEuro: '0.29' });
    await put(cookie, { campaignId: 'FB_AD_09', month: '2026-11', amountEuro: 5 });
    await put(cookie, { campaignId: 'FB_AD_01', month: '2026-10', amountEuro: 7 });

    const a = await analytics(db(), '2026-11', NOW);
    expect(a.spend).toEqual({
      campaigns: [
        {
          campaignId: 'FB_AD_01',
          amountCents: 3150,
          source: 'manual',
          replacedManualCents: null,
          leads: 2,
          verified: 1,
          costPerLeadCents: 1575,
          costPerVerifiedCents: 3150,
          valueCents: null,
          roi: null,
        },
        {
          campaignId: 'FB_AD_09',
          amountCents: 500,
          source: 'manual',
          replacedManualCents: null,
          leads: 0,
          verified: 0,
          costPerLeadCents: null,
          costPerVerifiedCents: null,
          valueCents: null,
          roi: null,
        },
        {
          campaignId: 'FB_AD_02',
          amountCents: 29,
          source: 'manual',
          replacedManualCents: null,
          leads: 1,
          verified: 1,
          costPerLeadCents: 29,
          costPerVerifiedCents: 29,
          valueCents: null,
          roi: null,
        },
      ],
      totalCents: 3679,
      unmappedCents: 0,
      costPerLeadCents: 1226, // 3679 / 3
      costPerVerifiedCents: 1840, // 3679 / 2
      // No lead value entered: no value and no ROI, not a value of 0.
      valueCents: null,
      roi: null,
      unvaluedLeads: 0,
      leadValues: [],
      meta: null,
    });
    expect((await analytics(db(), '2026-10', NOW)).spend.campaigns).toEqual([
      expect.objectContaining({ campaignId: 'FB_AD_01', amountCents: 700, leads: 1 }),
    ]);

    const removed = await put(cookie, { campaignId: 'FB_AD_09', month: '2026-11', amountEuro: 0 });
    expect(removed.json.spend.amountCents).toBe(0);
    expect(await db().adSpend.count()).toBe(3);

    const entries = await db().auditLog.findMany({
      where: { action: 'adspend.set' },
      orderBy: { id: 'asc' },
    });
    expect(entries).toHaveLength(6);
    expect(entries[1]).toMatchObject({
      username: 'operatore',
      targetType: 'campaign',
      targetId: 'FB_AD_01',
      details: { month: '2026-11', amountCents: 3150 },
      ipTruncated: '203.0.113.0',
    });
  });

  it('is closed without a session and writes nothing', async () => {
    const res = await put(undefined, { campaignId: 'FB_AD_01', month: '2026-11', amountEuro: 1 });
    expect(res.status).toBe(401);
    expect(await db().adSpend.count()).toBe(0);
    expect(await db().auditLog.count({ where: { action: 'adspend.set' } })).toBe(0);
  });

  it.each([
    { campaignId: 'FB_AD_01', month: '2026-13', amountEuro: 1 },
    { campaignId: 'FB_AD_01', month: '0000-11', amountEuro: 1 },
    { campaignId: 'FB_AD_01', month: '2026-11', amountEuro: -1 },
    { campaignId: 'FB_AD_01', month: '2026-11', amountEuro: 1.234 },
    { campaignId: 'FB_AD_01', month: '2026-11', amountEuro: '1.234' },
    { campaignId: 'FB_AD_01', month: '2026-11', amountEuro: 10_000_000.01 },
    { campaignId: 'FB_AD_01', month: '2026-11', amountEuro: '' },
    { campaignId: 'FB_AD_01', month: '2026-11', amountEuro: '1e3' },
    { campaignId: 'FB_AD_01', month: '2026-11', amountEuro: true },
    { campaignId: 'FB_AD_01', month: '2026-11', amountEuro: null },
    { campaignId: 'FB_AD_01', month: '2026-11' },
    { campaignId: '   ', month: '2026-11', amountEuro: 1 },
    { campaignId: 'x'.repeat(121), month: '2026-11', amountEuro: 1 },
    [1, 2, 3],
  ])('refuses %j with a 422', async (body) => {
    const res = await put(await adminCookie(db()), body);
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: { code: 'validation_failed' } });
    expect(await db().adSpend.count()).toBe(0);
  });

  it('accepts the largest amount', async () => {
    const res = await put(await adminCookie(db()), {
      campaignId: 'FB_AD_01',
      month: '2026-11',
      amountEuro: '10000000.00',
    });
    expect(res.json).toEqual({
      spend: { campaignId: 'FB_AD_01', month: '2026-11', amountCents: 1_000_000_000 },
    });
  });

  it('refuses a malformed JSON body and a foreign origin', async () => {
    const cookie = await adminCookie(db());
    const bad = await call(adSpend, '/api/admin/ad-spend', {
      method: 'PUT',
      cookie,
      headers: ORIGIN,
      rawBody: '{"campaignId":',
    });
    expect(bad.status).toBe(400);
    const foreign = await call(adSpend, '/api/admin/ad-spend', {
      method: 'PUT',
      cookie,
      headers: { origin: 'https://evil.example' },
      body: { campaignId: 'FB_AD_01', month: '2026-11', amountEuro: 1 },
    });
    expect(foreign.status).toBe(403);
  });
});

describe('PUT /api/admin/lead-value and the ROI', () => {
  const setValue = (cookie: string | undefined, body: unknown) =>
    call(leadValue, '/api/admin/lead-value', { method: 'PUT', cookie, headers: ORIGIN, body });

  it("gives value, spend and ROI per campaign and month from the lead value in force on each lead's day", async () => {
    const cookie = await adminCookie(db());
    await put(cookie, { campaignId: 'FB_AD_01', month: '2026-11', amountEuro: 30 });
    await put(cookie, { campaignId: 'FB_AD_02', month: '2026-11', amountEuro: 10 });
    await put(cookie, { campaignId: 'FB_AD_01', month: '2026-10', amountEuro: 7 });

    const set = await setValue(cookie, {
      validFrom: '2026-11-01',
      basis: 'lead',
      amountEuro: '20',
    });
    expect(set.status).toBe(200);
    expect(set.json).toEqual({
      value: { validFrom: '2026-11-01', basis: 'lead', amountCents: 2000 },
    });
    let a = await analytics(db(), '2026-11', NOW);
    // FB_AD_01: 2 leads × 20 € = 40 € for 30 €; FB_AD_02: 1 lead = 20 € for 10 €.
    expect(a.spend.campaigns.map((c) => [c.campaignId, c.valueCents, c.roi])).toEqual([
      ['FB_AD_01', 4000, (4000 - 3000) / 3000],
      ['FB_AD_02', 2000, 1],
    ]);
    expect(a.spend).toMatchObject({ totalCents: 4000, valueCents: 6000, roi: 0.5 });

    // From the 21st (Rome day) a lead is worth 50 € only when verified: FB_AD_01's two leads of
    // the 21st (one at 00:30 Rome time) are now worth 50 € + 0; the lead of the 5th keeps 20 €.
    await setValue(cookie, { validFrom: '2026-11-21', basis: 'verified', amountEuro: 50 });
    a = await analytics(db(), '2026-11', NOW);
    expect(a.spend.campaigns.map((c) => [c.campaignId, c.valueCents])).toEqual([
      ['FB_AD_01', 5000],
      ['FB_AD_02', 2000],
    ]);
    expect(a.spend).toMatchObject({ valueCents: 7000, roi: 0.75, unvaluedLeads: 0 });
    expect(a.spend.leadValues).toEqual([
      { validFrom: '2026-11-21', basis: 'verified', amountCents: 5000 },
      { validFrom: '2026-11-01', basis: 'lead', amountCents: 2000 },
    ]);

    // October: spend, but no value in force yet: it says so (null), no ROI of −100 %.
    const october = await analytics(db(), '2026-10', NOW);
    expect(october.spend).toMatchObject({ totalCents: 700, valueCents: null, roi: null });

    // Removing the 21st's entry brings back the earlier value for those leads.
    await setValue(cookie, { validFrom: '2026-11-21', basis: 'verified', amountEuro: 0 });
    expect((await analytics(db(), '2026-11', NOW)).spend.valueCents).toBe(6000);

    const audit = await db().auditLog.findMany({
      where: { action: 'leadvalue.set' },
      orderBy: { id: 'asc' },
    });
    expect(audit).toHaveLength(3);
    expect(audit[1]).toMatchObject({
      targetType: 'lead_value',
      targetId: '2026-11-21',
      details: { validFrom: '2026-11-21', basis: 'verified', amountCents: 5000 },
    });
  });

  it('has a value but no ROI in a month without spend', async () => {
    const cookie = await adminCookie(db());
    await setValue(cookie, { validFrom: '2026-01-01', basis: 'lead', amountEuro: 20 });
    const a = await analytics(db(), '2026-11', NOW);
    expect(a.spend).toMatchObject({ totalCents: 0, valueCents: 0, roi: null, campaigns: [] });
  });

  it('counts the leads registered before the first value as unvalued', async () => {
    const cookie = await adminCookie(db());
    await put(cookie, { campaignId: 'FB_AD_02', month: '2026-11', amountEuro: 10 });
    await setValue(cookie, { validFrom: '2026-11-10', basis: 'lead', amountEuro: 20 });
    const a = await analytics(db(), '2026-11', NOW);
    // FB_AD_02's only lead came on the 5th, before any value.
    expect(a.spend).toMatchObject({ valueCents: 0, roi: -1, unvaluedLeads: 1 });
  });

  it('keeps one entry per day when twenty saves of the same day arrive at once', async () => {
    const cookie = await adminCookie(db());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        setValue(cookie, { validFrom: '2026-11-01', basis: 'lead', amountEuro: i + 1 }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await db().leadValue.count()).toBe(1);
  });

  it('refuses a bad day, basis or amount with 422, and a visitor without a session', async () => {
    const cookie = await adminCookie(db());
    for (const body of [
      { validFrom: '2026-02-30', basis: 'lead', amountEuro: 1 },
      { validFrom: '2026-11', basis: 'lead', amountEuro: 1 },
      { validFrom: '2026-11-01', basis: 'call', amountEuro: 1 },
      { validFrom: '2026-11-01', basis: 'lead', amountEuro: '-1' },
    ]) {
      expect((await setValue(cookie, body)).status).toBe(422);
    }
    expect(
      (await setValue(undefined, { validFrom: '2026-11-01', basis: 'lead', amountEuro: 1 })).status,
    ).toBe(401);
    expect(await db().leadValue.count()).toBe(0);
  });
});

describe('GET /api/admin/analytics', () => {
  it('answers the admin with the report, 400 on a bad month, 401 without a session', async () => {
    const cookie = await adminCookie(db());
    const res = await call(analyticsRoute, '/api/admin/analytics?month=2026-11', { cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ month: '2026-11', goals: { leads: { goal: 100 } } });
    expect(res.json.daily).toHaveLength(30);
    const current = await call(analyticsRoute, '/api/admin/analytics', { cookie });
    expect(current.json.month).toMatch(/^\d{4}-\d\d$/);
    for (const qs of ['month=nov', 'month=2026-1', 'month=2026-11-01', 'month=1999-12']) {
      const bad = await call(analyticsRoute, `/api/admin/analytics?${qs}`, { cookie });
      expect([qs, bad.status]).toEqual([qs, 400]);
    }
    expect((await call(analyticsRoute, '/api/admin/analytics')).status).toBe(401);
  });
});
