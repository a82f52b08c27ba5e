/**
 * The live figures' texts (messages `prelanders.live`), translated on the server with their
 * values as `{name}` holes (lib/i18n/fill-text.ts) and passed to the LiveStats island, which
 * then needs no use-intl (docs/benchmarks.md "Page weight").
 */
import type { PluralCategory } from '@/lib/i18n/plural';

type Plural = Record<PluralCategory, string>;

/** What LiveStats and OfferCountdown show, in the page's language. */
export interface LiveStatsTexts {
  label: string;
  studying: Plural;
  studyingHint: string;
  placesLeft: Plural & { none: string };
  placesHint: string;
  students: Plural;
  downloads: Plural;
  rating: Plural;
  offerEnds: string;
  countdownLabel: string;
}
