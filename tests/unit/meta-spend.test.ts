/**
 * The Meta spend import's pure parts: which of our campaign ids a Meta name carries, Meta's
 * spend string as exact cents, the days a run reads, how the rate-limit headers turn into a
 * pause, and which follow-up event each call outcome sends.
 */
import { campaignIdInName, mappedCampaignId } from '@/lib/meta/spend-mapping';
import { spendToCents } from '@/lib/server/channels/meta/ads-insights';
import { graphUsage, isRateLimitCode, pauseAfter } from '@/lib/server/channels/meta/graph-usage';
import { importRange } from '@/lib/server/jobs/meta-spend-import';
import { followUpEventId, followUpEventOf } from '@/lib/meta/events';

describe('campaign ids in Meta names', () => {
  it.each([
    ['FB_AD_07 – Donne 25-45', 'FB_AD_07'],
    ['Video FB_PL_PROFITS_03', 'FB_PL_PROFITS_03'],
    ['SP_TRADING_12', 'SP_TRADING_12'],
    ['Retargeting [newsletter-nov]', 'newsletter-nov'],
    ['[FB_AD_01] but FB_AD_02 too', 'FB_AD_01'],
    ['Brand awareness', null],
    ['xFB_AD_07', null],
    ['FB_AD_07_bis', null],
    ['fb_ad_07', null],
  ])('%s → %s', (name, id) => {
    expect(campaignIdInName(name)).toBe(id);
  });

  it('takes the ad name first, then the ad set, then the campaign', () => {
    expect(
      mappedCampaignId({ adName: 'FB_AD_01', adsetName: 'FB_AD_02', campaignName: 'FB_AD_03' }),
    ).toBe('FB_AD_01');
    expect(
      mappedCampaignId({ adName: 'Video', adsetName: 'FB_AD_02', campaignName: 'FB_AD_03' }),
    ).toBe('FB_AD_02');
    expect(
      mappedCampaignId({ adName: null, adsetName: null, campaignName: 'Lead [FB_AD_03]' }),
    ).toBe('FB_AD_03');
    expect(mappedCampaignId({ campaignName: 'Lead' })).toBeNull();
  });
});

describe('spend as cents', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    ['0.29', 29],
    ['12.345', 1235],
    ['12.344', 1234],
    ['1234567.89', 123456789],
  ])('%s → %d', (spend, cents) => {
    expect(spendToCents(spend)).toBe(cents);
  });
});

describe('the days a run reads (Rome calendar)', () => {
  it('reads the last 7 days, and the whole month on a first run', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(importRange(now, false)).toEqual({ since: '2026-11-14', until: '2026-11-20' });
    expect(importRange(now, true)).toEqual({ since: '2026-11-01', until: '2026-11-20' });
    // Early in a month, a first run still reads 7 days.
    expect(importRange(new Date('2026-12-02T10:00:00Z'), true)).toEqual({
      since: '2026-11-26',
      until: '2026-12-02',
    });
    // 23:30 UTC on 30 November is already 1 December in Rome.
    expect(importRange(new Date('2026-11-30T23:30:00Z'), false).until).toBe('2026-12-01');
  });
});

describe('rate limits', () => {
  const headers = (h: Record<string, unknown>) =>
    new Headers(Object.fromEntries(Object.entries(h).map(([k, v]) => [k, JSON.stringify(v)])));

  it('reads the highest usage and the regain time of every header', () => {
    expect(graphUsage(new Headers())).toEqual({ percent: 0, regainMs: 0 });
    const usage = graphUsage(
      headers({
        'x-business-use-case-usage': {
          '123': [
            {
              type: 'ads_insights',
              call_count: 40,
              total_cputime: 96,
              total_time: 10,
              estimated_time_to_regain_access: 3,
            },
          ],
        },
        'x-ad-account-usage': { acc_id_util_pct: 12.5, reset_time_duration: 30 },
      }),
    );
    expect(usage).toEqual({ percent: 96, regainMs: 180_000 });
    expect(graphUsage(new Headers({ 'x-ad-account-usage': 'not json' }))).toEqual({
      percent: 0,
      regainMs: 0,
    });
  });

  it('pauses from 75 %, waits for the reset from 95 %', () => {
    expect(pauseAfter({ percent: 74, regainMs: 0 })).toBe(0);
    expect(pauseAfter({ percent: 75, regainMs: 0 })).toBe(15_000);
    expect(pauseAfter({ percent: 95, regainMs: 0 })).toBe(60_000);
    expect(pauseAfter({ percent: 100, regainMs: 300_000 })).toBe(300_000);
  });

  it("knows Meta's rate-limit codes", () => {
    expect([4, 17, 32, 613, 80000, 80004, 80014].every(isRateLimitCode)).toBe(true);
    expect([null, 1, 2, 100, 190, 80015].some(isRateLimitCode)).toBe(false);
  });
});

describe('follow-up events of a call outcome', () => {
  it('maps each outcome to its event, once per lead (and product)', () => {
    expect(followUpEventOf('reached')).toEqual({ name: 'Contact' });
    expect(followUpEventOf('qualified')).toEqual({ name: 'QualifiedLead' });
    expect(followUpEventOf('not_interested')).toBeNull();
    expect(followUpEventOf('converted_account')).toEqual({
      name: 'Purchase',
      product: 'education_account',
      valueEur: 250,
    });
    expect(followUpEventOf('converted_premium')).toEqual({
      name: 'Purchase',
      product: 'premium',
      valueEur: 700,
    });
    expect(followUpEventId(followUpEventOf('reached')!, 'L1')).toBe('Contact.L1');
    expect(followUpEventId(followUpEventOf('converted_premium')!, 'L1')).toBe(
      'Purchase.L1.premium',
    );
  });
});
