import {
  campaignLanguage,
  campaignRedirect,
  campaignVerifyUrl,
  currentCampaign,
} from '@/lib/campaigns/target';

describe('campaign form rules (docs/product.md §2.3b, §4)', () => {
  it('is German when the label contains GERMAN or DEUTSCH', () => {
    expect(campaignLanguage('GERMAN_CRYPTO_EDUCATION')).toBe('de');
    expect(campaignLanguage('FB_DEUTSCH_01')).toBe('de');
    expect(campaignLanguage('CRYPTO_EDUCATION_GUIDE')).toBe('it');
  });

  it('prefers the address campaign, then cid, then the label', () => {
    expect(currentCampaign(new URLSearchParams('campaign=A&cid=B'), 'L')).toBe('A');
    expect(currentCampaign(new URLSearchParams('cid=B'), 'L')).toBe('B');
    expect(currentCampaign(new URLSearchParams('campaign=%20'), 'L')).toBe('L');
  });

  it('sends German campaigns to /willkommen-deutsch and refuses foreign redirects', () => {
    expect(campaignRedirect('GERMAN_X', '/student-dashboard')).toBe('/willkommen-deutsch');
    expect(campaignRedirect('SP_TRADING', '//evil.example')).toBe('/student-dashboard');
    expect(campaignRedirect('SP_TRADING', '/guida-trading-base')).toBe('/guida-trading-base');
  });

  it('builds the verification address with redirect, campaign, source and sent=0, never a phone', () => {
    expect(
      campaignVerifyUrl({
        smsSent: false,
        campaign: 'SP_LEGACY',
        redirectPath: '/student-dashboard',
        params: new URLSearchParams('cid=SP_SP_LEGACY_04'),
      }),
    ).toBe(
      '/verify-sms?redirect=%2Fstudent-dashboard&campaign=SP_SP_LEGACY_04&source=sp_legacy-prelander&sent=0',
    );
  });
});
