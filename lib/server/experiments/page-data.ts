/**
 * What a tested landing page (EXPERIMENT_PAGES) renders with, read when it renders (ISR), the
 * same for its own route (the control) and its variant routes: the variant served
 * (./serving.ts pageVariant: the running experiment's id and the variant's changes) and the
 * data the page kind has always rendered (the home page: partner broker and testimonials; a
 * pre-lander: testimonials). components/experiments/tested-page.tsx renders it.
 */
import 'server-only';
import { experimentPageOf, type VariantKey } from '@/lib/experiments/pages';
import type { TestedPageData } from '@/lib/experiments/tested-page-data';
import { partnerBroker } from '../requests/partner-clicks';
import { pageTestimonials } from '../content/testimonials';
import { pageGuideFacts } from '../leads/guide-files';
import { exposureProof } from './exposure-check';
import { pageVariant } from './serving';

/**
 * The data of tested page `path` as variant `variant` ('control': the page's own route).
 * Throws for a path outside EXPERIMENT_PAGES (a wiring mistake, not a request) and the
 * database's error (a regeneration that fails keeps the page last rendered).
 */
export async function testedPageData(
  path: string,
  variant: VariantKey = 'control',
): Promise<TestedPageData> {
  const page = experimentPageOf(path);
  if (!page) throw new Error(`${path} is not in EXPERIMENT_PAGES`);
  const [served, partner, testimonials, guides] = await Promise.all([
    pageVariant(page.slug, variant),
    page.kind === 'home' ? partnerBroker() : null,
    page.kind === 'sales' ? [] : pageTestimonials('it'),
    pageGuideFacts('it'),
  ]);
  // Signed for the day it renders: the marker's proof (./exposure-check.ts).
  const proof =
    served.experimentId === null
      ? null
      : exposureProof({ id: served.experimentId, variant }, new Date());
  return { page, variant, ...served, proof, partner, testimonials, guides };
}
