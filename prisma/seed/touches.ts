/**
 * Where the demo sessions come from, built with the app's own URL rules (docs/product.md §9,
 * lib/campaigns/urls.ts, lib/campaigns/prelanders.ts): Facebook ads FB_AD_NN on the home page (FB_AD_41…
 * on the German guide), pre-lander variants FB_{variant}_NN with utm_*, sales pages
 * SP_{page}_NN with step=2, and organic/direct visits. Each source has a weight (its share of
 * sessions) and a conversion rate (share of its sessions that register).
 */
import {
  facebookCampaignUrls,
  prelanderUrls,
  SALES_PAGES,
  salesPageUrls,
} from '@/lib/campaigns/urls';
import {
  prelanderTargetUrl,
  PRELANDER_VARIANTS,
  PRELANDER_VARIANT_IDS,
} from '@/lib/campaigns/prelanders';
import type { Random } from './prng';

export interface Touch {
  /** First page of the session: path and query, as the tracker receives it. */
  url: string;
  referrer: string;
  /** German page and visitors (locale de). */
  german: boolean;
  /** Share of sessions of this source that register. */
  conversion: number;
  /** A later page of the same visit, when the source leads on (pre-lander button). */
  next: string | null;
}

const FACEBOOK_REFERRERS = [
  'https://l.facebook.com/',
  'https://lm.facebook.com/',
  'https://www.instagram.com/',
];
const ORGANIC_PAGES = [
  '/',
  '/guida-trading',
  '/forex-trading',
  '/broker-comparison',
  '/about',
  '/guida-crypto-educativa',
  '/segnali-trading-educazione',
  '/analisi-mercati-educazione',
];

/** Relative URLs: the generators take a base, '' gives path and query only. */
const ads = facebookCampaignUrls('', 50);

/** The weighted list of session sources. */
export function sessionSources(random: Random): { value: () => Touch; weight: number }[] {
  const facebook = ads.slice(0, 12).map((ad, i) => ({
    weight: 14 - i,
    value: (): Touch => ({
      url: `${ad.url}${random.chance(0.6) ? `&fbclid=IwAR${random.int(1e8, 9e8)}` : ''}`,
      referrer: random.pick(FACEBOOK_REFERRERS),
      german: false,
      conversion: 0.14,
      next: null,
    }),
  }));
  const german = ads.slice(40, 43).map((ad, i) => ({
    weight: 5 - i,
    value: (): Touch => ({
      url: ad.url.replace(/^\/\?/, '/krypto-leitfaden-deutsch?'),
      referrer: random.pick(FACEBOOK_REFERRERS),
      german: true,
      conversion: 0.12,
      next: null,
    }),
  }));
  const prelanders = PRELANDER_VARIANT_IDS.map((id, v) => {
    const variant = PRELANDER_VARIANTS[id];
    const urls = prelanderUrls('', id, variant.path, 4);
    return {
      weight: 9 - v,
      value: (): Touch => {
        const url = random.pick(urls).url;
        const query = new URL(url, 'http://demo.invalid').searchParams;
        return {
          url,
          referrer: random.pick(FACEBOOK_REFERRERS),
          german: false,
          conversion: 0.1,
          // The button keeps the campaign and UTM tags and adds the variant's source.
          next: prelanderTargetUrl(variant, query),
        };
      },
    };
  });
  const sales = SALES_PAGES.filter((p) => !p.legacy).map((page) => ({
    weight: 3,
    value: (): Touch => ({
      url: random.pick(salesPageUrls('', page.id, page.path, 3)).url,
      referrer: random.pick(FACEBOOK_REFERRERS),
      german: false,
      conversion: 0.12,
      next: null,
    }),
  }));
  const organic = {
    weight: 32,
    value: (): Touch => ({
      url: random.pick(ORGANIC_PAGES),
      referrer: random.chance(0.55)
        ? 'Direct'
        : random.pick([
            'https://www.google.it/',
            'https://www.bing.com/',
            'https://duckduckgo.com/',
          ]),
      german: false,
      conversion: 0.045,
      next: null,
    }),
  };
  return [...facebook, ...german, ...prelanders, ...sales, organic];
}
