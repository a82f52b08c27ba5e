/**
 * The eight pre-lander variants (docs/product.md §2.10, ids of the §2.14 prelanders tab) and the
 * rule for their buttons' target address. Pure and shared by pages, islands and the API.
 */

import type { EbookId } from '@/lib/catalog/ebooks';
export const PRELANDER_VARIANT_IDS = [
  'PL_TRADING_NEW',
  'PL_CRYPTO_NEW',
  'PL_FINANCIAL_NEW',
  'PL_TRADING_LEGACY',
  'PL_STRATEGIES',
  'PL_CRYPTO_LEGACY',
  'PL_INVEST',
  'PL_PROFITS',
] as const;

export type PrelanderVariantId = (typeof PRELANDER_VARIANT_IDS)[number];

/** Which copy a variant shows (messages under `prelanders.<content>`). */
export type PrelanderContent =
  'trading' | 'crypto' | 'financial' | 'secrets' | 'cryptoGuide' | 'invest';

export interface PrelanderVariant {
  id: PrelanderVariantId;
  path: string;
  content: PrelanderContent;
  /** The sales page the button leads to; also where the form continues after verification. */
  target: string;
  /** `campaign` of the button and the form when the visitor's address has none. */
  defaultCampaign: string;
  /** `source` sent to the target page. */
  source: string;
  /** `step` sent to the target page, or null when the button sends none. */
  step: number | null;
  /**
   * Length of docs/product.md's countdown in seconds (null: the page has none). Only a suggestion
   * for the offer length the admin stores: the page counts to the stored offer end.
   */
  countdownSeconds: number | null;
  /**
   * The catalogue guide the variant promotes (the one its leads get: lib/catalog/ebooks.ts
   * EBOOK_FOR_QUERY), if any; its page count is read from the guide served.
   */
  guide: EbookId | null;
  /**
   * The hero's scroll-to-form button (docs/product.md §2.10 gives one to the three new pre-landers);
   * every variant carries the form, registering for `defaultCampaign` and continuing to
   * `target` after SMS verification.
   */
  scrollToForm: boolean;
  /** Claimed list value of the guide in euro (fixed copy, docs/product.md §9), if the page claims one. */
  claimedValueEuro: number | null;
}

const secrets = (id: PrelanderVariantId, path: string): PrelanderVariant => ({
  id,
  path,
  content: 'secrets',
  target: '/guida-trading-base',
  defaultCampaign: 'PRELANDER_DIRECT',
  source: 'prelander',
  step: null,
  countdownSeconds: 3600,
  guide: 'tradingBasics',
  scrollToForm: false,
  claimedValueEuro: null,
});

export const PRELANDER_VARIANTS: Readonly<Record<PrelanderVariantId, PrelanderVariant>> = {
  PL_TRADING_NEW: {
    id: 'PL_TRADING_NEW',
    path: '/trading-educativo',
    content: 'trading',
    target: '/guida-trading-base',
    defaultCampaign: 'TRADING_BASICS',
    source: 'trading-prelander',
    step: 2,
    countdownSeconds: null,
    guide: 'tradingBasics',
    scrollToForm: true,
    claimedValueEuro: null,
  },
  PL_CRYPTO_NEW: {
    id: 'PL_CRYPTO_NEW',
    path: '/crypto-educazione',
    content: 'crypto',
    target: '/guida-crypto-principianti',
    defaultCampaign: 'CRYPTO_EDUCATION',
    source: 'crypto-prelander',
    step: 2,
    countdownSeconds: null,
    guide: 'cryptoBasics',
    scrollToForm: true,
    claimedValueEuro: null,
  },
  PL_FINANCIAL_NEW: {
    id: 'PL_FINANCIAL_NEW',
    path: '/finanza-personale',
    content: 'financial',
    target: '/educazione-finanziaria-italiana',
    defaultCampaign: 'FINANCIAL_EDUCATION',
    source: 'financial-prelander',
    step: 2,
    countdownSeconds: null,
    guide: 'riskManagement',
    scrollToForm: true,
    claimedValueEuro: null,
  },
  PL_TRADING_LEGACY: secrets('PL_TRADING_LEGACY', '/trading-segreti'),
  PL_STRATEGIES: secrets('PL_STRATEGIES', '/strategie-italiane'),
  PL_CRYPTO_LEGACY: {
    id: 'PL_CRYPTO_LEGACY',
    path: '/crypto-guida',
    content: 'cryptoGuide',
    target: '/guida-crypto-principianti',
    defaultCampaign: 'CRYPTO_DIRECT',
    source: 'crypto-prelander',
    step: 2,
    countdownSeconds: 7200,
    guide: 'cryptoBasics',
    scrollToForm: false,
    claimedValueEuro: 197,
  },
  PL_INVEST: {
    id: 'PL_INVEST',
    path: '/investimenti-primi-passi',
    content: 'invest',
    target: '/educazione-finanziaria-italiana',
    defaultCampaign: 'INVESTMENT_DIRECT',
    source: 'investment-prelander',
    step: 2,
    countdownSeconds: 5400,
    guide: 'riskManagement',
    scrollToForm: false,
    claimedValueEuro: 247,
  },
  PL_PROFITS: secrets('PL_PROFITS', '/prelander'),
};

/** True when `value` names one of the eight variants. */
export function isPrelanderVariantId(value: unknown): value is PrelanderVariantId {
  return typeof value === 'string' && (PRELANDER_VARIANT_IDS as readonly string[]).includes(value);
}

export { prelanderTargetUrl, type QueryReader } from './prelander-target';
