/**
 * Settings edited in the back-office: the partner broker and the premium plan's places read
 * with the environment as default, a save validated by the form's schema (nothing stored on a
 * refusal), audited, and followed by revalidatePath of the pages that show the broker; the
 * pages' data, /go/partner and GET /api/offers then give the new values.
 */
import '../support/webhook-env';
import { PARTNER_URL, PREMIUM_CAPACITY } from '../support/offers-env';
import { revalidatePath } from 'next/cache';
import { NextRequest } from 'next/server';
import { GET, PUT } from '@/app/api/admin/settings/route';
import { GET as goPartner } from '@/app/go/partner/route';
import { GET as offers } from '@/app/api/offers/route';
import { partnerBroker, partnerUrl } from '@/lib/server/requests/partner-clicks';
import { partnerLoopbackHttpAllowed } from '@/lib/server/settings/site-settings';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie, steppedUpAdminCookie } from '../support/admin';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));

const db = setupTestDatabase();
const ORIGIN = { origin: 'http://localhost:3000' };
const revalidated = jest.mocked(revalidatePath);
beforeEach(() => revalidated.mockClear());

const ENV_BROKER = {
  name: 'Example Broker Ltd',
  regulator: 'CySEC',
  authorisation: '123/45',
  retailLossPercent: 74,
  url: PARTNER_URL,
};

const FORM = {
  partnerName: '  Nuovo Broker SpA ',
  partnerRegulator: 'CONSOB',
  partnerAuthorisation: '4321',
  partnerRetailLossPercent: '68',
  partnerUrl: 'https://nuovo.example.com/apri?aff=9',
  premiumMonthlyCapacity: '12',
};

const put = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  call(PUT, '/api/admin/settings', {
    method: 'PUT',
    cookie,
    body,
    headers: { ...ORIGIN, ...headers },
  });

describe('GET /api/admin/settings', () => {
  it('gives the environment values while nothing is stored', async () => {
    const res = await call(GET, '/api/admin/settings', { cookie: await adminCookie(db()) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json).toEqual({
      settings: { partnerBroker: ENV_BROKER, premiumMonthlyCapacity: PREMIUM_CAPACITY },
      sources: { partnerBroker: 'env', premiumMonthlyCapacity: 'env' },
    });
    expect(await partnerBroker()).toEqual({
      name: 'Example Broker Ltd',
      regulator: 'CySEC',
      authorisation: '123/45',
      retailLossPercent: 74,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await call(GET, '/api/admin/settings')).status).toBe(401);
    expect(
      (await call(PUT, '/api/admin/settings', { method: 'PUT', body: FORM, headers: ORIGIN }))
        .status,
    ).toBe(401);
    expect(await db().siteSetting.count()).toBe(0);
  });
});

describe('PUT /api/admin/settings', () => {
  it('stores the settings, audits the change and regenerates the pages showing the broker', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const res = await put(cookie, FORM);
    expect(res.status).toBe(200);
    const broker = {
      name: 'Nuovo Broker SpA',
      regulator: 'CONSOB',
      authorisation: '4321',
      retailLossPercent: 68,
      url: 'https://nuovo.example.com/apri?aff=9',
    };
    expect(res.json).toEqual({
      settings: { partnerBroker: broker, premiumMonthlyCapacity: 12 },
      sources: { partnerBroker: 'stored', premiumMonthlyCapacity: 'stored' },
    });
    expect(revalidated.mock.calls.map(([path]) => path).sort()).toEqual([
      '/',
      '/dashboard',
      '/student-dashboard',
    ]);

    const audit = await db().auditLog.findFirst({ where: { action: 'settings.update' } });
    expect(audit).toMatchObject({
      username: 'operatore',
      targetType: 'site_settings',
      details: {
        partnerBroker: { from: ENV_BROKER, to: broker },
        premiumMonthlyCapacity: { from: PREMIUM_CAPACITY, to: 12 },
      },
    });

    // What the pages, the redirect and the public offers read now.
    expect(await partnerBroker()).toEqual({
      name: 'Nuovo Broker SpA',
      regulator: 'CONSOB',
      authorisation: '4321',
      retailLossPercent: 68,
    });
    const go = await call(goPartner, '/go/partner');
    expect(go.status).toBe(302);
    expect(go.headers.get('location')).toBe(broker.url);
    // Without the stored setting it refuses, rather than send the visitor to the env's broker.
    jest.spyOn(db().siteSetting, 'findMany').mockRejectedValueOnce(new Error('database down'));
    const down = await goPartner(new NextRequest('http://localhost:3000/go/partner'));
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect((await call(offers, '/api/offers')).json.premium).toEqual({
      capacity: 12,
      placesLeft: 12,
    });
  });

  it('turns the broker and the figure off with empty fields, and regenerates nothing when only the places change', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const empty = {
      partnerName: '',
      partnerRegulator: '',
      partnerAuthorisation: '',
      partnerRetailLossPercent: '',
      partnerUrl: '',
      premiumMonthlyCapacity: '',
    };
    const off = await put(cookie, empty);
    expect(off.status).toBe(200);
    expect(off.json.settings).toEqual({ partnerBroker: null, premiumMonthlyCapacity: null });
    expect(off.json.sources).toEqual({ partnerBroker: 'stored', premiumMonthlyCapacity: 'stored' });
    expect(await partnerBroker()).toBeNull();
    expect(await partnerUrl(db())).toBeNull(); // /go/partner answers 404
    expect((await call(offers, '/api/offers')).json.premium).toEqual({
      capacity: null,
      placesLeft: null,
    });

    revalidated.mockClear();
    const places = await put(cookie, { ...empty, premiumMonthlyCapacity: '5' });
    expect(places.json.settings.premiumMonthlyCapacity).toBe(5);
    // The places are read by GET /api/offers at request time: no pre-rendered page shows them.
    expect(revalidated).not.toHaveBeenCalled();
    expect(
      (
        await db().auditLog.findMany({
          where: { action: 'settings.update' },
          orderBy: { id: 'asc' },
        })
      ).at(-1)?.details,
    ).toEqual({ premiumMonthlyCapacity: { from: null, to: 5 } });
  });

  it('refuses bad input with 422 and an Italian message per field, storing nothing', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const bad = await put(cookie, {
      ...FORM,
      partnerRetailLossPercent: '101',
      partnerUrl: 'javascript:alert(1)',
      premiumMonthlyCapacity: '0',
    });
    expect(bad.status).toBe(422);
    expect(bad.json.error).toEqual({
      code: 'validation_failed',
      message: 'Alcuni campi non sono validi. Controlla e riprova.',
      fields: {
        partnerRetailLossPercent: 'Valore non valido',
        partnerUrl: expect.stringMatching(/^Inserisci l'indirizzo https:\/\/ completo del broker/),
        premiumMonthlyCapacity: 'Valore non valido',
      },
    });
    const partial = await put(cookie, { ...FORM, partnerRegulator: '', partnerUrl: ' ' });
    expect(partial.status).toBe(422);
    expect(Object.keys(partial.json.error.fields).sort()).toEqual([
      'partnerRegulator',
      'partnerUrl',
    ]);
    expect((await put(cookie, { partnerName: 'Solo nome' })).status).toBe(422);
    expect((await put(cookie, FORM, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await db().siteSetting.count()).toBe(0);
    expect(await db().auditLog.count({ where: { action: 'settings.update' } })).toBe(0);
    expect(revalidated).not.toHaveBeenCalled();
  });
});

describe('the partner URL', () => {
  const IT_MESSAGE =
    /^Inserisci l'indirizzo https:\/\/ completo del broker, senza spazi né caratteri di controllo/;
  const goLocation = async () => {
    const go = await call(goPartner, '/go/partner');
    return { status: go.status, location: go.headers.get('location') };
  };

  it("refuses a URL with a raw CR/LF or other control character, in the request's language, and /go/partner keeps redirecting", async () => {
    const cookie = await steppedUpAdminCookie(db());
    for (const partnerUrl of [
      'https://broker.example.com/apri\r\nSet-Cookie: session=attacker',
      'https://broker.example.com/\napri',
      'https://broker.example.com/a\tb',
      'https://broker.example.com/a b',
      'https://broker.example.com/\u202eapri',
    ]) {
      const res = await put(cookie, { ...FORM, partnerUrl });
      expect(res.status).toBe(422);
      expect(res.json.error.fields).toEqual({ partnerUrl: expect.stringMatching(IT_MESSAGE) });
    }
    const de = await put(
      cookie,
      { ...FORM, partnerUrl: 'https://broker.example.com/\r\nX: y' },
      { 'accept-language': 'de-DE' },
    );
    expect(de.status).toBe(422);
    expect(de.json.error.fields.partnerUrl).toMatch(/^Bitte geben Sie die vollständige https:\/\//);
    expect(await db().siteSetting.count()).toBe(0);
    expect(await goLocation()).toEqual({ status: 302, location: PARTNER_URL });
  });

  it('refuses http, except to a loopback host outside production', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const res = await put(cookie, { ...FORM, partnerUrl: 'http://nuovo.example.com/apri?aff=9' });
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toEqual({ partnerUrl: expect.stringMatching(IT_MESSAGE) });
    expect(await db().siteSetting.count()).toBe(0);

    const loopback = await put(cookie, {
      ...FORM,
      partnerUrl: 'http://127.0.0.1:3199/partner?aff=e2e',
    });
    expect(loopback.status).toBe(200);
    expect(await goLocation()).toEqual({
      status: 302,
      location: 'http://127.0.0.1:3199/partner?aff=e2e',
    });
  });

  it('allows loopback http in production only with ALLOW_INSECURE_PARTNER_BROKER_URL=1', () => {
    expect(partnerLoopbackHttpAllowed({ NODE_ENV: 'test' })).toBe(true);
    expect(partnerLoopbackHttpAllowed({ NODE_ENV: 'production' })).toBe(false);
    expect(
      partnerLoopbackHttpAllowed({
        NODE_ENV: 'production',
        ALLOW_INSECURE_PARTNER_BROKER_URL: '0',
      }),
    ).toBe(false);
    expect(
      partnerLoopbackHttpAllowed({
        NODE_ENV: 'production',
        ALLOW_INSECURE_PARTNER_BROKER_URL: '1',
      }),
    ).toBe(true);
  });

  it('stores the URL as the parser writes it, the form /go/partner sends', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const res = await put(cookie, { ...FORM, partnerUrl: 'HTTPS://Nuovo.Example.COM:443?aff=9' });
    expect(res.status).toBe(200);
    expect(res.json.settings.partnerBroker.url).toBe('https://nuovo.example.com/?aff=9');
    expect(await goLocation()).toEqual({
      status: 302,
      location: 'https://nuovo.example.com/?aff=9',
    });
  });

  it("never answers 500 for a stored URL it would not accept today: the environment's broker is used", async () => {
    const cookie = await steppedUpAdminCookie(db());
    expect((await put(cookie, FORM)).status).toBe(200);
    for (const url of [
      'https://evil.example.com/\r\nSet-Cookie: a=b',
      'http://evil.example.com/',
    ]) {
      const row = await db().siteSetting.findUniqueOrThrow({ where: { key: 'partner_broker' } });
      await db().siteSetting.update({
        where: { key: 'partner_broker' },
        data: { value: { ...(row.value as Record<string, unknown>), url } },
      });
      expect(await goLocation()).toEqual({ status: 302, location: PARTNER_URL });
      expect(await partnerUrl(db())).toBe(PARTNER_URL);
    }
  });
});
