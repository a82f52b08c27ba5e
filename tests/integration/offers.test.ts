import '../support/webhook-env';
import { PARTNER_URL, PREMIUM_CAPACITY } from '../support/offers-env';
import { GET as goPartner } from '@/app/go/partner/route';
import { GET as offers } from '@/app/api/offers/route';
import { POST as requestRoute } from '@/app/api/offers/requests/route';
import { createLeadSession, LEAD_SESSION_COOKIE } from '@/lib/server/auth/lead-session';
import { premiumAvailability, requestOffer } from '@/lib/server/requests/offer-requests';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';

const db = setupTestDatabase();

let serial = 0;
/** A lead and the cookie of a session of theirs (verified unless told otherwise). */
async function leadWithSession(verified = true) {
  serial += 1;
  const lead = await db().lead.create({
    data: {
      firstName: 'Giulia',
      lastName: `Verdi${serial}`,
      email: `giulia${serial}@example.it`,
      phone: `+3934700000${String(serial).padStart(2, '0')}`,
      experience: 'principiante',
      isVerified: verified,
    },
  });
  const token = await createLeadSession(db(), lead.id, verified);
  return { lead, cookie: `${LEAD_SESSION_COOKIE}=${token}` };
}

const ask = (cookie: string | undefined, offer: string) =>
  call(requestRoute, '/api/offers/requests', { body: { offer }, cookie });

describe('GET /go/partner', () => {
  it('records the click with the lead and campaign, then redirects to the configured broker', async () => {
    const { lead, cookie } = await leadWithSession(false);
    const res = await call(goPartner, '/go/partner?campaign=FB_AD_07', { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(PARTNER_URL);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const clicks = await db().partnerClick.findMany();
    expect(clicks).toEqual([expect.objectContaining({ leadId: lead.id, campaignId: 'FB_AD_07' })]);
  });

  it('refuses to be an open redirect: any target in the query is ignored', async () => {
    for (const query of [
      '?url=https://evil.example',
      '?next=//evil.example',
      '?campaign=https://evil.example/x',
      '?redirect=javascript:alert(1)',
    ]) {
      const res = await call(goPartner, `/go/partner${query}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(PARTNER_URL);
    }
    const clicks = await db().partnerClick.findMany();
    expect(clicks).toHaveLength(4);
    // an anonymous visitor; a campaign of the wrong shape is recorded as none
    expect(clicks.every((c) => c.leadId === null && c.campaignId === null)).toBe(true);
  });
});

describe('POST /api/offers/requests', () => {
  it('needs a verified lead session (401 in the error shape), storing nothing', async () => {
    const unverified = await leadWithSession(false);
    for (const cookie of [undefined, unverified.cookie]) {
      const res = await ask(cookie, 'education_de');
      expect(res.status).toBe(401);
      expect(res.json.error).toEqual({ code: 'unauthorized', message: expect.any(String) });
    }
    expect(await db().offerRequest.count()).toBe(0);
  });

  it('refuses an unknown offer with 422', async () => {
    const { cookie } = await leadWithSession();
    const res = await ask(cookie, 'vip');
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('validation_failed');
  });

  it('stores a request once per lead, offer and day, and tells the CRM once', async () => {
    const { lead, cookie } = await leadWithSession();
    const first = await ask(cookie, 'education_de');
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ created: true, message: expect.stringMatching(/registrata/) });
    const again = await ask(cookie, 'education_de');
    expect(again.status).toBe(200);
    expect(again.json.created).toBe(false);
    expect((await ask(cookie, 'premium')).status).toBe(201);

    const rows = await db().offerRequest.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.leadId, r.offer, r.status])).toEqual([
      [lead.id, 'education_de', 'new'],
      [lead.id, 'premium', 'new'],
    ]);
    const events = await db().outboxMessage.findMany({
      where: { eventType: 'lead.offer_requested' },
    });
    expect(events).toHaveLength(2);
    expect(events[0]!.payload).toMatchObject({
      leadId: lead.publicId,
      phone: lead.phone,
      offer: { kind: 'education_de', requestId: rows[0]!.id },
    });
  });

  it('takes a new request from the same lead the next day', async () => {
    const { lead } = await leadWithSession();
    const day1 = new Date('2026-11-24T10:00:00Z');
    const day2 = new Date('2026-11-25T10:00:00Z');
    expect(await requestOffer(db(), lead.id, 'education_de', day1)).toEqual({ created: true });
    expect(await requestOffer(db(), lead.id, 'education_de', day1)).toEqual({ created: false });
    expect(await requestOffer(db(), lead.id, 'education_de', day2)).toEqual({ created: true });
  });

  it('stores one row for six requests at once from one lead', async () => {
    const { cookie } = await leadWithSession();
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(cookie, 'education_de')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await db().offerRequest.count()).toBe(1);
    expect(await db().outboxMessage.count({ where: { eventType: 'lead.offer_requested' } })).toBe(
      1,
    );
  });
});

describe('premium capacity', () => {
  it(`counts requests against ${PREMIUM_CAPACITY} places a month and refuses the next with 409`, async () => {
    expect((await call(offers, '/api/offers')).json).toEqual({
      premium: { capacity: PREMIUM_CAPACITY, placesLeft: PREMIUM_CAPACITY },
    });
    const leads = [];
    for (let i = 0; i < PREMIUM_CAPACITY + 1; i++) leads.push(await leadWithSession());
    for (const { cookie } of leads.slice(0, PREMIUM_CAPACITY)) {
      expect((await ask(cookie, 'premium')).status).toBe(201);
    }
    // a lead who already asked today still gets "already asked", not "full"
    expect((await ask(leads[0]!.cookie, 'premium')).status).toBe(200);
    const full = await ask(leads[PREMIUM_CAPACITY]!.cookie, 'premium');
    expect(full.status).toBe(409);
    expect(full.json.error).toEqual({
      code: 'offer_full',
      message: expect.stringMatching(/esauriti/),
    });
    expect((await call(offers, '/api/offers')).json.premium.placesLeft).toBe(0);
    // the education account has no capacity
    expect((await ask(leads[PREMIUM_CAPACITY]!.cookie, 'education_de')).status).toBe(201);
  });

  it('never hands out more places than the capacity to concurrent requests', async () => {
    const leads = [];
    for (let i = 0; i < 6; i++) leads.push(await leadWithSession());
    const answers = await Promise.all(leads.map(({ cookie }) => ask(cookie, 'premium')));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([
      ...Array(PREMIUM_CAPACITY).fill(201),
      ...Array(6 - PREMIUM_CAPACITY).fill(409),
    ]);
    expect(await db().offerRequest.count({ where: { offer: 'premium' } })).toBe(PREMIUM_CAPACITY);
  });

  it('frees the places in a new Rome month, and shows no figure without a capacity', async () => {
    const { lead } = await leadWithSession();
    const october = new Date('2026-10-31T22:30:00Z'); // 23:30 in Rome: still October
    const november = new Date('2026-10-31T23:30:00Z'); // 00:30 on 1 November in Rome
    await requestOffer(db(), lead.id, 'premium', october, 1);
    const other = await leadWithSession();
    await expect(requestOffer(db(), other.lead.id, 'premium', october, 1)).rejects.toMatchObject({
      code: 'offer_full',
    });
    expect(await requestOffer(db(), other.lead.id, 'premium', november, 1)).toEqual({
      created: true,
    });
    expect(await premiumAvailability(db(), november, null)).toEqual({
      capacity: null,
      placesLeft: null,
    });
  });
});
