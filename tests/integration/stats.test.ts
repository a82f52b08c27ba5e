import { NextRequest } from 'next/server';
import { GET } from '@/app/api/stats/live/route';
import { GET as community } from '@/app/api/stats/community/route';
import { GET as ebookPdf } from '@/app/ebooks/[id]/route';
import { createLeadSession, LEAD_SESSION_COOKIE } from '@/lib/server/auth/lead-session';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { setOfferEnd } from '@/lib/server/admin/reports/landing';
import { forgetLiveStats, LIVE_STATS_TTL_MS } from '@/lib/server/requests/live-stats';

// Opening PGlite and migrating can pass Jest's 5 s default on a busy machine.
jest.setTimeout(30_000);

const db = setupTestDatabase();
const MINUTE = 60_000;

async function seedVisitor(sessionId: string, agoMs: number, isActive = true) {
  await db().visitor.create({
    data: {
      sessionId,
      currentPage: '/trading-educativo',
      isActive,
      lastSeen: new Date(Date.now() - agoMs),
    },
  });
}

beforeEach(async () => {
  await db().landingOffer.deleteMany();
});

describe('GET /api/stats/live', () => {
  it('counts only active visitors seen in the last 5 minutes', async () => {
    await seedVisitor('now-1', 0);
    await seedVisitor('now-2', 4 * MINUTE);
    await seedVisitor('old', 6 * MINUTE);
    await seedVisitor('left', 10_000, false);
    const res = await call(GET, '/api/stats/live?variant=PL_TRADING_NEW');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      peopleStudyingNow: 2,
      placesLeft: 500,
      offerEndsAt: null,
      verifiedStudents: 0,
      ebookDownloads: 0,
      rating: null,
    });
  });

  it('reports 500 minus the free-access grants made', async () => {
    await db().$executeRawUnsafe('UPDATE free_access_pool SET granted = 253 WHERE id = 1');
    const res = await call(GET, '/api/stats/live?variant=PL_PROFITS');
    expect(res.json.placesLeft).toBe(247);
  });

  it("returns the variant's stored offer end and no other variant's", async () => {
    const ends = new Date(Date.now() + 90 * MINUTE);
    ends.setMilliseconds(0);
    await db().landingOffer.create({ data: { variantId: 'PL_CRYPTO_LEGACY', offerEndsAt: ends } });
    const own = await call(GET, '/api/stats/live?variant=PL_CRYPTO_LEGACY');
    expect(own.json.offerEndsAt).toBe(ends.toISOString());
    const other = await call(GET, '/api/stats/live?variant=PL_INVEST');
    expect(other.json.offerEndsAt).toBeNull();
  });

  it('serves repeated polls from memory: one computation, the same figures, until the TTL', async () => {
    await seedVisitor('now-1', 0);
    const first = await call(GET, '/api/stats/live?variant=PL_TRADING_NEW');
    await seedVisitor('now-2', 0);
    const second = await call(GET, '/api/stats/live?variant=PL_TRADING_NEW');
    expect(second.json.peopleStudyingNow).toBe(first.json.peopleStudyingNow);
    expect(LIVE_STATS_TTL_MS).toBeLessThanOrEqual(30_000); // docs/decisions.md §5
    forgetLiveStats('PL_TRADING_NEW');
    const fresh = await call(GET, '/api/stats/live?variant=PL_TRADING_NEW');
    expect(fresh.json.peopleStudyingNow).toBe(2);
  });

  it("shows an offer end the operator just saved at once (the variant's cache is cleared)", async () => {
    const before = await call(GET, '/api/stats/live?variant=PL_INVEST');
    expect(before.json.offerEndsAt).toBeNull();
    const admin = await db().user.create({ data: { username: 'op', passwordHash: 'x' } });
    await setOfferEnd(db(), 'PL_INVEST', '2030-01-31T18:00', {
      admin: {
        userId: admin.id,
        username: 'op',
        sessionId: '00000000-0000-0000-0000-000000000000',
        role: 'owner',
        mfaEnabled: false,
        mfaVerified: false,
        steppedUpAt: null,
        mustChangePassword: false,
      },
      ip: '203.0.113.1',
    });
    const after = await call(GET, '/api/stats/live?variant=PL_INVEST');
    expect(after.json.offerEndsAt).toBe('2030-01-31T17:00:00.000Z');
  });

  it('lets caches keep the answer for at most 30 seconds', async () => {
    const res = await call(GET, '/api/stats/live?variant=PL_INVEST');
    expect(res.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=30');
  });

  it.each(['/api/stats/live?variant=PL_UNKNOWN', '/api/stats/live'])(
    'answers %s with a 404 JSON error',
    async (path) => {
      const res = await call(GET, path);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({
        error: { code: 'not_found', message: 'Risorsa non trovata.' },
      });
      expect(res.headers.get('cache-control')).toBeNull();
    },
  );
});

let n = 0;
const lead = (isVerified: boolean) => {
  n += 1;
  return {
    firstName: 'A',
    lastName: `L${n}`,
    email: `c${n}@example.it`,
    phone: `+39347300${String(n).padStart(4, '0')}`,
    experience: 'base' as const,
    isVerified,
  };
};

const testimonial = (rating: number, published: boolean) => ({
  locale: 'it',
  name: 'Marta B.',
  role: 'Impiegata',
  location: 'Padova',
  rating,
  course: 'Rischio',
  text: 'Una testimonianza abbastanza lunga da essere valida.',
  completedCourses: 1,
  studyTime: '2 mesi',
  consentOnFile: published,
  consentDate: published ? new Date('2026-11-01') : null,
  published,
  createdAt: new Date(),
  updatedAt: new Date(),
});

/** A verified lead's session cookie (only those are served a guide). */
async function verifiedCookie() {
  const { id } = await db().lead.create({ data: lead(true) });
  return `${LEAD_SESSION_COOKIE}=${await createLeadSession(db(), id, true)}`;
}

const download = (
  id: string,
  cookie: string,
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
) =>
  ebookPdf(
    new NextRequest(`http://localhost:3000/ebooks/${id}.pdf`, {
      headers: { 'user-agent': userAgent, cookie },
    }),
    { params: Promise.resolve({ id: `${id}.pdf` }) },
  );

describe('GET /api/stats/community and the figures about people on the pre-landers', () => {
  beforeEach(() => forgetLiveStats());

  it('counts verified students, ebook PDFs served (not to bots) and the published ratings', async () => {
    const empty = await call(community, '/api/stats/community');
    expect(empty.json).toEqual({ verifiedStudents: 0, ebookDownloads: 0, rating: null });
    expect(empty.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=30');

    await db().lead.createMany({ data: [lead(true), lead(true), lead(false)] });
    await db().testimonial.createMany({
      data: [
        testimonial(5, true),
        testimonial(4, true),
        testimonial(4, true),
        testimonial(1, false),
      ],
    });
    // Ten leads' downloads of two guides at once all count; a lead's repeat the same day and
    // a crawler's download do not (docs/privacy.md "Guides").
    const cookies = await Promise.all(Array.from({ length: 10 }, verifiedCookie));
    await Promise.all(
      cookies.flatMap((cookie) => [
        download('tradingBasics', cookie),
        download('riskManagement', cookie),
      ]),
    );
    expect((await download('tradingBasics', cookies[0]!)).status).toBe(200);
    const crawler = 'Googlebot/2.1 (+http://www.google.com/bot.html)';
    expect((await download('forexGuide', cookies[1]!, crawler)).status).toBe(200);

    forgetLiveStats();
    const res = await call(community, '/api/stats/community');
    expect(res.json).toEqual({
      verifiedStudents: 12,
      ebookDownloads: 20,
      rating: { average: 4.3, count: 3 },
    });
    const live = await call(GET, '/api/stats/live?variant=PL_CRYPTO_LEGACY');
    expect(live.json).toMatchObject(res.json);
  });
});
