/**
 * GET /api/admin/leads/export (docs/product.md §9 columns): every matching lead as a
 * streamed CSV with BOM and Italian headers, formulas neutralised, filters honoured, audited.
 */
import { GET as exportLeads } from '@/app/api/admin/leads/export/route';
import { NextRequest } from 'next/server';
import { leadCsvStream } from '@/lib/server/admin/leads/export';
import { leadFiltersSchema } from '@/lib/contracts/admin/leads';
import { setupTestDatabase } from '../support/test-db';
import { adminCookie } from '../support/admin';
import { readCsv } from '../support/http';

const db = setupTestDatabase();
let cookie: string;

const HEADER =
  'Nome;Cognome;Email;Telefono;Esperienza;Stato verifica;Data registrazione;Priorità;Campagna;Fonte';

beforeEach(async () => {
  cookie = await adminCookie(db());
  await db().lead.createMany({
    data: [
      {
        firstName: 'Mario',
        lastName: 'Rossi',
        email: 'mario.rossi@example.it',
        phone: '+393471110001',
        experience: 'principiante',
        isVerified: true,
        priority: 'high',
        createdAt: new Date('2026-11-21T09:00:00Z'),
        campaignId: 'FB_AD_01',
        adSource: 'facebook_campaign_1',
      },
      {
        firstName: '=HYPERLINK("http://evil")',
        lastName: '@SUM(A1)',
        email: 'evil@example.it',
        phone: '+393473330003',
        experience: 'avanzato',
        campaignId: '-2+3',
        adSource: '\tcmd',
        createdAt: new Date('2026-10-01T09:00:00Z'),
      },
    ],
  });
});

async function csv(qs = '', withCookie = true) {
  const response = await exportLeads(
    new NextRequest(`http://localhost:3000/api/admin/leads/export${qs}`, {
      headers: withCookie ? { cookie } : {},
    }),
    { params: Promise.resolve({}) },
  );
  return { response, ...(await readCsv(response)) };
}

/** `count` leads 'Bulk Lead<i>' of `experience`, one a minute from 2026-01-01. */
function bulkLeads(count: number, experience: 'base' | 'intermedio') {
  return db().lead.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      firstName: 'Bulk',
      lastName: `Lead${i}`,
      email: `bulk${i}@example.it`,
      phone: `+39348${String(i).padStart(7, '0')}`,
      experience,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    })),
  });
}

describe('GET /api/admin/leads/export', () => {
  it('is closed without a session and audits nothing', async () => {
    const { response } = await csv('', false);
    expect(response.status).toBe(401);
    expect(await db().auditLog.count({ where: { action: 'lead.export' } })).toBe(0);
  });

  it('streams a CSV download with BOM, Italian header and one line per lead', async () => {
    const { response, bytes, lines } = await csv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Newest registration first (descending id); dates in Rome time; phones as text ('+…).
    expect(lines).toEqual([
      HEADER,
      expect.stringContaining(';In attesa;2026-10-01 11:00;Media;'),
      "Mario;Rossi;mario.rossi@example.it;'+393471110001;Principiante;Verificato;2026-11-21 10:00;Alta;FB_AD_01;facebook_campaign_1",
    ]);
  });

  it('neutralises cells that a spreadsheet would run as formulas', async () => {
    const { lines } = await csv('?experience=avanzato');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""http://evil"")";'@SUM(A1);evil@example.it;'+393473330003;Avanzato;In attesa;2026-10-01 11:00;Media;'-2+3;'\tcmd`,
    );
  });

  it('honours the filters, audits them with the row count, and refuses bad ones', async () => {
    const { lines } = await csv('?status=verified&search=ROSSI');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Mario;Rossi;/);
    expect(await db().auditLog.findFirst({ where: { action: 'lead.export' } })).toMatchObject({
      username: 'operatore',
      details: expect.objectContaining({ status: 'verified', search: 'ROSSI', rows: 1 }),
    });
    const bad = await csv('?status=nope');
    expect(bad.response.status).toBe(400);
    expect(JSON.parse(bad.text).error.code).toBe('invalid_query');
  });

  it('exports every row of a large result, read in batches', async () => {
    await bulkLeads(2500, 'intermedio');
    const all = await csv();
    expect(all.lines).toHaveLength(1 + 2502);
    const bulk = all.lines.filter((l) => l.startsWith('Bulk;'));
    expect(new Set(bulk).size).toBe(2500);
    const filtered = await csv('?experience=intermedio');
    expect(filtered.lines).toHaveLength(1 + 2500);
    expect(filtered.lines[1]).toMatch(/^Bulk;Lead2499;/);
    expect(filtered.lines[2500]).toMatch(/^Bulk;Lead0;/);
  });

  it('sends a batch of rows per chunk, not a chunk per row (a spreadsheet of 100,000 rows took 23 s that way)', async () => {
    await bulkLeads(2500, 'base');
    const stream = leadCsvStream(db(), leadFiltersSchema.parse({}), new Date());
    const reader = stream.getReader();
    let chunks = 0;
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      if (part.value.byteLength) chunks += 1;
    }
    // The header, then three batches of at most 1,000 rows.
    expect(chunks).toBeLessThanOrEqual(4);
  });
});
