/**
 * The texts of the offers' islands (messages `offers.request.*`, `offers.premium.*`), read where
 * the translator is (server, tests) and handed over as props: the islands load no use-intl
 * (docs/benchmarks.md "Page weight"). The places left, known only in the browser, stay a
 * plural template (lib/i18n/island-copy.ts).
 */
import { pluralText, type IslandTranslator, type PluralText } from '@/lib/i18n/island-copy';
import { textList } from '@/lib/i18n/message-lists';
import { PREMIUM_PLAN_EUR_PER_YEAR } from '@/lib/offers';

/** The "request information" button's texts (./offer-request.tsx). */
export interface OfferRequestCopy {
  button: string;
  sending: string;
  unauthorized: string;
  home: string;
  failed: string;
}

/** The premium plan card's texts (./premium-plan-card.tsx). */
export interface PremiumCopy {
  badge: string;
  title: string;
  price: string;
  text: string;
  featuresTitle: string;
  features: string[];
  note: string;
  /** "N places of {capacity} left this month", by the count `{left}`. */
  places: PluralText;
  soldOut: string;
  loading: string;
  loadError: string;
  request: OfferRequestCopy;
}

/** The request button's copy from a translator of the whole catalogue. */
export function offerRequestCopy(t: IslandTranslator): OfferRequestCopy {
  const r = (key: keyof OfferRequestCopy) => t(`offers.request.${key}`);
  return {
    button: r('button'),
    sending: r('sending'),
    unauthorized: r('unauthorized'),
    home: r('home'),
    failed: r('failed'),
  };
}

/** The premium card's copy from a translator of the whole catalogue. */
export function premiumCopy(t: IslandTranslator): PremiumCopy {
  const p = (key: string) => t(`offers.premium.${key}`);
  return {
    badge: p('badge'),
    title: p('title'),
    price: t('offers.premium.price', { amount: PREMIUM_PLAN_EUR_PER_YEAR }),
    text: p('text'),
    featuresTitle: p('featuresTitle'),
    features: textList(t, 'offers.premium.features'),
    note: p('note'),
    places: pluralText(t, 'offers.premium.places', 'left', { capacity: '{capacity}' }),
    soldOut: p('soldOut'),
    loading: p('loading'),
    loadError: p('loadError'),
    request: offerRequestCopy(t),
  };
}
