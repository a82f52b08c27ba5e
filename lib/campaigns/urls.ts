/**
 * Tracking-URL generation for the campaigns, pre-landers and sales-pages tabs (docs/product.md §3
 * "Generated campaign URL", §9): pure, shared by the admin UI and tests.
 * - Facebook: 50 URLs, ids FB_AD_01…FB_AD_50, sources facebook_campaign_1…50,
 *   `base?cid=ID&source=SOURCE`.
 * - Pre-lander: 50 per variant, ids FB_{variantId}_NN,
 *   `base+path?campaign=ID&utm_source=facebook&utm_medium=cpc&utm_campaign=ID`.
 * - Sales page: 30 per page, ids SP_{id}_NN ({id} without its own SP_ prefix: SP_TRADING_01),
 *   the same query plus `step=2`.
 */
export interface GeneratedUrl {
  id: string;
  name: string;
  url: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `base` without trailing slashes (an empty base gives relative URLs). */
function trimBase(base: string): string {
  return base.trim().replace(/\/+$/, '');
}

/** The 50 Facebook campaign URLs for `base` (docs/product.md §9). */
export function facebookCampaignUrls(base: string, count = 50): GeneratedUrl[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `FB_AD_${two(i + 1)}`;
    const name = `facebook_campaign_${i + 1}`;
    const query = new URLSearchParams({ cid: id, source: name });
    return { id, name, url: `${trimBase(base)}/?${query.toString()}` };
  });
}

function utmUrl(base: string, path: string, id: string, step2: boolean): string {
  const query = new URLSearchParams({
    campaign: id,
    utm_source: 'facebook',
    utm_medium: 'cpc',
    utm_campaign: id,
  });
  if (step2) query.set('step', '2');
  return `${trimBase(base)}${path}?${query.toString()}`;
}

/** The 50 URLs of pre-lander variant `variantId` at `path`. */
export function prelanderUrls(
  base: string,
  variantId: string,
  path: string,
  count = 50,
): GeneratedUrl[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `FB_${variantId}_${two(i + 1)}`;
    return { id, name: `${variantId} #${i + 1}`, url: utmUrl(base, path, id, false) };
  });
}

/** The 30 URLs of sales page `pageId` (e.g. SP_TRADING) at `path` (with step=2). */
export function salesPageUrls(
  base: string,
  pageId: string,
  path: string,
  count = 30,
): GeneratedUrl[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `SP_${pageId.replace(/^SP_/, '')}_${two(i + 1)}`;
    return { id, name: `${pageId} #${i + 1}`, url: utmUrl(base, path, id, true) };
  });
}

/** The preview address of a landing page (docs/product.md §2.14: campaign=PREVIEW). */
export function previewUrl(path: string): string {
  return `${path}?campaign=PREVIEW`;
}

/** The four sales pages of the sales-pages tab (docs/product.md §2.14). */
export const SALES_PAGES = [
  { id: 'SP_TRADING', path: '/guida-trading-base', legacy: false },
  { id: 'SP_CRYPTO', path: '/guida-crypto-principianti', legacy: false },
  { id: 'SP_FINANCIAL', path: '/educazione-finanziaria-italiana', legacy: false },
  { id: 'SP_LEGACY', path: '/ebook-gratis', legacy: true },
] as const;

export type SalesPageId = (typeof SALES_PAGES)[number]['id'];

/** The campaign-id prefix of a landing page's generated URLs (FB_PL_X_ / SP_TRADING_). */
export function campaignPrefix(kind: 'prelander' | 'sales', id: string): string {
  return kind === 'prelander' ? `FB_${id}_` : `SP_${id.replace(/^SP_/, '')}_`;
}
