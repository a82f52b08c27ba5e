/**
 * The operator's call list: consultation and offer requests in one list,
 * newest first, with the lead's contact; filters; the audited status change; the CSV export;
 * the dashboard's "to call" count; the partner-click summary; and the funnel's qualified
 * stage counting offer requests.
 */
import { NextRequest } from 'next/server';
import { GET as listRoute } from '@/app/api/admin/calls/route';
import { PATCH as patchRoute } from '@/app/api/admin/calls/[kind]/[id]/route';
import { GET as exportRoute } from '@/app/api/admin/calls/export/route';
import { GET as clicksRoute } from '@/app/api/admin/partner-clicks/route';
import { callsToCall } from '@/lib/server/admin/calls/list';
import { partnerClickSummary } from '@/lib/server/admin/calls/partner-clicks';
import { dashboardKpis } from '@/lib/server/admin/reports/kpis';
import { funnel } from '@/lib/server/admin/reports/funnel';
import { setupTestDatabase } from '../support/test-db';
import { call, readCsv } from '../support/http';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();
const MIN = 60_000;
const DAY = 86_400_000;
let cookie: string;
/** Requests are dated relative to the real clock: the routes read `new Date()`. */
let now: number;
const ago = (ms: number) => new Date(now - ms);

async function lead(firstName: string, lastName: string, phone: string) {
  return db().lead.create({
    data: {
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.it`,
      phone,
      experience: 'principiante',
      isVerified: true,
      createdAt: ago(30 * DAY),
    },
  });
}

function consultation(leadId: number | null, createdAt: Date, extra: object = {}) {
  return db().consultationRequest.create({
    data: {
      leadId,
      preferredDate: 'questa-settimana',
      preferredTime: 'sera',
      experience: 'base',
      goals: 'Capire come funziona il trading',
      questions: 'Quanto costa?',
      createdAt,
      ...extra,
    },
  });
}

function offer(leadId: number, kind: 'premium' | 'education_de', createdAt: Date, extra = {}) {
  const requestDay = createdAt.toISOString().slice(0, 10);
  return db().offerRequest.create({
    data: { leadId, offer: kind, requestDay, createdAt, ...extra },
  });
}

/** Mario: consultation 2 h ago (new), premium 3 days ago (no answer); an anonymous
 * consultation 1 h ago; Anna: premium 30 min ago; Hans: education 10 days ago (done). */
async function seed() {
  const mario = await lead('Mario', 'Rossi', '+393471110001');
  const anna = await lead('Anna', 'Bianchi', '+393472220002');
  const hans = await lead('Hans', 'Müller', '+4915112345678');
  const c1 = await consultation(mario.id, ago(2 * 60 * MIN));
  const c2 = await consultation(null, ago(60 * MIN), { goals: 'Anonimo', questions: null });
  const o1 = await offer(anna.id, 'premium', ago(30 * MIN));
  const o2 = await offer(hans.id, 'education_de', ago(10 * DAY), { status: 'done' });
  const o3 = await offer(mario.id, 'premium', ago(3 * DAY), { status: 'no_answer' });
  return { mario, anna, hans, c1, c2, o1, o2, o3 };
}

const list = (qs = '') => call(listRoute, `/api/admin/calls${qs}`, { cookie });
const names = (entries: { lead: { firstName: string } | null; kind: string }[]) =>
  entries.map((e) => `${e.kind}:${e.lead?.firstName ?? '-'}`);

beforeEach(async () => {
  now = Date.now();
  cookie = await adminCookie(db());
});

describe('GET /api/admin/calls', () => {
  it('lists both kinds newest first with the contact, consultation details and counts', async () => {
    const s = await seed();
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(names(res.json.entries)).toEqual([
      'premium:Anna',
      'consultation:-',
      'consultation:Mario',
      'premium:Mario',
      'education_de:Hans',
    ]);
    expect(res.json).toMatchObject({
      total: 5,
      page: 1,
      pageSize: 25,
      byStatus: { new: 3, contacted: 0, done: 1, no_answer: 1 },
    });
    expect(res.json.entries[2]).toEqual({
      kind: 'consultation',
      id: s.c1.id,
      lead: {
        id: s.mario.publicId,
        firstName: 'Mario',
        lastName: 'Rossi',
        email: 'mario.rossi@example.it',
        phone: '+393471110001',
        phoneDisplay: '+39 347 111 0001',
      },
      preferredDate: 'questa-settimana',
      preferredTime: 'sera',
      goals: 'Capire come funziona il trading',
      questions: 'Quanto costa?',
      status: 'new',
      statusChangedAt: null,
      outcome: null,
      outcomeChangedAt: null,
      createdAt: s.c1.createdAt.toISOString(),
    });
    expect(res.json.entries[1]).toMatchObject({ lead: null, goals: 'Anonimo', questions: null });
    expect(res.json.entries[0]).toMatchObject({ id: s.o1.id, preferredDate: null, goals: null });
  });

  it('filters by kind, status, period and search, and pages', async () => {
    await seed();
    const cases: [string, string[]][] = [
      ['?kind=consultation', ['consultation:-', 'consultation:Mario']],
      ['?kind=premium', ['premium:Anna', 'premium:Mario']],
      ['?kind=education_de', ['education_de:Hans']],
      ['?status=open', ['premium:Anna', 'consultation:-', 'consultation:Mario', 'premium:Mario']],
      ['?status=no_answer', ['premium:Mario']],
      ['?status=done&kind=premium', []],
      ['?period=today', ['premium:Anna', 'consultation:-', 'consultation:Mario']],
      ['?period=week&kind=premium', ['premium:Anna', 'premium:Mario']],
      ['?q=ROSSI', ['consultation:Mario', 'premium:Mario']],
      ['?q=mario%20rossi', ['consultation:Mario', 'premium:Mario']],
      ['?q=347%20222', ['premium:Anna']],
      ['?q=%25', []],
      ['?q=m%C3%BCller&status=done', ['education_de:Hans']],
    ];
    for (const [qs, expected] of cases) {
      const res = await list(qs);
      expect([qs, res.status, names(res.json.entries)]).toEqual([qs, 200, expected]);
      expect(res.json.total).toBe(expected.length);
    }
    const page2 = await list('?pageSize=2&page=2');
    expect(names(page2.json.entries)).toEqual(['consultation:Mario', 'premium:Mario']);
    expect(page2.json).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    const open = await list('?status=open&kind=premium');
    expect(open.json.byStatus).toEqual({ new: 1, contacted: 0, done: 0, no_answer: 1 });
  });

  it('refuses bad filters with a 400 JSON error', async () => {
    for (const qs of ['?kind=sms', '?status=closed', '?period=year', '?page=0', '?pageSize=500']) {
      const res = await list(qs);
      expect([qs, res.status, res.json.error?.code]).toEqual([qs, 400, 'invalid_query']);
      expect(typeof res.json.error.message).toBe('string');
    }
  });
});

describe('PATCH /api/admin/calls/{kind}/{id}', () => {
  const patch = (kind: string, id: string, body: unknown, withCookie = true) =>
    call(patchRoute, `/api/admin/calls/${kind}/${id}`, {
      method: 'PATCH',
      body,
      params: { kind, id },
      headers: { origin: 'http://localhost:3000' },
      cookie: withCookie ? cookie : undefined,
    });

  it('saves the status with its time and audits from → to on the lead', async () => {
    const s = await seed();
    const before = Date.now();
    const res = await patch('premium', String(s.o1.id), { status: 'contacted' });
    expect(res.status).toBe(200);
    expect(res.json.entry).toMatchObject({ kind: 'premium', id: s.o1.id, status: 'contacted' });
    const at = Date.parse(res.json.entry.statusChangedAt);
    expect(at).toBeGreaterThanOrEqual(before);
    const row = (await list('?kind=premium')).json.entries[0];
    expect(row).toMatchObject({
      status: 'contacted',
      statusChangedAt: res.json.entry.statusChangedAt,
    });
    expect(await db().auditLog.findMany({ where: { action: 'call.status' } })).toEqual([
      expect.objectContaining({
        username: 'operatore',
        targetType: 'lead',
        targetId: s.anna.publicId,
        details: { kind: 'premium', id: s.o1.id, from: 'new', to: 'contacted' },
      }),
    ]);
    expect((await list('?status=open&kind=premium')).json.total).toBe(1);
  });

  it('names the request in the audit of an anonymous consultation', async () => {
    const s = await seed();
    const res = await patch('consultation', String(s.c2.id), { status: 'no_answer' });
    expect(res.status).toBe(200);
    const row = await db().consultationRequest.findUniqueOrThrow({ where: { id: s.c2.id } });
    expect(row).toMatchObject({ status: 'no_answer', statusChangedAt: expect.any(Date) });
    expect(await db().auditLog.findFirst({ where: { action: 'call.status' } })).toMatchObject({
      targetType: 'consultation',
      targetId: String(s.c2.id),
      details: { kind: 'consultation', id: s.c2.id, from: 'new', to: 'no_answer' },
    });
  });

  it('answers 4xx JSON, never 500, to a bad kind, id or status, and changes nothing', async () => {
    const s = await seed();
    const cases: [string, string, unknown, number][] = [
      ['education_de', String(s.o1.id), { status: 'done' }, 404], // a premium request's id
      ['consultation', '999999', { status: 'done' }, 404],
      ['sms', String(s.c1.id), { status: 'done' }, 404],
      ['consultation', 'abc', { status: 'done' }, 404],
      ['consultation', '0', { status: 'done' }, 404],
      ['consultation', '99999999999', { status: 'done' }, 404],
      ['consultation', String(s.c1.id), { status: 'closed' }, 422],
      ['consultation', String(s.c1.id), {}, 422],
    ];
    for (const [kind, id, body, status] of cases) {
      const res = await patch(kind, id, body);
      expect([kind, id, res.status]).toEqual([kind, id, status]);
      expect(res.json.error).toEqual({
        code: expect.any(String),
        message: expect.any(String),
        ...(status === 422 ? { fields: expect.any(Object) } : {}),
      });
    }
    expect(await db().auditLog.count({ where: { action: 'call.status' } })).toBe(0);
    expect((await list('?status=new')).json.total).toBe(3);
  });

  it('is closed without an admin session', async () => {
    const s = await seed();
    const res = await patch('consultation', String(s.c1.id), { status: 'done' }, false);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ error: { code: 'unauthorized' } });
  });
});

describe('admin session', () => {
  it('every call-list route answers 401 without it', async () => {
    for (const [handler, path] of [
      [listRoute, '/api/admin/calls'],
      [exportRoute, '/api/admin/calls/export'],
      [clicksRoute, '/api/admin/partner-clicks'],
    ] as const) {
      const res = await call(handler, path);
      expect([path, res.status, res.json.error?.code]).toEqual([path, 401, 'unauthorized']);
    }
  });
});

describe('GET /api/admin/calls/export', () => {
  async function csv(qs = '') {
    const response = await exportRoute(
      new NextRequest(`http://localhost:3000/api/admin/calls/export${qs}`, {
        headers: { cookie },
      }),
      { params: Promise.resolve({}) },
    );
    return { response, ...(await readCsv(response)) };
  }

  it('streams a CSV with BOM, header and one line per entry, newest first, audited', async () => {
    await seed();
    const { response, bytes, lines } = await csv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="chiamate-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(
      'Data richiesta;Tipo;Stato;Stato modificato il;Esito;Esito registrato il;Nome;Cognome;Email;Telefono;Data preferita;Orario preferito;Obiettivi;Domande',
    );
    const cells = (l: string) => l.split(';');
    expect(lines.slice(1).map((l) => [...cells(l).slice(1, 4), cells(l)[6]].join(';'))).toEqual([
      'Piano Premium;Nuovo;;Anna',
      'Consulenza;Nuovo;;',
      'Consulenza;Nuovo;;Mario',
      'Piano Premium;Nessuna risposta;;Mario',
      'Conto formazione (DE);Completato;;Hans',
    ]);
    expect(lines[3]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2};Consulenza;Nuovo;;;;Mario;Rossi;mario\.rossi@example\.it;'\+393471110001;Questa settimana;Sera \(18-21\);Capire come funziona il trading;Quanto costa\?$/,
    );
    expect(await db().auditLog.findFirst({ where: { action: 'call.export' } })).toMatchObject({
      username: 'operatore',
      details: { kind: 'all', status: 'all', period: 'all', rows: 5 },
    });
  });

  it('names the outcome saved and when, from the database', async () => {
    const { o2 } = await seed();
    await db().offerRequest.update({
      where: { id: o2.id },
      data: { outcome: 'converted_account', outcomeChangedAt: new Date('2026-11-21T16:40:00Z') },
    });
    const { lines } = await csv('?kind=education_de');
    expect(lines[1]).toContain(
      ';Conto formazione (DE);Completato;;Convertito: conto formazione (250 €);2026-11-21 17:40;Hans;',
    );
  });

  it('applies the filters, and refuses bad ones', async () => {
    await seed();
    const { lines } = await csv('?kind=premium&status=open&q=rossi');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';Piano Premium;Nessuna risposta;;;;Mario;Rossi;');
    const bad = await csv('?status=closed');
    expect(bad.response.status).toBe(400);
    expect(JSON.parse(bad.text).error.code).toBe('invalid_query');
  });

  it('exports every entry of a large list read in batches, ties at one instant included', async () => {
    const at = ago(5 * MIN);
    await db().consultationRequest.createMany({
      data: Array.from({ length: 2100 }, (_, i) => ({
        preferredDate: 'flessibile',
        preferredTime: 'mattina',
        experience: 'base',
        goals: `=Obiettivo ${i}`,
        createdAt: at,
      })),
    });
    const { lines } = await csv('?kind=consultation');
    expect(lines).toHaveLength(1 + 2100);
    const goals = lines.slice(1).map((l) => l.split(';')[12]);
    expect(new Set(goals).size).toBe(2100);
    expect(goals[0]).toBe("'=Obiettivo 2099"); // highest id first; formula neutralised
    expect(goals[2099]).toBe("'=Obiettivo 0");
    // Both kinds at the same instant: premium (the greater kind) first, each once.
    const anna = await lead('Anna', 'Bianchi', '+393472220002');
    await db().offerRequest.createMany({
      data: Array.from({ length: 1100 }, (_, i) => ({
        leadId: anna.id,
        offer: 'premium',
        requestDay: `day-${i}`,
        createdAt: at,
      })),
    });
    const both = await csv();
    expect(both.lines).toHaveLength(1 + 3200);
    expect(new Set(both.lines).size).toBe(1 + 3200 - 1099); // 1,100 identical premium lines
    const kinds = both.lines.slice(1).map((l) => l.split(';')[1]);
    expect(kinds.lastIndexOf('Piano Premium')).toBe(1099);
    expect(kinds.indexOf('Consulenza')).toBe(1100);
  });
});

describe('counts', () => {
  const NOW = new Date('2026-11-21T10:00:00Z'); // 11:00 in Rome

  it('callsToCall counts open entries (new, no answer) up to now, also on the dashboard', async () => {
    const mario = await lead('Mario', 'Rossi', '+393471110001');
    await consultation(mario.id, new Date('2026-11-20T09:00:00Z'));
    await consultation(null, new Date('2026-10-01T09:00:00Z'), { status: 'no_answer' });
    await consultation(null, new Date('2026-11-21T09:00:00Z'), { status: 'contacted' });
    await offer(mario.id, 'premium', new Date('2026-11-21T09:30:00Z'));
    await offer(mario.id, 'education_de', new Date('2026-11-19T09:30:00Z'), { status: 'done' });
    await offer(mario.id, 'premium', new Date('2026-11-22T09:30:00Z')); // after now
    expect(await callsToCall(db(), NOW)).toBe(3);
    expect((await dashboardKpis(db(), NOW)).callsToCall).toBe(3);
  });

  it("summarises partner clicks: today in Rome, 30 Rome days, the newest 20 with the lead's name", async () => {
    const anna = await lead('Anna', 'Bianchi', '+393472220002');
    const click = (at: string, leadId: number | null = null, campaignId: string | null = null) =>
      db().partnerClick.create({ data: { createdAt: new Date(at), leadId, campaignId } });
    await click('2026-11-20T23:30:00Z', anna.id, 'FB_AD_01'); // 00:30 on the 21st in Rome
    await click('2026-11-20T22:30:00Z'); // 23:30 on the 20th in Rome
    await click('2026-10-22T22:00:00Z'); // midnight of 23 October in Rome: first of the 30 days
    await click('2026-10-22T21:59:00Z'); // the day before: out
    await click('2026-11-21T10:30:00Z'); // after now
    for (let i = 0; i < 20; i++) await click(`2026-09-0${1 + (i % 9)}T08:00:00Z`);
    const summary = await partnerClickSummary(db(), NOW);
    expect(summary).toMatchObject({ today: 1, last30Days: 3 });
    expect(summary.recent).toHaveLength(20);
    expect(summary.recent[0]).toEqual({
      at: '2026-11-20T23:30:00.000Z',
      // The name only, for every role: the card shows no contact.
      lead: { id: anna.publicId, firstName: 'Anna', lastName: 'Bianchi' },
      campaignId: 'FB_AD_01',
    });
    expect(summary.recent[1]).toEqual({
      at: '2026-11-20T22:30:00.000Z',
      lead: null,
      campaignId: null,
    });

    const res = await call(clicksRoute, '/api/admin/partner-clicks', { cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ today: expect.any(Number), recent: expect.any(Array) });
  });

  it('counts a verified lead with an offer request as qualified in the funnel', async () => {
    const mario = await lead('Mario', 'Rossi', '+393471110001');
    const anna = await lead('Anna', 'Bianchi', '+393472220002');
    await lead('Hans', 'Müller', '+4915112345678');
    await consultation(mario.id, ago(DAY));
    // Anna asked only about paid offers (twice): qualified once; Hans asked nothing.
    await offer(anna.id, 'premium', ago(DAY));
    await offer(anna.id, 'education_de', ago(DAY));
    const report = await funnel(db(), 'all', undefined, new Date(now));
    expect(report.stages.find((st) => st.stage === 'qualified')?.count).toBe(2);
  });
});
