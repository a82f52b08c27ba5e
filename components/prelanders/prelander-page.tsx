/**
 * A whole pre-lander (docs/product.md §2.10), in order: header, disclaimer strip, hero with the
 * buttons and live figures, the registration form, benefits, guide chapters (or the value
 * stack on the 'Italian trading secrets' pages), testimonials, closing button, risk notice,
 * footer. Static; the islands are the buttons, the live figures and the form. An experiment's
 * variant (`changes`) changes the hero's texts and image and the form's button; with
 * formPosition 'above' the form moves into the hero (the first screen) and the live figures
 * take its place beside the steps.
 */
import type { GuideFacts } from '@/lib/catalog/guide-facts';
import { DisclaimerStrip } from '@/components/landing/disclaimer-strip';
import { RiskNotice } from '@/components/landing/risk-notice';
import { SiteFooter } from '@/components/landing/site-footer';
import type { PublicTestimonial } from '@/lib/contracts/testimonials';
import type { VariantChanges } from '@/lib/experiments/pages';
import { PRELANDER_VARIANTS, type PrelanderVariantId } from '@/lib/campaigns/prelanders';
import { BenefitsSection } from './benefits-section';
import { FinalCta } from './final-cta';
import { GuideContents } from './guide-contents';
import { PrelanderForm, PrelanderFormSection } from './prelander-form-section';
import { PrelanderHeader } from './prelander-header';
import { PrelanderHero } from './prelander-hero';
import { LiveStatsSection } from './live-stats-section';
import { TOPIC_OF } from './prelander-content';
import { SocialProof } from './social-proof';
import { ValueStack } from './value-stack';

/**
 * The pre-lander of `variantId`; `testimonials`: the published ones (pageTestimonials);
 * `changes`: the experiment variant's (none: the page as it is).
 */
export function PrelanderPage({
  variantId,
  testimonials = [],
  changes = {},
  guides,
}: {
  variantId: PrelanderVariantId;
  /** The guides as served (lib/server/leads/guide-files.ts pageGuideFacts); none: no badge. */
  guides?: GuideFacts;
  testimonials?: readonly PublicTestimonial[];
  changes?: VariantChanges;
}) {
  const variant = PRELANDER_VARIANTS[variantId];
  const topic = TOPIC_OF[variant.content];
  const form = <PrelanderForm variant={variant} buttonText={changes.cta} />;
  const stats = <LiveStatsSection variantId={variant.id} />;
  const above = changes.formPosition === 'above';
  return (
    <>
      <PrelanderHeader />
      <main id="contenuto">
        <DisclaimerStrip />
        <PrelanderHero
          variant={variant}
          guide={variant.guide && guides ? guides[variant.guide] : null}
          changes={changes}
          aside={above ? form : stats}
        />
        <PrelanderFormSection aside={above ? stats : form} />
        <BenefitsSection topic={topic} />
        {variant.content === 'secrets' ? <ValueStack /> : <GuideContents topic={topic} />}
        <SocialProof topic={topic} published={testimonials} />
        <FinalCta variant={variant} />
        <RiskNotice />
      </main>
      <SiteFooter />
    </>
  );
}
