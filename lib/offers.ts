/**
 * The follow-up offers shown to leads (docs/product.md §1, §9) and the operator's call
 * list: kinds, statuses and the fixed terms. No server imports: shared by the pages, the
 * back-office and the server modules.
 *
 * What is deliberately absent: docs/product.md §9's partner "welcome bonus 500 euro", "up to 1500 euro
 * in bonuses", "50 commission-free trades" and "loss protection up to 1000 euro". ESMA's
 * product-intervention decision on CFDs (Decision (EU) 2018/796, art. 2(e): no monetary or
 * non-monetary benefits to retail clients for trading CFDs), made permanent in Italy by CONSOB
 * (delibera n. 21047 of 2019) and in Germany by BaFin (Allgemeinverfügung of 23 July 2019 under
 * Art. 42 MiFIR), forbids offering them. Do not add them back, in code or in messages/
 * (tests/unit/offers-lawful.test.ts fails on "bonus" in the offers' messages).
 */

/** Paid offers a lead can ask about: the premium plan and the German education account. */
export const OFFER_KINDS = ['premium', 'education_de'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** What the call list holds: consultation requests (docs/product.md §2.7) and offer requests. */
export const CALL_KINDS = ['consultation', ...OFFER_KINDS] as const;
export type CallKind = (typeof CALL_KINDS)[number];

/** The status the operator sets on a call-list entry; `new` until the first change. */
export const CALL_STATUSES = ['new', 'contacted', 'done', 'no_answer'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/**
 * What a call came to, recorded by the caller on a call-list entry: the lead was reached,
 * qualified (worth a follow-up), not interested, or converted to the German education account
 * (250 €) or to the premium plan. Each but `not_interested` is reported to Meta as a follow-up
 * Conversions API event (lib/meta/events.ts FOLLOW_UP_EVENTS).
 */
export const CALL_OUTCOMES = [
  'reached',
  'qualified',
  'not_interested',
  'converted_account',
  'converted_premium',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** Premium plan price, euro per year (docs/product.md §9). */
export const PREMIUM_PLAN_EUR_PER_YEAR = 700;
/** Optional German education account, euro (docs/product.md §1, §2.11, §9). */
export const EDUCATION_ACCOUNT_EUR = 250;
/** Partner broker offer terms kept from docs/product.md §9 (the lawful ones). */
export const PARTNER_MIN_DEPOSIT_EUR = 250;
export const PARTNER_ACTIVATION_HOURS = 48;
/** What the operator commits to for German leads (docs/product.md §2.11, worded as a commitment). */
export const GERMAN_SMS_LINK_MINUTES = 5;
export const GERMAN_CALL_MINUTES = 30;

export { PARTNER_REDIRECT_PATH } from './partner-redirect';

/**
 * The partner broker as the operator configured it (env PARTNER_BROKER_*), without its URL:
 * pages link to PARTNER_REDIRECT_PATH, never to the broker directly.
 */
export interface PartnerBroker {
  name: string;
  /** Supervisor, e.g. CONSOB, BaFin, CySEC. */
  regulator: string;
  /** Authorisation number at that supervisor. */
  authorisation: string;
  /** The broker's own share of retail CFD accounts that lose money, percent (1-100). */
  retailLossPercent: number;
}

/** Places of the premium plan this month: null capacity means none configured (no figure). */
export interface PremiumAvailability {
  capacity: number | null;
  placesLeft: number | null;
}
