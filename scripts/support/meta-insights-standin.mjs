/**
 * The Marketing API insights part of the Meta stand-in (scripts/meta-graph-standin.mjs):
 * `GET /{version}/act_{id}/insights?level=campaign|adset|ad&time_increment=1&time_range=
 * {"since","until"}&fields=…&limit=&after=` answers daily rows of its ad-level data summed to
 * the level asked, in pages with `paging.next` (a cursor on this host), and the rate-limit
 * headers Meta sends (`x-business-use-case-usage`, `x-ad-account-usage`).
 *
 * Its data: a demo account over the last 35 days (three campaigns; one has no campaign id of
 * ours in its names, so its spend shows as unmapped), or rows set by
 * `PUT /insights {"rows": [{date, campaign_id, campaign_name, adset_id, adset_name, ad_id,
 * ad_name, spend, impressions, clicks}], "pageSize"?: n, "currency"?: "EUR"}` (ad level; spend
 * a decimal string). Modes (PUT /mode): `busy` reports 80 % usage on every answer, `throttled`
 * refuses the next two requests with Meta's error 80000 and a regain time of one minute, then
 * answers again. `GET /insights-requests` lists the requests received.
 */

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of `ms` (UTC). */
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** The demo account: ad-level rows for the 35 days up to `now`. */
export function demoRows(now = Date.now()) {
  const ads = [
    [
      '120210000000000001',
      'Lead Italia',
      '120210000000000101',
      'Donne 25-45',
      '120210000000001001',
      'FB_AD_01 video',
      1850,
    ],
    [
      '120210000000000001',
      'Lead Italia',
      '120210000000000101',
      'Donne 25-45',
      '120210000000001002',
      'FB_AD_02 carosello',
      1240,
    ],
    [
      '120210000000000001',
      'Lead Italia',
      '120210000000000102',
      'Uomini 25-45',
      '120210000000001003',
      'FB_AD_03 immagine',
      990,
    ],
    [
      '120210000000000002',
      'Retargeting [FB_PL_PROFITS_01]',
      '120210000000000201',
      'Visitatori 30 giorni',
      '120210000000002001',
      'Testimonianza',
      640,
    ],
    [
      '120210000000000003',
      'Brand awareness',
      '120210000000000301',
      'Italia',
      '120210000000003001',
      'Logo',
      420,
    ],
  ];
  const rows = [];
  for (let d = 34; d >= 0; d -= 1) {
    const date = isoDay(now - d * DAY_MS);
    ads.forEach(([campaignId, campaignName, adsetId, adsetName, adId, adName, base], i) => {
      const cents = Math.round(base * (1 + (((d * 7 + i * 3) % 5) - 2) / 10));
      rows.push({
        date,
        campaign_id: campaignId,
        campaign_name: campaignName,
        adset_id: adsetId,
        adset_name: adsetName,
        ad_id: adId,
        ad_name: adName,
        spend: (cents / 100).toFixed(2),
        impressions: String(cents * 3),
        clicks: String(Math.round(cents / 40)),
      });
    });
  }
  return rows;
}

const LEVEL_KEYS = {
  campaign: ['campaign_id', 'campaign_name'],
  adset: ['campaign_id', 'campaign_name', 'adset_id', 'adset_name'],
  ad: ['campaign_id', 'campaign_name', 'adset_id', 'adset_name', 'ad_id', 'ad_name'],
};

/** `rows` summed to `level` per day within [since, until], in a stable order. */
function summed(rows, level, since, until, currency) {
  const keys = LEVEL_KEYS[level];
  const byKey = new Map();
  for (const r of rows) {
    if (r.date < since || r.date > until) continue;
    const key = [r.date, ...keys.map((k) => r[k])].join('|');
    const row = byKey.get(key) ?? {
      ...Object.fromEntries(keys.map((k) => [k, r[k]])),
      cents: 0,
      impressions: 0,
      clicks: 0,
      date_start: r.date,
      date_stop: r.date,
    };
    row.cents += Math.round(Number(r.spend) * 100);
    row.impressions += Number(r.impressions);
    row.clicks += Number(r.clicks);
    byKey.set(key, row);
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, { cents, impressions, clicks, ...row }]) => ({
      ...row,
      spend: (cents / 100).toFixed(2),
      impressions: String(impressions),
      clicks: String(clicks),
      account_currency: currency,
    }));
}

const graphError = (message, code, extra = {}) => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: 'standin', ...extra },
});

/** The insights side's state and its answer to one GET. */
export function createInsights() {
  const state = { rows: demoRows(), pageSize: null, currency: 'EUR', throttleLeft: 0, calls: 0 };
  const requests = [];

  /** PUT /insights: replaces the data (and page size, currency). */
  function setData(body) {
    state.rows = Array.isArray(body?.rows) ? body.rows : demoRows();
    state.pageSize = Number.isInteger(body?.pageSize) ? body.pageSize : null;
    state.currency = typeof body?.currency === 'string' ? body.currency : 'EUR';
    state.calls = 0;
  }

  /** Mode changes that concern insights: `throttled` refuses the next two requests. */
  function onMode(mode) {
    state.throttleLeft = mode === 'throttled' ? 2 : 0;
  }

  /** `[status, body, headers]` for GET `url` (a URL) in `mode`, with `authorization`. */
  function answer(url, mode, authorization, origin) {
    state.calls += 1;
    requests.push({ at: new Date().toISOString(), query: Object.fromEntries(url.searchParams) });
    const usage = (percent, regainMinutes = 0) => ({
      'x-business-use-case-usage': JSON.stringify({
        1234567890: [
          {
            type: 'ads_insights',
            call_count: percent,
            total_cputime: Math.round(percent / 2),
            total_time: Math.round(percent / 2),
            estimated_time_to_regain_access: regainMinutes,
          },
        ],
      }),
      'x-ad-account-usage': JSON.stringify({ acc_id_util_pct: percent, reset_time_duration: 0 }),
    });
    if (mode === 'down')
      return [503, graphError('Service temporarily unavailable', 2, { is_transient: true }), {}];
    const token = authorization?.replace(/^Bearer /, '') || url.searchParams.get('access_token');
    if (mode === 'token' || !token)
      return [400, graphError('Error validating access token: Session has expired', 190), {}];
    if (state.throttleLeft > 0) {
      state.throttleLeft -= 1;
      return [
        400,
        graphError('(#80000) There have been too many calls from this ad-account.', 80000, {
          error_subcode: 2446079,
        }),
        usage(100, 1),
      ];
    }
    const level = url.searchParams.get('level') ?? 'campaign';
    if (!LEVEL_KEYS[level])
      return [400, graphError('(#100) level must be campaign, adset or ad', 100), {}];
    if (url.searchParams.get('time_increment') !== '1')
      return [400, graphError('(#100) this stand-in serves time_increment=1 only', 100), {}];
    let range;
    try {
      range = JSON.parse(url.searchParams.get('time_range') ?? '');
    } catch {
      range = null;
    }
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(range?.since ?? '') ||
      !/^\d{4}-\d{2}-\d{2}$/.test(range?.until ?? '')
    )
      return [400, graphError('(#100) time_range must be {"since","until"}', 100), {}];
    const all = summed(state.rows, level, range.since, range.until, state.currency);
    const asked = Number(url.searchParams.get('limit') ?? 25);
    const limit = Math.max(1, Math.min(asked, state.pageSize ?? asked));
    const offset = Number(
      Buffer.from(url.searchParams.get('after') ?? '', 'base64url').toString() || 0,
    );
    const data = all.slice(offset, offset + limit);
    const paging = { cursors: { before: Buffer.from(String(offset)).toString('base64url') } };
    if (offset + limit < all.length) {
      const after = Buffer.from(String(offset + limit)).toString('base64url');
      paging.cursors.after = after;
      const next = new URL(url.pathname, origin);
      for (const [k, v] of url.searchParams)
        if (k !== 'after' && k !== 'access_token') next.searchParams.set(k, v);
      next.searchParams.set('after', after);
      paging.next = next.toString();
    }
    const percent = mode === 'busy' ? 80 : Math.min(60, state.calls * 2);
    return [200, { data, paging }, usage(percent)];
  }

  return { answer, setData, onMode, requests };
}
