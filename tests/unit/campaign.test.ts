import {
  ebookFor,
  phoneFromQuery,
  parseEbookQuery,
  readAttribution,
  safeRedirect,
  studentDashboardPath,
  verifySmsUrl,
} from '@/lib/campaigns/campaign';

describe('readAttribution', () => {
  it('defaults to no campaign and the direct source', () => {
    expect(readAttribution(new URLSearchParams(''))).toEqual({
      campaignId: null,
      adSource: 'direct',
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmContent: null,
      utmTerm: null,
      fbclid: null,
    });
  });

  it('reads cid and source', () => {
    const a = readAttribution(new URLSearchParams('cid=FB_AD_07&source=facebook_campaign_7'));
    expect(a.campaignId).toBe('FB_AD_07');
    expect(a.adSource).toBe('facebook_campaign_7');
  });

  it('falls back to campaign and ad, preferring cid and source', () => {
    expect(readAttribution(new URLSearchParams('campaign=X&ad=y')).campaignId).toBe('X');
    expect(readAttribution(new URLSearchParams('campaign=X&ad=y')).adSource).toBe('y');
    expect(readAttribution(new URLSearchParams('cid=A&campaign=B&source=s&ad=t'))).toMatchObject({
      campaignId: 'A',
      adSource: 's',
    });
  });

  it('treats blank values as absent', () => {
    const a = readAttribution(new URLSearchParams('cid=%20&source='));
    expect(a.campaignId).toBeNull();
    expect(a.adSource).toBe('direct');
  });

  it('reads the UTM tags and fbclid', () => {
    const a = readAttribution(
      new URLSearchParams(
        'utm_source=facebook&utm_medium=cpc&utm_campaign=spring&utm_content=v2&utm_term=forex&fbclid=IwAR1',
      ),
    );
    expect(a).toMatchObject({
      utmSource: 'facebook',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      utmContent: 'v2',
      utmTerm: 'forex',
      fbclid: 'IwAR1',
    });
  });
});

describe('ebookFor', () => {
  it.each([
    ['/crypto-educazione', null, 'crypto'],
    ['/', 'CRYPTO_DIRECT', 'crypto'],
    ['/trading-educativo', null, 'trading'],
    ['/', 'TRADING_BASICS', 'trading'],
    ['/educazione-finanziaria-italiana', null, 'financial'],
    ['/', 'FINANCIAL_EDUCATION', 'financial'],
    ['/', 'FB_AD_01', null],
    ['/', null, null],
    ['/about', 'PRELANDER_DIRECT', null],
  ] as const)('path %s with campaign %s gives %s', (path, campaign, expected) => {
    expect(ebookFor(path, campaign)).toBe(expected);
  });

  it('checks crypto before trading before financial', () => {
    expect(ebookFor('/trading-segreti', 'CRYPTO_X')).toBe('crypto');
    expect(ebookFor('/finanza', 'TRADING_FINANCIAL')).toBe('trading');
  });

  it('matches only the spellings the rule names', () => {
    expect(ebookFor('/', 'Crypto')).toBeNull();
  });
});

describe('studentDashboardPath and parseEbookQuery', () => {
  it('adds ?ebook= only when there is one', () => {
    expect(studentDashboardPath('crypto')).toBe('/student-dashboard?ebook=crypto');
    expect(studentDashboardPath(null)).toBe('/student-dashboard');
  });

  it('accepts only the three ebook values', () => {
    expect(parseEbookQuery('financial')).toBe('financial');
    expect(parseEbookQuery('CRYPTO')).toBeNull();
    expect(parseEbookQuery(null)).toBeNull();
  });
});

describe('safeRedirect', () => {
  it.each(['/student-dashboard', '/student-dashboard?ebook=crypto', '/willkommen-deutsch#top'])(
    'keeps the same-site path %s',
    (value) => expect(safeRedirect(value, '/x')).toBe(value),
  );

  it.each([
    null,
    undefined,
    '',
    'student-dashboard',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('refuses %p', (value) => expect(safeRedirect(value, '/fallback')).toBe('/fallback'));
});

describe('verifySmsUrl', () => {
  it('encodes the redirect and carries campaign and source, never a phone', () => {
    expect(
      verifySmsUrl({
        redirect: '/student-dashboard?ebook=crypto',
        campaignId: 'CRYPTO_DIRECT',
        adSource: 'facebook',
        smsSent: true,
      }),
    ).toBe(
      `/verify-sms?redirect=${encodeURIComponent(
        '/student-dashboard?ebook=crypto',
      )}&campaign=CRYPTO_DIRECT&source=facebook`,
    );
  });

  it('omits a missing campaign and flags an unsent SMS', () => {
    const url = new URL(
      verifySmsUrl({
        redirect: '/student-dashboard',
        campaignId: null,
        adSource: 'direct',
        smsSent: false,
      }),
      'http://localhost',
    );
    expect(url.searchParams.has('campaign')).toBe(false);
    expect(url.searchParams.get('source')).toBe('direct');
    expect(url.searchParams.get('sent')).toBe('0');
    expect(url.searchParams.has('phone')).toBe(false);
  });
});

describe('phoneFromQuery', () => {
  it("restores a '+' decoded as a space and trims", () => {
    expect(phoneFromQuery(new URLSearchParams('phone=+393331234567').get('phone'))).toBe(
      '+393331234567',
    );
    expect(phoneFromQuery(' +49 151 234 ')).toBe('+49 151 234');
    expect(phoneFromQuery(null)).toBe('');
  });
});
