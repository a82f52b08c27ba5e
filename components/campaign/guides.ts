/**
 * The campaign and sales pages (docs/product.md §2.10 table, admin sales-pages tab): message key,
 * the guide delivered, colour theme, campaign label and post-verification destination.
 */
import type { CampaignTheme } from '@/components/forms/form-themes';
import type { EbookId } from '@/lib/catalog/ebooks';

/** One guide landing page. */
export interface GuideConfig {
  /** Route of the page. */
  path: string;
  /** Key under `campaigns.*` or `salesPages.*` in messages. */
  key: string;
  /**
   * The catalogue guide the page's leads get (lib/catalog/ebooks.ts); the badge shows the page
   * count of its PDF as served (lib/catalog/guide-facts.ts), never a fixed figure.
   */
  guide: EbookId;
  theme: CampaignTheme;
  campaign: string;
  redirect: string;
}

/** Campaign landing pages (docs/product.md §2.10). */
export const CAMPAIGN_GUIDES = {
  cryptoGuide: {
    path: '/guida-crypto-educativa',
    key: 'cryptoGuide',
    guide: 'cryptoBasics',
    theme: 'blue',
    campaign: 'CRYPTO_EDUCATION_GUIDE',
    redirect: '/student-dashboard',
  },
  tradingSignals: {
    path: '/segnali-trading-educazione',
    key: 'tradingSignals',
    guide: 'tradingBasics',
    theme: 'green',
    campaign: 'TRADING_SIGNALS_EDUCATION',
    redirect: '/student-dashboard',
  },
  marketAnalysis: {
    path: '/analisi-mercati-educazione',
    key: 'marketAnalysis',
    guide: 'technicalAnalysis',
    theme: 'purple',
    campaign: 'MARKET_ANALYSIS_EDUCATION',
    redirect: '/student-dashboard',
  },
  germanCrypto: {
    path: '/krypto-leitfaden-deutsch',
    key: 'germanCrypto',
    guide: 'cryptoBasics',
    theme: 'teal',
    campaign: 'GERMAN_CRYPTO_EDUCATION',
    redirect: '/willkommen-deutsch',
  },
} as const satisfies Record<string, GuideConfig>;

/** Sales pages with an embedded form (docs/product.md §2.10, §2.14 sales-pages tab). */
export const SALES_GUIDES = {
  tradingBase: {
    path: '/guida-trading-base',
    key: 'tradingBase',
    guide: 'tradingBasics',
    theme: 'orange',
    campaign: 'SP_TRADING',
    redirect: '/student-dashboard',
  },
  cryptoBeginners: {
    path: '/guida-crypto-principianti',
    key: 'cryptoBeginners',
    guide: 'cryptoBasics',
    theme: 'teal',
    campaign: 'SP_CRYPTO',
    redirect: '/student-dashboard',
  },
  financialEducation: {
    path: '/educazione-finanziaria-italiana',
    key: 'financialEducation',
    guide: 'riskManagement',
    theme: 'green',
    campaign: 'SP_FINANCIAL',
    redirect: '/student-dashboard',
  },
  freeEbook: {
    path: '/ebook-gratis',
    key: 'freeEbook',
    guide: 'technicalAnalysis',
    theme: 'blue',
    campaign: 'SP_LEGACY',
    redirect: '/student-dashboard',
  },
} as const satisfies Record<string, GuideConfig>;

export type CampaignGuideKey = keyof typeof CAMPAIGN_GUIDES;
export type SalesGuideKey = keyof typeof SALES_GUIDES;

/** Message namespace of a campaign page or of a sales page. */
export type GuideNamespace =
  | `campaigns.${(typeof CAMPAIGN_GUIDES)[CampaignGuideKey]['key']}`
  | `salesPages.${(typeof SALES_GUIDES)[SalesGuideKey]['key']}`;

/** id of the form card every scroll-to-form button points at. */
export const FORM_ANCHOR = 'modulo-guida';
