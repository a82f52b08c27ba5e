/**
 * The six ebooks of the library (SPEC.md §3 "Ebook catalogue"). Figures and keys only;
 * titles, authors, descriptions, topics, categories and levels are translated under
 * `ebooks.*` in messages.
 * Ratings and download counts are fixed marketing copy (DESIGN.md §5).
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
 * under `ebooks.authors.<key>`. No invented person is named as an author (DESIGN.md §5).
 */
export type EbookAuthor = 'teaching' | 'markets' | 'editorial';

export interface Ebook {
  /** Stable id; also the message key under `ebooks.items`. */
  id: EbookId;
  /** The author (SPEC.md §3), a key under `ebooks.authors`. */
  author: EbookAuthor;
  pages: number;
  category: EbookCategory;
  level: EbookLevel;
  /** Reading time in minutes. */
  readTime: number;
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
    pages: 86,
    category: 'beginners',
    level: 'beginner',
    readTime: 150,
    topics: ['markets', 'orders', 'platform'],
  },
  {
    id: 'technicalAnalysis',
    author: 'markets',
    pages: 124,
    category: 'advanced',
    level: 'advanced',
    readTime: 240,
    topics: ['trends', 'indicators', 'patterns'],
  },
  {
    id: 'tradingPsychology',
    author: 'teaching',
    pages: 64,
    category: 'psychology',
    level: 'intermediate',
    readTime: 110,
    topics: ['biases', 'discipline', 'journal'],
  },
  {
    id: 'riskManagement',
    author: 'editorial',
    pages: 72,
    category: 'riskManagement',
    level: 'intermediate',
    readTime: 130,
    topics: ['positionSize', 'stopLoss', 'riskReward'],
  },
  {
    id: 'forexGuide',
    author: 'markets',
    pages: 98,
    category: 'forex',
    level: 'intermediate',
    readTime: 180,
    topics: ['pairs', 'sessions', 'calendar'],
  },
  {
    id: 'cryptoBasics',
    author: 'editorial',
    pages: 58,
    category: 'crypto',
    level: 'beginner',
    readTime: 100,
    topics: ['blockchain', 'wallets', 'volatility'],
  },
];

/** The ebook a campaign's `?ebook=` value points to in the student area. */
export const EBOOK_FOR_QUERY: Record<EbookQuery, EbookId> = {
  crypto: 'cryptoBasics',
  trading: 'tradingBasics',
  financial: 'riskManagement',
};
