/**
 * The Conversions API's pure parts: Meta's documented normalisation and hashing of customer
 * information, the fbc built from a click id, the event id the pixel shares with the server,
 * and how Meta's answers become delivery outcomes.
 */
import { metaEventId } from '@/lib/meta/events';
import { trackPixelEvent } from '@/lib/browser/pixel';
import {
  browserIdOrNull,
  fbcFromClickId,
  metaUserData,
  normalizeEmail,
  normalizeName,
  normalizePhoneDigits,
  sha256,
} from '@/lib/server/tracking/meta-user-data';
import { metaOutcome, metaRequestBody } from '@/lib/server/channels/meta/conversions-api';

describe("Meta's customer information normalisation", () => {
  it("hashes Meta's documented email sample to its documented SHA-256", () => {
    // Meta's example: "Person@Example.com" is sent as the hash of "person@example.com".
    expect(normalizeEmail('  Person@Example.com ')).toBe('person@example.com');
    expect(sha256(normalizeEmail('Person@Example.com'))).toBe(
      '542d240129883c019e106e3b1b2d3f3cb3537c43c425364de8e951d5a3083345',
    );
  });

  it("hashes Meta's documented phone sample (digits only, country code included)", () => {
    expect(normalizePhoneDigits('+44 844 412 4653')).toBe('448444124653');
    expect(sha256('448444124653')).toBe(
      'dc008fda46e2e64002cf2f82a4906236282d431c4f75e5b60bfe79fc48546383',
    );
  });

  it('reads an Italian number in any common form as the same digits', () => {
    for (const input of ['+39 347 123 4567', '0039 347 123 4567', '347-123-4567', '+393471234567'])
      expect(normalizePhoneDigits(input)).toBe('393471234567');
    expect(normalizePhoneDigits('12')).toBeNull();
  });

  it('lower-cases and trims names, keeping accents', () => {
    expect(normalizeName('  Giulia ')).toBe('giulia');
    expect(normalizeName('Nicolò')).toBe('nicolò');
  });

  it('builds user_data: contact hashed, country from the phone, browser data in clear', () => {
    const data = metaUserData({
      email: ' Giulia.Rossi@Example.IT ',
      phone: '+39 347 123 4567',
      firstName: 'Giulia',
      lastName: ' Rossi',
      ip: '93.40.17.250',
      userAgent: 'Mozilla/5.0',
      fbp: 'fb.1.1764000000000.1234567890',
      fbc: 'fb.1.1764000000000.IwAR0abc',
    });
    expect(data).toEqual({
      em: [sha256('giulia.rossi@example.it')],
      ph: [sha256('393471234567')],
      fn: [sha256('giulia')],
      ln: [sha256('rossi')],
      country: [sha256('it')],
      client_ip_address: '93.40.17.250',
      client_user_agent: 'Mozilla/5.0',
      fbp: 'fb.1.1764000000000.1234567890',
      fbc: 'fb.1.1764000000000.IwAR0abc',
    });
    expect(sha256('it')).toBe('2ad8a7049d7c5511ac254f5f51fe70a046ebd884729056f0fe57f5160d467153');
  });

  it('leaves out what it does not know', () => {
    expect(metaUserData({ ip: '203.0.113.7', userAgent: null })).toEqual({
      client_ip_address: '203.0.113.7',
    });
  });

  it('builds fbc from a click id as fb.1.<ms>.<fbclid>, the click id untouched', () => {
    const at = new Date('2026-11-25T10:00:00.000Z');
    expect(fbcFromClickId('IwAR2xYz_Ab-9', at)).toBe(`fb.1.${at.getTime()}.IwAR2xYz_Ab-9`);
  });

  it('accepts only well-formed _fbp/_fbc cookie values', () => {
    expect(browserIdOrNull('fb.1.1764000000000.1234567890')).toBe('fb.1.1764000000000.1234567890');
    expect(browserIdOrNull('fb.1.x.1')).toBeNull();
    expect(browserIdOrNull('<script>')).toBeNull();
    expect(browserIdOrNull(undefined)).toBeNull();
  });
});

describe('the event id the pixel and the server share', () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('is passed to fbq as eventID, equal to the server event_id of the same action', () => {
    const fbq = jest.fn();
    (globalThis as { window?: unknown }).window = { fbq };
    const leadId = '9b2f7c1e-6a9f-4c59-9a55-1a2b3c4d5e6f';
    trackPixelEvent('Lead', undefined, metaEventId('Lead', leadId));
    expect(fbq).toHaveBeenCalledWith('track', 'Lead', {}, { eventID: `Lead.${leadId}` });
    expect(metaEventId('CompleteRegistration', leadId)).not.toBe(metaEventId('Lead', leadId));
  });
});

describe("Meta's answers", () => {
  it('records events_received and the trace id of a success', () => {
    expect(metaOutcome(200, '{"events_received":1,"messages":[],"fbtrace_id":"AbC"}')).toEqual({
      ok: true,
      statusCode: 200,
      responseSnippet: 'events_received=1 fbtrace_id=AbC',
      error: null,
    });
  });

  it('fails at once on a permanent error, keeping Meta code and message', () => {
    const outcome = metaOutcome(
      400,
      '{"error":{"message":"Invalid OAuth access token.","type":"OAuthException","code":190}}',
    );
    expect(outcome).toMatchObject({
      ok: false,
      statusCode: 400,
      error: 'Meta error 190: Invalid OAuth access token.',
      final: 'failed',
    });
  });

  it('retries a 5xx, a 429 and an error Meta marks transient', () => {
    expect(metaOutcome(503, 'down').final).toBeUndefined();
    expect(metaOutcome(429, '{}').final).toBeUndefined();
    const transient = metaOutcome(400, '{"error":{"message":"x","code":2,"is_transient":true}}');
    expect(transient.final).toBeUndefined();
  });

  it('sends the token in the body with the test code, never in the address', () => {
    const config = {
      url: 'http://127.0.0.1:4100/v24.0/123456789012345/events',
      pixelId: '123456789012345',
      accessToken: 'token-token-token-token',
      testEventCode: 'TEST123',
    };
    expect(JSON.parse(metaRequestBody(config, { event_name: 'Lead' }))).toEqual({
      data: [{ event_name: 'Lead' }],
      test_event_code: 'TEST123',
      access_token: 'token-token-token-token',
    });
    expect(config.url).not.toContain('token');
  });
});
