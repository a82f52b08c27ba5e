/**
 * The leads tab's endpoints (ISSUE 8 item 9): filters on the server, pagination, detail,
 * priority, notes, CSV export — all behind the admin session and audited.
 */
import { GET as listLeads } from '@/app/api/leads/route';
import { GET as exportLeads } from '@/app/api/admin/leads/export/route';
import { GET as leadDetail, PATCH as patchLead } from '@/app/api/admin/leads/[leadId]/route';
import { POST as addNote } from '@/app/api/leads/[leadId]/notes/route';
import { listLeads as listLeadsAt } from '@/lib/server/admin-leads';
import { NextRequest } from 'next/server';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();
const ORIGIN = { origin: 'http://localhost:3000' };
const NOW = new Date('2026-11-21T10:00:00Z');
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
        email: 'evil@example.it',
        phone: '+393473330003',
        experience: 'base',
        createdAt: new Date('2026-10-01T09:00:00Z'),
      },
    ],
  });
}

beforeEach(async () => {
  cookie = await adminCookie(db());
  await seed();
});

const names = (r: { leads: { lastName: string }[] }) => r.leads.map((l) => l.lastName);

describe('GET /api/leads (admin)', () => {
  it('is closed without a session, while POST /api/leads stays the public registration', async () => {
    expect((await call(listLeads, '/api/leads')).status).toBe(401);
  });

  it('lists newest first with the table fields and never the serial id or password hash', async () => {
    const res = await call(listLeads, '/api/leads', { cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(names(res.json as never)).toEqual(['Rossi', 'ROSSINI', 'Müller', '@SUM(A1)']);
    expect(res.json.leads[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: 'Mario',
      lastName: 'Rossi',
      email: 'mario.rossi@example.it',
      phone: '+393471110001',
      experience: 'principiante',
      isVerified: true,
      priority: 'medium',
      campaignId: 'FB_AD_01',
      adSource: 'facebook_campaign_1',
      createdAt: '2026-11-21T09:00:00.000Z',
    });
  });

  it.each([
    ['search on names, case-insensitive', { search: 'rOsSi' }, ['Rossi', 'ROSSINI']],
    ['search on email', { search: 'EXAMPLE.DE' }, ['Müller']],
    ['search a phone substring with spaces', { search: '347 222' }, ['ROSSINI']],
    ['status verified', { status: 'verified' }, ['Rossi', 'Müller']],
    ['status pending', { status: 'pending' }, ['ROSSINI', '@SUM(A1)']],
    ['period today (last 24 h)', { period: 'today' }, ['Rossi']],
    ['period week', { period: 'week' }, ['Rossi', 'ROSSINI']],
    ['period month', { period: 'month' }, ['Rossi', 'ROSSINI', 'Müller']],
    ['experience', { experience: 'avanzato' }, ['ROSSINI']],
  ])('filters: %s', async (_label, filters, expected) => {
    const query = {
      status: 'all',
      period: 'all',
      experience: 'all',
      page: 1,
      pageSize: 25,
      ...filters,
    } as never;
    const result = await listLeadsAt(db(), query, NOW);
    expect(names(result)).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it('paginates and caps the page size', async () => {
    const page2 = await call(listLeads, '/api/leads?page=2&pageSize=3', { cookie });
    expect(page2.json).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.json.leads).toHaveLength(1);
    expect((await call(listLeads, '/api/leads?pageSize=1000', { cookie })).status).toBe(400);
  });

  it.each([
    'status=maybe',
    'period=year',
    'experience=guru',
    'page=0',
    'page=abc',
    `search=${'x'.repeat(200)}`,
  ])('refuses ?%s with 400, never a 500', async (qs) => {
    const res = await call(listLeads, `/api/leads?${qs}`, { cookie });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_query');
  });
});

describe('lead detail, priority and notes', () => {
  const idOf = async (email: string) =>
    (await db().lead.findUniqueOrThrow({ where: { email } })).publicId;

  it('shows the detail, and 404 for unknown or malformed ids', async () => {
    const id = await idOf('mario.rossi@example.it');
    const res = await call(leadDetail, `/api/admin/leads/${id}`, {
      cookie,
      params: { leadId: id },
    });
    expect(res.status).toBe(200);
    expect(res.json.lead).toMatchObject({
      id,
      email: 'mario.rossi@example.it',
      notes: [],
      consents: [],
    });
    expect(JSON.stringify(res.json)).not.toMatch(/passwordHash|"id":\d/);
    for (const leadId of ['0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f', 'not-a-uuid', '1']) {
      expect(
        (await call(leadDetail, '/api/admin/leads/x', { cookie, params: { leadId } })).status,
      ).toBe(404);
    }
  });

  it('saves the priority and audits from → to', async () => {
    const id = await idOf('giulia@example.it');
    const res = await call(patchLead, `/api/admin/leads/${id}`, {
      method: 'PATCH',
      cookie,
      params: { leadId: id },
      body: { priority: 'high' },
      headers: ORIGIN,
    });
    expect(res.status).toBe(200);
    expect(res.json.lead.priority).toBe('high');
    expect((await db().lead.findUniqueOrThrow({ where: { publicId: id } })).priority).toBe('high');
    expect(await db().auditLog.findFirst({ where: { action: 'lead.priority' } })).toMatchObject({
      targetId: id,
      details: { from: 'medium', to: 'high' },
      username: 'operatore',
    });
    const bad = await call(patchLead, '/x', {
      method: 'PATCH',
      cookie,
      params: { leadId: id },
      body: { priority: 'urgent' },
      headers: ORIGIN,
    });
    expect(bad.status).toBe(422);
  });

  it('adds a note (audited), refuses a blank one, and shows it in the detail', async () => {
    const id = await idOf('hans@example.de');
    const res = await call(addNote, `/api/leads/${id}/notes`, {
      cookie,
      params: { leadId: id },
      body: { note: '  Richiamare lunedì  ' },
      headers: ORIGIN,
    });
    expect(res.status).toBe(201);
    expect(res.json.note).toMatchObject({ body: 'Richiamare lunedì', author: 'operatore' });
    const blank = await call(addNote, '/x', {
      cookie,
      params: { leadId: id },
      body: { note: '   ' },
      headers: ORIGIN,
    });
    expect(blank.status).toBe(422);
    const detail = await call(leadDetail, '/x', { cookie, params: { leadId: id } });
    expect(detail.json.lead.notes).toHaveLength(1);
    expect(await db().auditLog.count({ where: { action: 'lead.note', targetId: id } })).toBe(1);
  });
});

describe('GET /api/admin/leads/export', () => {
  async function csv(qs = '') {
    const response = await exportLeads(
      new NextRequest(`http://localhost:3000/api/admin/leads/export${qs}`, { headers: { cookie } }),
      {
        params: Promise.resolve({}),
      },
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes, text: bytes.toString('utf8') };
  }

  it('streams every matching lead as CSV with BOM, header and neutralised formulas, and audits it', async () => {
    const { response, bytes, text } = await csv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).trim().split('\n');
    expect(lines[0]).toBe(
      'Nome;Cognome;Email;Telefono;Esperienza;Stato verifica;Data registrazione;Priorità;Campagna;Fonte',
    );
    expect(lines).toHaveLength(5);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")";'@SUM(A1)`);
    expect(text).not.toMatch(/;=|;@|^=/m);
    expect(await db().auditLog.findFirst({ where: { action: 'lead.export' } })).toMatchObject({
      details: expect.objectContaining({ rows: 4 }),
    });
  });

  it('honours the filters and exports thousands of rows in batches', async () => {
    await db().lead.createMany({
      data: Array.from({ length: 2500 }, (_, i) => ({
        firstName: 'Bulk',
        lastName: `Lead${i}`,
        email: `bulk${i}@example.it`,
        phone: `+39348${String(i).padStart(7, '0')}`,
        experience: 'intermedio' as const,
      })),
    });
    const all = await csv();
    expect(all.text.slice(1).trim().split('\n')).toHaveLength(1 + 2504);
    const filtered = await csv('?experience=avanzato');
    expect(filtered.text.slice(1).trim().split('\n')).toHaveLength(2);
    expect((await csv('?status=nope')).response.status).toBe(400);
  });

  it('is closed without a session', async () => {
    const response = await exportLeads(
      new NextRequest('http://localhost:3000/api/admin/leads/export'),
      {
        params: Promise.resolve({}),
      },
    );
    expect(response.status).toBe(401);
  });
});
