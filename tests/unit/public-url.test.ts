/**
 * The address a third party or a log receives (lib/site/public-url.ts): origin, path and the
 * campaign parameters only, so a lead's phone or email in an old link goes nowhere.
 */
import { isPublicParam, publicUrl } from '@/lib/site/public-url';

describe('publicUrl', () => {
  it('drops the phone of an old verification link and keeps the campaign parameters', () => {
    expect(
      publicUrl(
        'https://accademia.example/verify-sms?phone=%2B393471234567&redirect=%2Fstudent-dashboard&campaign=FB_AD_01&source=facebook',
      ),
    ).toBe('https://accademia.example/verify-sms?campaign=FB_AD_01&source=facebook');
  });

  it('keeps every utm_*, fbclid, cid and step, in their order', () => {
    expect(
      publicUrl(
        'http://localhost:3000/guida-trading-base?utm_source=facebook&email=a%40b.it&utm_medium=cpc&utm_campaign=SP_TRADING_01&utm_content=23851234567890123&utm_term=x&utm_id=9&fbclid=IwAR0x_y&cid=FB_AD_07&step=2',
      ),
    ).toBe(
      'http://localhost:3000/guida-trading-base?utm_source=facebook&utm_medium=cpc&utm_campaign=SP_TRADING_01&utm_content=23851234567890123&utm_term=x&utm_id=9&fbclid=IwAR0x_y&cid=FB_AD_07&step=2',
    );
  });

  it('drops the fragment, credentials and unknown parameters, whatever their case', () => {
    expect(
      publicUrl('https://user:secret@site.example/grazie?leadId=7&Phone=%2B39347&SOURCE=x#tel'),
    ).toBe('https://site.example/grazie');
  });

  it('keeps only the first of a repeated parameter', () => {
    expect(publicUrl('https://site.example/?source=a&source=b')).toBe(
      'https://site.example/?source=a',
    );
  });

  it('keeps a relative address relative, or resolves it against a base', () => {
    expect(publicUrl('/verify-sms?phone=+393471234567&sent=0&campaign=X')).toBe(
      '/verify-sms?campaign=X',
    );
    expect(publicUrl('/verify-sms?phone=+393471234567', 'https://site.example')).toBe(
      'https://site.example/verify-sms',
    );
  });

  it('gives null for what is not an http(s) address', () => {
    expect(publicUrl('not a url')).toBeNull();
    expect(publicUrl('javascript:alert(1)')).toBeNull();
    expect(publicUrl('//evil.example/x')).toBeNull();
  });

  it('never lets a phone or an email through, encoded or not', () => {
    const urls = [
      'https://s.example/verify-sms?phone=+393471234567',
      'https://s.example/x?email=giulia.rossi%40example.it&tel=3471234567',
      'https://s.example/x?redirect=%2Fy%3Fphone%3D393471234567',
    ];
    for (const url of urls) expect(publicUrl(url)).not.toMatch(/3471234567|giulia|%40|@/);
  });
});

describe('isPublicParam', () => {
  it.each(['utm_source', 'utm_custom_1', 'fbclid', 'campaign', 'cid', 'source', 'step'])(
    'allows %s',
    (name) => expect(isPublicParam(name)).toBe(true),
  );
  it.each(['phone', 'email', 'redirect', 'leadId', 'utm_', 'UTM_SOURCE', 'sent', 'token'])(
    'refuses %s',
    (name) => expect(isPublicParam(name)).toBe(false),
  );
});
