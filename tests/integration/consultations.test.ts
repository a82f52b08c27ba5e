import { POST as register } from '@/app/api/leads/route';
import { POST as verify } from '@/app/api/verify-sms/route';
import { POST as consult } from '@/app/api/consultations/route';
import { CONSULTATION_LIMITS } from '@/lib/server/requests/consultations';
import { setupTestDatabase } from '../support/test-db';
import { captureSms } from '../support/sms';
import { call } from '../support/http';

const db = setupTestDatabase();
const sms = captureSms();

const request = {
  preferredDate: 'prossima-settimana',
  preferredTime: 'sera',
  experience: 'base',
  goals: 'Capire come gestire il rischio sulle prime operazioni',
  questions: 'Quanto tempo serve ogni settimana?',
};

beforeEach(() => db().consultationRequest.deleteMany());

describe('POST /api/consultations', () => {
  it('stores an anonymous request', async () => {
    const res = await call(consult, '/api/consultations', { body: request });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      success: true,
      message: "Ti contatteremo entro 24 ore per confermare l'appuntamento.",
    });
    const rows = await db().consultationRequest.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...request, leadId: null });
  });

  it('links the request to the lead of a verified browser session, not an unverified one', async () => {
    const reg = await call(register, '/api/leads', {
      body: {
        firstName: 'Luca',
        lastName: 'Bianchi',
        email: 'luca@example.it',
        phone: '+39 333 765 4321',
        password: 'segreta1',
        experience: 'base',
        privacyAccepted: true,
      },
    });
    await call(consult, '/api/consultations', { body: request, cookie: reg.cookie });
    // verification gives the browser a new session token (the registration's is revoked)
    const verified = await call(verify, '/api/verify-sms', {
      body: { phone: '+393337654321', code: sms.lastCode('+393337654321') },
      cookie: reg.cookie,
    });
    await call(consult, '/api/consultations', {
      body: { ...request, questions: undefined },
      cookie: verified.cookie,
    });
    const lead = await db().lead.findUniqueOrThrow({ where: { email: 'luca@example.it' } });
    const rows = await db().consultationRequest.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((r) => r.leadId)).toEqual([null, lead.id]);
    expect(rows[1]!.questions).toBeNull();
  });

  it('answers bad input with 422 and the product spec messages per field, storing nothing', async () => {
    const res = await call(consult, '/api/consultations', {
      body: { preferredDate: 'domani', goals: 'breve' },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toMatchObject({
      preferredTime: expect.any(String),
      experience: 'Seleziona il tuo livello di esperienza',
    });
    expect(Object.keys(res.json.error.fields)).toEqual(
      expect.arrayContaining(['preferredDate', 'preferredTime', 'experience', 'goals']),
    );
    expect(await db().consultationRequest.count()).toBe(0);
  });

  it('rejects malformed JSON (400) and oversized bodies (413)', async () => {
    expect((await call(consult, '/api/consultations', { rawBody: '{"goals":' })).status).toBe(400);
    const huge = JSON.stringify({ ...request, questions: 'x'.repeat(70_000) });
    expect((await call(consult, '/api/consultations', { rawBody: huge })).status).toBe(413);
    const long = await call(consult, '/api/consultations', {
      body: { ...request, goals: 'y'.repeat(2001) },
    });
    expect(long.status).toBe(422);
  });

  it(`throttles one IP after ${CONSULTATION_LIMITS.perIpHour} requests an hour, not others`, async () => {
    for (let i = 0; i < CONSULTATION_LIMITS.perIpHour; i++) {
      expect((await call(consult, '/api/consultations', { body: request })).status).toBe(201);
    }
    const blocked = await call(consult, '/api/consultations', { body: request });
    expect(blocked.status).toBe(429);
    const other = await call(consult, '/api/consultations', { body: request, ip: '192.0.2.44' });
    expect(other.status).toBe(201);
  });
});
