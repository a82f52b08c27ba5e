import {
  facebookCampaignUrls,
  prelanderUrls,
  previewUrl,
  salesPageUrls,
} from '@/lib/campaigns/urls';

describe('campaign URL rules (docs/product.md §3, §9)', () => {
  it('generates the 50 Facebook URLs FB_AD_01…50 with cid and source', () => {
    const urls = facebookCampaignUrls('https://example.it/');
    expect(urls).toHaveLength(50);
    expect(urls[0]).toEqual({
      id: 'FB_AD_01',
      name: 'facebook_campaign_1',
      url: 'https://example.it/?cid=FB_AD_01&source=facebook_campaign_1',
    });
    expect(urls[49]!.id).toBe('FB_AD_50');
    expect(new Set(urls.map((u) => u.id)).size).toBe(50);
  });

  it('generates 50 pre-lander URLs with UTM tags and 30 sales-page URLs with step=2', () => {
    const pl = prelanderUrls('https://example.it', 'PL_TRADING_NEW', '/trading-educativo');
    expect(pl).toHaveLength(50);
    expect(pl[2]!.url).toBe(
      'https://example.it/trading-educativo?campaign=FB_PL_TRADING_NEW_03&utm_source=facebook&utm_medium=cpc&utm_campaign=FB_PL_TRADING_NEW_03',
    );
    const sp = salesPageUrls('https://example.it', 'SP_TRADING', '/guida-trading-base');
    expect(sp).toHaveLength(30);
    expect(sp[29]!.id).toBe('SP_TRADING_30');
    expect(new URL(sp[0]!.url).searchParams.get('step')).toBe('2');
    expect(previewUrl('/prelander')).toBe('/prelander?campaign=PREVIEW');
  });
});
