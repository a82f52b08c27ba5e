/**
 * Which shared copy each pre-lander uses: pages with the same topic share the benefits,
 * guide chapters and testimonials under `prelanders.topics.<topic>` (SPEC.md §2.10).
 */
import type { PrelanderContent } from '@/lib/prelanders';

export type PrelanderTopic = 'trading' | 'crypto' | 'finance';

export const TOPIC_OF: Readonly<Record<PrelanderContent, PrelanderTopic>> = {
  trading: 'trading',
  secrets: 'trading',
  crypto: 'crypto',
  cryptoGuide: 'crypto',
  financial: 'finance',
  invest: 'finance',
};
