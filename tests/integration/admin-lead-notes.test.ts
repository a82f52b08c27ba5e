/**
 * POST /api/leads/{id}/notes (docs/product.md §7): an operator's note on a lead,
 * trimmed, 1..2000 characters, audited, shown newest first in the detail.
 */
import { POST as addNote } from '@/app/api/leads/[leadId]/notes/route';
import { GET as leadDetail } from '@/app/api/admin/leads/[leadId]/route';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();
const ORIGIN = { origin: 'http://localhost:3000' };
let cookie: string;
let id: string;

beforeEach(async () => {
  cookie = await adminCookie(db());
  const lead = await db().lead.create({
    data: {
      firstName: 'Hans',
      lastName: 'Müller',
      email: 'hans@example.de',
      phone: '+4915112345678',
      experience: 'intermedio',
    },
  });
  id = lead.publicId;
});

const post = (body: unknown, opts: { cookie?: string; leadId?: string } = { cookie: '' }) =>
  call(addNote, `/api/leads/${opts.leadId ?? id}/notes`, {
    cookie: opts.cookie === undefined ? cookie : opts.cookie || cookie,
    params: { leadId: opts.leadId ?? id },
    body,
    headers: ORIGIN,
  });

describe('POST /api/leads/{id}/notes', () => {
  it('is closed without a session and saves nothing', async () => {
    const res = await call(addNote, `/api/leads/${id}/notes`, {
      params: { leadId: id },
      body: { note: 'Ciao' },
      headers: ORIGIN,
    });
    expect(res.status).toBe(401);
    expect(await db().leadNote.count()).toBe(0);
  });

  it('saves a trimmed note with its author, audits it, and the detail shows it', async () => {
    const res = await post({ note: '  Richiamare lunedì  ' });
    expect(res.status).toBe(201);
    expect(res.json.note).toEqual({
      id: expect.any(Number),
      body: 'Richiamare lunedì',
      author: 'operatore',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await db().auditLog.findFirst({ where: { action: 'lead.note' } })).toMatchObject({
      targetType: 'lead',
      targetId: id,
      username: 'operatore',
    });
    await post({ note: 'Seconda nota' });
    const detail = await call(leadDetail, '/x', { cookie, params: { leadId: id } });
    expect(detail.json.lead.notes.map((n: { body: string }) => n.body)).toEqual([
      'Seconda nota',
      'Richiamare lunedì',
    ]);
  });

  it('accepts 2000 characters and refuses blank, too long or missing notes with 422', async () => {
    expect((await post({ note: 'x'.repeat(2000) })).status).toBe(201);
    for (const body of [
      { note: '' },
      { note: '   \n ' },
      { note: 'x'.repeat(2001) },
      {},
      { note: 5 },
    ]) {
      const res = await post(body);
      expect(res.status).toBe(422);
      expect(res.json.error).toEqual({
        code: 'validation_failed',
        message: 'Alcuni campi non sono validi. Controlla e riprova.',
        fields: { note: 'Valore non valido' },
      });
    }
    expect(await db().leadNote.count()).toBe(1);
    expect(await db().auditLog.count({ where: { action: 'lead.note' } })).toBe(1);
  });

  it('answers 404 for unknown or malformed lead ids and 4xx for a broken body', async () => {
    expect(
      (await post({ note: 'x' }, { leadId: '0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f' })).status,
    ).toBe(404);
    expect((await post({ note: 'x' }, { leadId: '12' })).status).toBe(404);
    const raw = await call(addNote, '/x', {
      cookie,
      params: { leadId: id },
      rawBody: '{"note":',
      headers: ORIGIN,
    });
    expect(raw.status).toBeGreaterThanOrEqual(400);
    expect(raw.status).toBeLessThan(500);
    expect(await db().leadNote.count()).toBe(0);
  });

  it('refuses a cross-site request', async () => {
    const res = await call(addNote, '/x', {
      cookie,
      params: { leadId: id },
      body: { note: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});
