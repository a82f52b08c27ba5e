/**
 * The six ebooks of the library (docs/product.md §3 "Ebook catalogue"). Figures and keys only;
 * titles, authors, descriptions, topics, categories and levels are translated under
 * `ebooks.*` in messages.
 * No page count or reading time here: those are read from the guide served
 * (lib/catalog/guide-facts.ts), so a page never claims more than the PDF holds.
 */
import type { EbookQuery } from '@/lib/campaigns/campaign';

export const EBOOK_CATEGORIES = [
  'beginners',
  'advanced',
  'psychology',
  'riskManagement',
  'forex',
  'crypto',
] as const;
export type EbookCategory = (typeof EBOOK_CATEGORIES)[number];

export type EbookLevel = 'beginner' | 'intermediate' | 'advanced';

/**
 * Who wrote an ebook: one of the platform's own teams (the about page's "Il team"), named
 * under `ebooks.authors.<key>`. No invented person is named as an author (docs/decisions.md §5).
 */
export type EbookAuthor = 'teaching' | 'markets' | 'editorial';

export interface Ebook {
  /** Stable id; also the message key under `ebooks.items`. */
  id: EbookId;
  /** The author (docs/product.md §3), a key under `ebooks.authors`. */
  author: EbookAuthor;
  category: EbookCategory;
  level: EbookLevel;
  /** Keys under `ebooks.items.<id>.topics`. */
  topics: readonly string[];
}

export type EbookId =
  | 'tradingBasics'
  | 'technicalAnalysis'
  | 'tradingPsychology'
  | 'riskManagement'
  | 'forexGuide'
  | 'cryptoBasics';

export const EBOOKS: readonly Ebook[] = [
  {
    id: 'tradingBasics',
    author: 'teaching',
    category: 'beginners',
    level: 'beginner',
    topics: ['markets', 'orders', 'platform'],
  },
  {
    id: 'technicalAnalysis',
    author: 'markets',
    category: 'advanced',
    level: 'advanced',
    topics: ['trends', 'indicators', 'patterns'],
  },
  {
    id: 'tradingPsychology',
    author: 'teaching',
    category: 'psychology',
    level: 'intermediate',
    topics: ['biases', 'discipline', 'journal'],
  },
  {
    id: 'riskManagement',
    author: 'editorial',
    category: 'riskManagement',
    level: 'intermediate',
    topics: ['positionSize', 'stopLoss', 'riskReward'],
  },
  {
    id: 'forexGuide',
    author: 'markets',
    category: 'forex',
    level: 'intermediate',
    topics: ['pairs', 'sessions', 'calendar'],
  },
  {
    id: 'cryptoBasics',
    author: 'editorial',
    category: 'crypto',
    level: 'beginner',
    topics: ['blockchain', 'wallets', 'volatility'],
  },
];

/** The ebook a campaign's `?ebook=` value points to in the student area. */
export const EBOOK_FOR_QUERY: Record<EbookQuery, EbookId> = {
  crypto: 'cryptoBasics',
  trading: 'tradingBasics',
  financial: 'riskManagement',
};
