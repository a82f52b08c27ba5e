import { GET as visitors } from '@/app/api/admin/visitors/route';
import { GET as liveStats } from '@/app/api/stats/live/route';
import { liveVisitors } from '@/lib/server/admin/reports/visitors';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();
const NOW = new Date('2026-11-21T10:00:00Z');
const ago = (s: number) => new Date(NOW.getTime() - s * 1000);

let n = 0;
const visitor = (page: string, lastSeen: Date, extra: Record<string, unknown> = {}) => {
  n += 1;
  return {
    sessionId: `sess_${String(n).padStart(12, '0')}`,
    currentPage: page,
    lastSeen,
    country: 'Italy',
    countryCode: 'IT',
    city: 'Milan',
    ipAddress: '93.40.1.0',
    referrer: 'Direct',
    ...extra,
  };
};

describe('live visitors', () => {
  beforeEach(async () => {
    await db().visitor.createMany({
      data: [
        visitor('/prelander?campaign=FB_X', ago(10)),
        visitor('/prelander', ago(100), {
          countryCode: 'DE',
          country: 'Germany',
          city: 'Berlin',
          referrer: 'https://facebook.com/',
        }),
        visitor('/', ago(200)),
        visitor('/', ago(400)), // 6 min 40 s ago: not online
        visitor('/about', ago(5), { isActive: false }), // left
      ],
    });
  });

  it('counts online now like the public figure, groups by country and page, and lists the sessions', async () => {
    const live = await liveVisitors(db(), {}, NOW);
    expect(live.onlineNow).toBe(3);
    expect(live.countries).toEqual([
      { countryCode: 'IT', country: 'Italy', count: 2 },
      { countryCode: 'DE', country: 'Germany', count: 1 },
    ]);
    expect(live.pages).toEqual([
      { path: '/prelander', name: 'Pre-lander', count: 2 },
      { path: '/', name: 'Home', count: 1 },
    ]);
    expect(live.total).toBe(3);
    expect(live.visitors.map((v) => v.currentPage)).toEqual(['/prelander', '/prelander', '/']);
    expect(live.visitors[1]).toMatchObject({
      city: 'Berlin',
      referrer: 'https://facebook.com/',
      ipAddress: '93.40.1.0',
      isActive: true,
    });
    expect(live.visitors[0]!.referrer).toBe('Direct');
    expect(live.visitors[0]!.sessionId).toBe('000000000001'.slice(-8));
    expect((await liveVisitors(db(), { limit: 1 }, NOW)).visitors).toHaveLength(1);
  });

  it('counts known countries only, and pages the sessions past the first 50 with their total', async () => {
    await db().visitor.createMany({
      data: Array.from({ length: 60 }, (_, i) =>
        visitor('/', ago(20 + i), { country: null, countryCode: null, city: null }),
      ),
    });
    const first = await liveVisitors(db(), {}, NOW);
    expect(first).toMatchObject({ onlineNow: 63, total: 63, page: 1, pageSize: 50 });
    // Italy and Germany; the 60 sessions without a country are not a third country.
    expect(first.countryCount).toBe(2);
    expect(first.countries).toContainEqual({ countryCode: null, country: null, count: 60 });
    expect(first.pageCount).toBe(2);
    expect(first.visitors).toHaveLength(50);
    const second = await liveVisitors(db(), { page: 2 }, NOW);
    expect(second.visitors).toHaveLength(13);
    const seen = new Set([...first.visitors, ...second.visitors].map((v) => v.sessionId));
    expect(seen.size).toBe(63);
    const cookie = await adminCookie(db());
    const res = await call(visitors, '/api/admin/visitors?page=2', { cookie });
    expect(res.json).toMatchObject({ page: 2, total: expect.any(Number) });
    expect((await call(visitors, '/api/admin/visitors?page=0', { cookie })).status).toBe(400);
  });

  it('shows the same "online now" as the public live stats', async () => {
    await db().visitor.createMany({
      data: [visitor('/', new Date()), visitor('/about', new Date())],
    });
    const cookie = await adminCookie(db());
    const admin = await call(visitors, '/api/admin/visitors', { cookie });
    expect(admin.json.onlineNow).toBe(2);
    const pub = await call(liveStats, '/api/stats/live?variant=PL_PROFITS');
    expect(admin.status).toBe(200);
    expect(admin.json.onlineNow).toBe(pub.json.peopleStudyingNow);
  });

  it('is closed without a session and refuses a bad limit', async () => {
    expect((await call(visitors, '/api/admin/visitors')).status).toBe(401);
    const cookie = await adminCookie(db());
    expect((await call(visitors, '/api/admin/visitors?limit=5000', { cookie })).status).toBe(400);
  });
});
