/**
 * The leads tab's list, detail and priority endpoints: filters on the
 * server (docs/product.md §5), pagination, detail, audited priority. Notes and the CSV export have
 * their own files (admin-lead-notes.test.ts, admin-lead-export.test.ts).
 */
import { GET as listLeads } from '@/app/api/leads/route';
import { GET as leadDetail, PATCH as patchLead } from '@/app/api/admin/leads/[leadId]/route';
import { listLeads as listLeadsAt } from '@/lib/server/admin/leads/list';
import { leadSearchSql } from '@/lib/server/db/lead-filter';
import type { LeadListQuery } from '@/lib/contracts/admin/leads';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();
const ORIGIN = { origin: 'http://localhost:3000' };
const NOW = new Date('2026-11-21T10:00:00Z');
const DAY = 86_400_000;
let cookie: string;

async function seed() {
  await db().lead.createMany({
    data: [
      {
        firstName: 'Mario',
        lastName: 'Rossi',
        email: 'mario.rossi@example.it',
        phone: '+393471110001',
        experience: 'principiante',
        isVerified: true,
        createdAt: new Date('2026-11-21T09:00:00Z'),
        campaignId: 'FB_AD_01',
        adSource: 'facebook_campaign_1',
      },
      {
        firstName: 'Giulia',
        lastName: 'ROSSINI',
        email: 'giulia@example.it',
        phone: '+393472220002',
        experience: 'avanzato',
        createdAt: new Date('2026-11-18T09:00:00Z'),
      },
      {
        firstName: 'Hans',
        lastName: 'Müller',
        email: 'hans@example.de',
        phone: '+4915112345678',
        experience: 'intermedio',
        locale: 'de',
        isVerified: true,
        createdAt: new Date('2026-11-01T09:00:00Z'),
      },
      {
        firstName: '=HYPERLINK("http://evil")',
        lastName: '@SUM(A1)',
        email: 'evil_100%@example.it',
        phone: '+393473330003',
        experience: 'base',
        createdAt: new Date('2026-10-01T09:00:00Z'),
      },
      {
        firstName: 'Paola',
        lastName: 'Bianchi',
        email: 'paola@example.it',
        phone: '+393474440004',
        experience: 'professionale',
        createdAt: new Date('2026-09-01T09:00:00Z'),
      },
    ],
  });
}

beforeEach(async () => {
  cookie = await adminCookie(db());
  await seed();
});

const names = (r: { leads: { lastName: string }[] }) => r.leads.map((l) => l.lastName);
const query = (filters: Partial<LeadListQuery>): LeadListQuery => ({
  status: 'all',
  period: 'all',
  experience: 'all',
  page: 1,
  pageSize: 25,
  ...filters,
});

describe('GET /api/leads (admin)', () => {
  it('is closed without a session, while POST /api/leads stays the public registration', async () => {
    const res = await call(listLeads, '/api/leads');
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthorized');
  });

  it('lists newest first with the table fields and never the serial id or password hash', async () => {
    const res = await call(listLeads, '/api/leads', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(names(res.json as never)).toEqual(['Rossi', 'ROSSINI', 'Müller', '@SUM(A1)', 'Bianchi']);
    expect(res.json.leads[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: 'Mario',
      lastName: 'Rossi',
      email: 'mario.rossi@example.it',
      phone: '+393471110001',
      phoneDisplay: '+39 347 111 0001',
      experience: 'principiante',
      isVerified: true,
      priority: 'medium',
      campaignId: 'FB_AD_01',
      adSource: 'facebook_campaign_1',
      locale: 'it',
      createdAt: '2026-11-21T09:00:00.000Z',
      lastSms: null,
    });
    // The operator's email to a lead is written in the lead's language.
    expect(res.json.leads[2]).toMatchObject({ lastName: 'Müller', locale: 'de' });
  });

  it('applies the query string filters on the server', async () => {
    const res = await call(listLeads, '/api/leads?search=ROSS&status=pending', { cookie });
    expect(res.status).toBe(200);
    expect(names(res.json as never)).toEqual(['ROSSINI']);
    expect(res.json.total).toBe(1);
  });

  it.each<[string, Partial<LeadListQuery>, string[]]>([
    ['search on names, case-insensitive', { search: 'rOsSi' }, ['Rossi', 'ROSSINI']],
    ['search on a first name', { search: 'giulia' }, ['ROSSINI']],
    ['search on email', { search: 'EXAMPLE.DE' }, ['Müller']],
    ['search on first and last name together', { search: 'mario rossi' }, ['Rossi']],
    ['search with LIKE wildcards taken literally', { search: '100%' }, ['@SUM(A1)']],
    ['search with an underscore taken literally', { search: 'x_m' }, []],
    ['search a phone substring', { search: '3472220' }, ['ROSSINI']],
    ['search a phone typed with spaces', { search: '347 222' }, ['ROSSINI']],
    ['search a phone typed with prefix and dashes', { search: '+39 347-444' }, ['Bianchi']],
    ['status verified', { status: 'verified' }, ['Rossi', 'Müller']],
    ['status pending', { status: 'pending' }, ['ROSSINI', '@SUM(A1)', 'Bianchi']],
    ['period today (last 24 h)', { period: 'today' }, ['Rossi']],
    ['period week', { period: 'week' }, ['Rossi', 'ROSSINI']],
    ['period month', { period: 'month' }, ['Rossi', 'ROSSINI', 'Müller']],
    ['experience principiante (with base)', { experience: 'principiante' }, ['Rossi', '@SUM(A1)']],
    ['experience intermedio', { experience: 'intermedio' }, ['Müller']],
    [
      'experience avanzato (with professionale)',
      { experience: 'avanzato' },
      ['ROSSINI', 'Bianchi'],
    ],
    ['filters combined', { search: 'example.it', status: 'pending', period: 'month' }, ['ROSSINI']],
  ])('filters: %s', async (_label, filters, expected) => {
    const result = await listLeadsAt(db(), query(filters), { contacts: true }, NOW);
    expect(names(result)).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it('compares the period against now minus exactly 1, 7 and 30 days', async () => {
    const at = (ms: number) => new Date(NOW.getTime() - ms);
    await db().lead.createMany({
      data: [
        {
          firstName: 'A',
          lastName: 'Edge7',
          email: 'e7@x.it',
          phone: '+393400000007',
          experience: 'base',
          createdAt: at(7 * DAY),
        },
        {
          firstName: 'B',
          lastName: 'Past7',
          email: 'p7@x.it',
          phone: '+393400000008',
          experience: 'base',
          createdAt: at(7 * DAY + 1),
        },
        {
          firstName: 'C',
          lastName: 'Edge1',
          email: 'e1@x.it',
          phone: '+393400000001',
          experience: 'base',
          createdAt: at(DAY),
        },
        {
          firstName: 'D',
          lastName: 'Future',
          email: 'f@x.it',
          phone: '+393400000009',
          experience: 'base',
          createdAt: new Date(NOW.getTime() + 1000),
        },
      ],
    });
    const week = await listLeadsAt(
      db(),
      query({ period: 'week', search: 'x.it' }),
      { contacts: true },
      NOW,
    );
    expect(names(week)).toEqual(['Edge1', 'Edge7']);
    const today = await listLeadsAt(
      db(),
      query({ period: 'today', search: 'x.it' }),
      { contacts: true },
      NOW,
    );
    expect(names(today)).toEqual(['Edge1']);
  });

  it('paginates newest first and caps the page size at 100', async () => {
    const page1 = await call(listLeads, '/api/leads?page=1&pageSize=3', { cookie });
    expect(names(page1.json as never)).toEqual(['Rossi', 'ROSSINI', 'Müller']);
    const page2 = await call(listLeads, '/api/leads?page=2&pageSize=3', { cookie });
    expect(page2.json).toMatchObject({ total: 5, page: 2, pageSize: 3 });
    expect(names(page2.json as never)).toEqual(['@SUM(A1)', 'Bianchi']);
    const beyond = await call(listLeads, '/api/leads?page=9&pageSize=3', { cookie });
    expect(beyond.json).toMatchObject({ leads: [], total: 5, page: 9 });
    expect((await call(listLeads, '/api/leads?pageSize=100', { cookie })).status).toBe(200);
    expect((await call(listLeads, '/api/leads?pageSize=101', { cookie })).status).toBe(400);
  });

  it.each([
    'status=maybe',
    'period=year',
    'experience=guru',
    'experience=base',
    'page=0',
    'page=-1',
    'page=abc',
    'page=1.5',
    'pageSize=0',
    'pageSize=1000',
    `search=${'x'.repeat(200)}`,
  ])('refuses ?%s with 400, never a 500', async (qs) => {
    const res = await call(listLeads, `/api/leads?${qs}`, { cookie });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_query');
  });
});

describe('GET /api/admin/leads/{id}', () => {
  const idOf = async (email: string) =>
    (await db().lead.findUniqueOrThrow({ where: { email } })).publicId;

  it('is closed without a session', async () => {
    const id = await idOf('mario.rossi@example.it');
    const res = await call(leadDetail, `/api/admin/leads/${id}`, { params: { leadId: id } });
    expect(res.status).toBe(401);
  });

  it('shows contact, attribution, consents, consultations and notes, without internal ids', async () => {
    const lead = await db().lead.update({
      where: { email: 'mario.rossi@example.it' },
      data: {
        verifiedAt: new Date('2026-11-21T09:05:00Z'),
        isFreeAccess: true,
        freeAccessExpiresAt: new Date('2027-11-21T09:05:00Z'),
        registrationNumber: '42',
        utmSource: 'facebook',
        firstLandingPage: '/guida-trading-base',
        firstCampaignId: 'FB_AD_00',
      },
    });
    const user = await db().user.findFirstOrThrow();
    await db().consentRecord.create({
      data: {
        leadId: lead.id,
        kind: 'privacy',
        policyVersion: '2026-01',
        scope: ['privacy'],
        ipTruncated: '203.0.113.0',
      },
    });
    await db().consultationRequest.create({
      data: {
        leadId: lead.id,
        preferredDate: 'flessibile',
        preferredTime: 'sera',
        experience: 'principiante',
        goals: 'Imparare le basi del trading',
      },
    });
    await db().leadNote.createMany({
      data: [
        {
          leadId: lead.id,
          authorId: user.id,
          body: 'Prima',
          createdAt: new Date('2026-11-21T09:10:00Z'),
        },
        {
          leadId: lead.id,
          authorId: user.id,
          body: 'Seconda',
          createdAt: new Date('2026-11-21T09:20:00Z'),
        },
      ],
    });
    const res = await call(leadDetail, `/api/admin/leads/${lead.publicId}`, {
      cookie,
      params: { leadId: lead.publicId },
    });
    expect(res.status).toBe(200);
    expect(res.json.lead).toMatchObject({
      id: lead.publicId,
      email: 'mario.rossi@example.it',
      phone: '+393471110001',
      phoneDisplay: '+39 347 111 0001',
      verifiedAt: '2026-11-21T09:05:00.000Z',
      isFreeAccess: true,
      freeAccessExpiresAt: '2027-11-21T09:05:00.000Z',
      registrationNumber: '42',
      lastTouch: { campaignId: 'FB_AD_01', source: 'facebook_campaign_1', utmSource: 'facebook' },
      firstTouch: { landingPage: '/guida-trading-base', campaignId: 'FB_AD_00' },
      consents: [
        {
          kind: 'privacy',
          policyVersion: '2026-01',
          scope: ['privacy'],
          ipTruncated: '203.0.113.0',
        },
      ],
      consultations: [{ preferredDate: 'flessibile', preferredTime: 'sera', questions: null }],
      notes: [
        { body: 'Seconda', author: 'operatore' },
        { body: 'Prima', author: 'operatore' },
      ],
    });
    const text = JSON.stringify(res.json);
    expect(text).not.toMatch(/passwordHash|leadId|authorId|"userAgent"/);
    const { notes: _notes, ...rest } = res.json.lead;
    expect(JSON.stringify(rest)).not.toMatch(/"id":\d/);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const leadId of ['0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f', 'not-a-uuid', '1', "1' OR 1=1"]) {
      const res = await call(leadDetail, '/api/admin/leads/x', { cookie, params: { leadId } });
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('not_found');
    }
  });
});

describe('PATCH /api/admin/leads/{id}', () => {
  const patch = (leadId: string, body: unknown, withCookie = true) =>
    call(patchLead, `/api/admin/leads/${leadId}`, {
      method: 'PATCH',
      cookie: withCookie ? cookie : undefined,
      params: { leadId },
      body,
      headers: ORIGIN,
    });

  it('is closed without a session and changes nothing', async () => {
    const lead = await db().lead.findUniqueOrThrow({ where: { email: 'giulia@example.it' } });
    expect((await patch(lead.publicId, { priority: 'high' }, false)).status).toBe(401);
    expect((await db().lead.findUniqueOrThrow({ where: { id: lead.id } })).priority).toBe('medium');
  });

  it('saves the priority and audits from → to in the same change', async () => {
    const id = (await db().lead.findUniqueOrThrow({ where: { email: 'giulia@example.it' } }))
      .publicId;
    const res = await patch(id, { priority: 'high' });
    expect(res.status).toBe(200);
    expect(res.json.lead).toMatchObject({ id, priority: 'high', lastName: 'ROSSINI' });
    expect((await db().lead.findUniqueOrThrow({ where: { publicId: id } })).priority).toBe('high');
    expect(await db().auditLog.findFirst({ where: { action: 'lead.priority' } })).toMatchObject({
      targetType: 'lead',
      targetId: id,
      details: { from: 'medium', to: 'high' },
      username: 'operatore',
    });
  });

  it('refuses a bad priority (422), a bad body (4xx) and an unknown lead (404)', async () => {
    const id = (await db().lead.findUniqueOrThrow({ where: { email: 'giulia@example.it' } }))
      .publicId;
    expect((await patch(id, { priority: 'urgent' })).status).toBe(422);
    expect((await patch(id, {})).status).toBe(422);
    const raw = await call(patchLead, '/x', {
      method: 'PATCH',
      cookie,
      params: { leadId: id },
      rawBody: '{not json',
      headers: ORIGIN,
    });
    expect(raw.status).toBeGreaterThanOrEqual(400);
    expect(raw.status).toBeLessThan(500);
    expect((await patch('0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f', { priority: 'low' })).status).toBe(
      404,
    );
    expect(await db().auditLog.count({ where: { action: 'lead.priority' } })).toBe(0);
  });

  it('refuses a cross-site request', async () => {
    const id = (await db().lead.findUniqueOrThrow({ where: { email: 'giulia@example.it' } }))
      .publicId;
    const res = await call(patchLead, '/x', {
      method: 'PATCH',
      cookie,
      params: { leadId: id },
      body: { priority: 'low' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});

describe('the lead search at scale', () => {
  // On a few rows the planner reads the table anyway; with sequential scans priced out it
  // still does if any branch of the search cannot use an index, so the plan shows whether
  // every name, email and phone condition the search writes is index-served.
  it.each(['rossi', '347 222', 'mario rossi'])(
    'can answer a search for %s from indexes alone',
    async (search) => {
      const plan = await db().$transaction(async (tx) => {
        await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
        const rows = await tx.$queryRaw<{ 'QUERY PLAN': string }[]>`
          EXPLAIN SELECT id FROM leads WHERE ${leadSearchSql(search)}`;
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(/Bitmap Index Scan/);
      expect(plan).not.toMatch(/Seq Scan/);
    },
  );
});
