import { GET as offers } from '@/app/api/admin/offers/route';
import { PUT as putOffer } from '@/app/api/admin/offers/[variantId]/route';
import { GET as performance } from '@/app/api/admin/landing-performance/route';
import { GET as liveStats } from '@/app/api/stats/live/route';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();
const ORIGIN = { origin: 'http://localhost:3000' };

const put = (cookie: string, variantId: string, body: unknown) =>
  call(putOffer, `/api/admin/offers/${variantId}`, {
    method: 'PUT',
    cookie,
    params: { variantId },
    body,
    headers: ORIGIN,
  });

describe('offer ends', () => {
  it('stores a Rome wall time (summer and winter), the public countdown reads it, and it is audited', async () => {
    const cookie = await adminCookie(db());
    const winter = await put(cookie, 'PL_PROFITS', { offerEndsAt: '2026-12-15T18:00' });
    expect(winter.status).toBe(200);
    expect(winter.json.offer).toEqual({
      variantId: 'PL_PROFITS',
      offerEndsAt: '2026-12-15T17:00:00.000Z',
      offerEndsAtRome: '2026-12-15T18:00',
    });
    const summer = await put(cookie, 'PL_INVEST', { offerEndsAt: '2027-07-01T09:30' });
    expect(summer.json.offer.offerEndsAt).toBe('2027-07-01T07:30:00.000Z');
    const pub = await call(liveStats, '/api/stats/live?variant=PL_PROFITS');
    expect(pub.json.offerEndsAt).toBe('2026-12-15T17:00:00.000Z');
    expect(
      await db().auditLog.findFirst({ where: { action: 'offer.update', targetId: 'PL_PROFITS' } }),
    ).toMatchObject({
      details: { from: null, to: '2026-12-15T17:00:00.000Z' },
    });
    const cleared = await put(cookie, 'PL_PROFITS', { offerEndsAt: null });
    expect(cleared.json.offer.offerEndsAt).toBeNull();
    const list = await call(offers, '/api/admin/offers', { cookie });
    expect(list.json.offers).toHaveLength(8);
    expect(
      list.json.offers.find((o: { variantId: string }) => o.variantId === 'PL_INVEST')
        .offerEndsAtRome,
    ).toBe('2027-07-01T09:30');
  });

  it('answers 404 for an unknown variant and 422 for a malformed time, never 500', async () => {
    const cookie = await adminCookie(db());
    expect((await put(cookie, 'PL_NOPE', { offerEndsAt: null })).status).toBe(404);
    expect((await put(cookie, 'PL_PROFITS', { offerEndsAt: 'tomorrow' })).status).toBe(422);
    expect((await put(cookie, 'PL_PROFITS', {})).status).toBe(422);
    expect((await put(cookie, 'PL_PROFITS', { offerEndsAt: '2026-02-30T10:00' })).status).toBe(422);
    expect((await put(cookie, 'PL_PROFITS', { offerEndsAt: '2026-12-15T24:30' })).status).toBe(422);
    expect(await db().landingOffer.count()).toBe(0);
    expect((await call(offers, '/api/admin/offers')).status).toBe(401);
    expect((await call(performance, '/api/admin/landing-performance')).status).toBe(401);
    expect(
      (
        await call(putOffer, '/x', {
          method: 'PUT',
          params: { variantId: 'PL_PROFITS' },
          body: { offerEndsAt: null },
        })
      ).status,
    ).toBe(401);
  });
});

describe('landing performance', () => {
  it("counts leads by the page's generated campaign ids, first or last touch, with _ taken literally", async () => {
    const base = { firstName: 'A', lastName: 'B', experience: 'base' as const };
    await db().lead.createMany({
      data: [
        {
          ...base,
          email: 'a@x.it',
          phone: '+393470000001',
          campaignId: 'FB_PL_PROFITS_01',
          isVerified: true,
        },
        { ...base, email: 'b@x.it', phone: '+393470000002', firstCampaignId: 'FB_PL_PROFITS_07' },
        { ...base, email: 'c@x.it', phone: '+393470000003', campaignId: 'FB_PLXPROFITS_01' },
        { ...base, email: 'd@x.it', phone: '+393470000004', campaignId: 'SP_TRADING_03' },
      ],
    });
    const res = await call(performance, '/api/admin/landing-performance', {
      cookie: await adminCookie(db()),
    });
    const byId = Object.fromEntries(
      res.json.variants.map((p: { variantId: string }) => [p.variantId, p]),
    );
    expect(res.json.variants).toHaveLength(12);
    expect(byId.PL_PROFITS).toEqual({ variantId: 'PL_PROFITS', leads: 2, verified: 1 });
    expect(byId.SP_TRADING).toEqual({ variantId: 'SP_TRADING', leads: 1, verified: 0 });
    expect(byId.PL_INVEST).toEqual({ variantId: 'PL_INVEST', leads: 0, verified: 0 });
  });
});
