/**
 * Dashboard KPIs: every figure from the database, Rome calendar days
 * (2026-11-20T23:30Z is already 21 November in Rome).
 */
import { GET as kpis } from '@/app/api/admin/kpis/route';
import { dashboardKpis } from '@/lib/server/admin/reports/kpis';
import { countLeads } from '@/lib/server/admin/leads/list';
import { EXPERIENCE_GROUP_IDS } from '@/lib/admin/experience-groups';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();
const NOW = new Date('2026-11-21T10:00:00Z'); // 11:00 in Rome

let n = 0;
function lead(createdAt: string, extra: Record<string, unknown> = {}) {
  n += 1;
  return {
    firstName: 'Anna',
    lastName: `Test${n}`,
    email: `anna${n}@example.it`,
    phone: `+39347000${String(n).padStart(4, '0')}`,
    experience: 'principiante' as const,
    createdAt: new Date(createdAt),
    ...extra,
  };
}

describe('dashboard KPIs', () => {
  it("counts the leads filter's three experience groups, so each bar matches the filtered list", async () => {
    const levels = ['principiante', 'base', 'base', 'intermedio', 'avanzato', 'professionale'];
    await db().lead.createMany({
      data: levels.map((experience) => lead('2026-11-20T09:00:00Z', { experience })),
    });
    const k = await dashboardKpis(db(), NOW);
    expect(k.experience).toEqual([
      {
        group: 'principiante',
        count: 3,
        levels: [
          { level: 'principiante', count: 1 },
          { level: 'base', count: 2 },
        ],
      },
      { group: 'intermedio', count: 1, levels: [{ level: 'intermedio', count: 1 }] },
      {
        group: 'avanzato',
        count: 2,
        levels: [
          { level: 'avanzato', count: 1 },
          { level: 'professionale', count: 1 },
        ],
      },
    ]);
    for (const group of EXPERIENCE_GROUP_IDS) {
      const listed = await countLeads(
        db(),
        { status: 'all', period: 'all', experience: group },
        NOW,
      );
      expect([group, listed]).toEqual([group, k.experience.find((e) => e.group === group)?.count]);
    }
  });

  it('counts totals, today (Rome day), verified, rate, high priority and experience', async () => {
    await db().lead.createMany({
      data: [
        lead('2026-11-20T22:59:00Z'), // 23:59 on the 20th in Rome: yesterday
        lead('2026-11-20T23:30:00Z', {
          isVerified: true,
          verifiedAt: new Date('2026-11-20T23:40:00Z'),
        }),
        lead('2026-11-21T09:00:00Z', { priority: 'high', experience: 'avanzato' }),
        lead('2026-11-01T09:00:00Z', {
          isVerified: true,
          verifiedAt: new Date('2026-11-01T09:05:00Z'),
        }),
        lead('2026-11-21T11:00:00Z'), // after `now`: not counted
        lead('2026-10-22T21:59:00Z'), // 23:59 on 22 October in Rome: before the 30 days
        lead('2026-10-22T22:00:00Z', {
          // midnight of 23 October in Rome (CEST): the first of the 30 days
          isVerified: true,
          verifiedAt: new Date('2026-10-22T22:05:00Z'),
        }),
      ],
    });
    const k = await dashboardKpis(db(), NOW);
    expect(k).toMatchObject({
      totalLeads: 6,
      leadsToday: 2,
      verifiedLeads: 3,
      verificationRate: 0.5,
      highPriorityLeads: 1,
      // 5 registered in the 30 Rome days (22 October 23:59 is out), 3 of them verified
      conversionRate: 0.6,
    });
    expect(k.experience.map((e) => [e.group, e.count])).toEqual([
      ['principiante', 5],
      ['intermedio', 0],
      ['avanzato', 1],
    ]);
    expect(k.daily).toHaveLength(30);
    expect(k.daily.at(-1)).toEqual({ date: '2026-11-21', registrations: 2, verifications: 1 });
    expect(k.daily.at(-2)).toEqual({ date: '2026-11-20', registrations: 1, verifications: 0 });
    // 30 consecutive days across the end of summer time (25 October)
    expect(k.daily[0]).toEqual({ date: '2026-10-23', registrations: 1, verifications: 1 });
    expect(k.daily.find((d) => d.date === '2026-10-26')).toEqual({
      date: '2026-10-26',
      registrations: 0,
      verifications: 0,
    });
    expect(new Set(k.daily.map((d) => d.date)).size).toBe(30);
    expect(k.daily.find((d) => d.date === '2026-11-01')).toEqual({
      date: '2026-11-01',
      registrations: 1,
      verifications: 1,
    });
  });

  it('has no rate without leads', async () => {
    const k = await dashboardKpis(db(), NOW);
    expect(k).toMatchObject({ totalLeads: 0, verificationRate: null, conversionRate: null });
    expect(k.daily.every((d) => d.registrations === 0 && d.verifications === 0)).toBe(true);
  });

  it('GET /api/admin/kpis answers the admin only', async () => {
    const closed = await call(kpis, '/api/admin/kpis');
    expect(closed.status).toBe(401);
    expect(closed.json).toMatchObject({ error: { code: 'unauthorized' } });
    const res = await call(kpis, '/api/admin/kpis', { cookie: await adminCookie(db()) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ totalLeads: 0, daily: expect.any(Array) });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
