/**
 * A whole pre-lander (SPEC.md §2.10), in order: header, disclaimer strip, hero with the
 * buttons and live figures, the registration form, benefits, guide chapters (or the value
 * stack on the 'Italian trading secrets' pages), testimonials, closing button, risk notice,
 * footer. Static; the islands are the buttons, the live figures and the form.
 */
import { DisclaimerStrip } from '@/components/landing/disclaimer-strip';
import { RiskNotice } from '@/components/landing/risk-notice';
import { SiteFooter } from '@/components/landing/site-footer';
import type { PublicTestimonial } from '@/lib/contracts/testimonials';
import { PRELANDER_VARIANTS, type PrelanderVariantId } from '@/lib/prelanders';
import { BenefitsSection } from './benefits-section';
import { FinalCta } from './final-cta';
import { GuideContents } from './guide-contents';
import { PrelanderFormSection } from './prelander-form-section';
import { PrelanderHeader } from './prelander-header';
import { PrelanderHero } from './prelander-hero';
import { TOPIC_OF } from './prelander-content';
import { SocialProof } from './social-proof';
import { ValueStack } from './value-stack';

/** The pre-lander of `variantId`; `testimonials`: the published ones (pageTestimonials). */
export function PrelanderPage({
  variantId,
  testimonials = [],
}: {
  variantId: PrelanderVariantId;
  testimonials?: readonly PublicTestimonial[];
}) {
  const variant = PRELANDER_VARIANTS[variantId];
  const topic = TOPIC_OF[variant.content];
  return (
    <>
      <PrelanderHeader />
      <main id="contenuto">
        <DisclaimerStrip />
        <PrelanderHero variant={variant} />
        <PrelanderFormSection variant={variant} />
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
