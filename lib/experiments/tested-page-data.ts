/**
 * What a tested landing page renders with, one variant of it: made on the server when the page
 * renders (lib/server/experiments/page-data.ts testedPageData), rendered by
 * components/experiments/tested-page.tsx. Types only.
 */
import type { GuideFacts } from '@/lib/catalog/guide-facts';
import type { PublicTestimonial } from '@/lib/contracts/testimonials';
import type { PartnerBroker } from '@/lib/offers';
import type { ExperimentPage, VariantChanges, VariantKey } from './pages';

export interface TestedPageData {
  page: ExperimentPage;
  /** The variant rendered; 'control' on the page's own route. */
  variant: VariantKey;
  /** The running experiment's id (the exposure marker); null: nothing is measured. */
  experimentId: number | null;
  /** The server's proof of the exposure, for the marker (null with no experiment). */
  proof: string | null;
  changes: VariantChanges;
  /** The home page's partner panel (null: none, and on other pages). */
  partner: PartnerBroker | null;
  /** The published testimonials (home page and pre-landers; none on sales pages). */
  testimonials: PublicTestimonial[];
  /** The Italian guides' page counts and sample flags (the library, the pre-landers' badge). */
  guides: GuideFacts;
}
