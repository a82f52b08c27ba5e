/**
 * The five colour themes of the reusable landing form and the campaign pages (docs/product.md
 * §2.3b, §2.10). Literal Tailwind classes (scanned at build time); every foreground/
 * background pair meets WCAG AA contrast.
 */
export const CAMPAIGN_THEMES = ['blue', 'purple', 'green', 'orange', 'teal'] as const;
export type CampaignTheme = (typeof CAMPAIGN_THEMES)[number];

/** Classes of one theme. */
export interface ThemeClasses {
  /** Solid call-to-action button (white text). */
  button: string;
  /** Dark gradient behind the hero (white text). */
  hero: string;
  /** Top band of the form card. */
  band: string;
  /** Light tinted panel with dark text. */
  soft: string;
  /** Accent text on white. */
  text: string;
  /** Border of tinted elements. */
  border: string;
}

export const THEME_CLASSES: Record<CampaignTheme, ThemeClasses> = {
  blue: {
    button: 'bg-blue-700 text-white hover:bg-blue-800',
    hero: 'bg-gradient-to-br from-blue-950 via-blue-900 to-blue-800',
    band: 'bg-blue-700',
    soft: 'bg-blue-50 text-blue-950',
    text: 'text-blue-700',
    border: 'border-blue-200',
  },
  purple: {
    button: 'bg-purple-700 text-white hover:bg-purple-800',
    hero: 'bg-gradient-to-br from-purple-950 via-purple-900 to-purple-800',
    band: 'bg-purple-700',
    soft: 'bg-purple-50 text-purple-950',
    text: 'text-purple-700',
    border: 'border-purple-200',
  },
  green: {
    button: 'bg-green-700 text-white hover:bg-green-800',
    hero: 'bg-gradient-to-br from-green-950 via-green-900 to-green-800',
    band: 'bg-green-700',
    soft: 'bg-green-50 text-green-950',
    text: 'text-green-700',
    border: 'border-green-200',
  },
  orange: {
    button: 'bg-orange-700 text-white hover:bg-orange-800',
    hero: 'bg-gradient-to-br from-orange-950 via-orange-900 to-orange-800',
    band: 'bg-orange-700',
    soft: 'bg-orange-50 text-orange-950',
    text: 'text-orange-700',
    border: 'border-orange-200',
  },
  teal: {
    button: 'bg-teal-700 text-white hover:bg-teal-800',
    hero: 'bg-gradient-to-br from-teal-950 via-teal-900 to-teal-800',
    band: 'bg-teal-700',
    soft: 'bg-teal-50 text-teal-950',
    text: 'text-teal-700',
    border: 'border-teal-200',
  },
};
