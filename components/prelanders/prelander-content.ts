/**
 * Which shared copy each pre-lander uses: pages with the same topic share the benefits,
 * guide chapters and testimonials under `prelanders.topics.<topic>` (docs/product.md §2.10).
 */
import type { CampaignTheme } from '@/components/forms/form-themes';
import type { PrelanderContent } from '@/lib/campaigns/prelanders';

export type PrelanderTopic = 'trading' | 'crypto' | 'finance';

export const TOPIC_OF: Readonly<Record<PrelanderContent, PrelanderTopic>> = {
  trading: 'trading',
  secrets: 'trading',
  crypto: 'crypto',
  cryptoGuide: 'crypto',
  financial: 'finance',
  invest: 'finance',
};

/**
 * Colour theme of the registration form per topic: the theme of the sales page the
 * pre-lander continues to (orange trading, teal crypto, green finance), so the visitor
 * sees one look from the form to the guide.
 */
export const FORM_THEME_OF: Readonly<Record<PrelanderTopic, CampaignTheme>> = {
  trading: 'orange',
  crypto: 'teal',
  finance: 'green',
};

/** id of the form card: the target of the scroll-to-form buttons. */
export const PRELANDER_FORM_ANCHOR = 'modulo-registrazione';
