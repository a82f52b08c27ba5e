import { GET } from '@/app/api/stats/live/route';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';

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
    expect(res.json).toEqual({ peopleStudyingNow: 2, placesLeft: 500, offerEndsAt: null });
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
