/**
 * The home landing page (docs/product.md §2.2), in order: header, disclaimer strip, hero with the
 * registration form, library, features, certifications, testimonials, about (lazy),
 * learning-dashboard preview (#corsi), glossary (#glossario), compliance, the partner-offer
 * panel (only with a configured partner broker), important information, risk notice, footer.
 * Server-rendered; the form, the mobile menu, the partner panel's toggle and link and the
 * about section's lazy content are the only client islands. An experiment's variant
 * (`changes`) changes the hero's texts and image, and with formPosition 'below' the form
 * leaves the hero for a section of its own right after it.
 */
import { PartnerOffer } from '@/components/offers/partner-offer';
import type { PublicTestimonial } from '@/lib/contracts/testimonials';
import type { GuideFacts } from '@/lib/catalog/guide-facts';
import type { VariantChanges } from '@/lib/experiments/pages';
import type { PartnerBroker } from '@/lib/offers';
import { AboutSection } from './about-section';
import { CertificationsSection } from './certifications-section';
import { ComplianceSection } from './compliance-section';
import { DashboardPreview } from './dashboard-preview';
import { DisclaimerStrip } from './disclaimer-strip';
import { EbookLibrary } from './ebook-library';
import { FeaturesGrid } from './features-grid';
import { GlossarySection } from './glossary-section';
import { HeroForm, HeroSection } from './hero-section';
import { HomeTestimonials } from './home-testimonials';
import { ImportantInfo } from './important-info';
import { RiskNotice } from './risk-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The whole home page; `partner` from lib/server/requests/partner-clicks.ts (null: no partner
 * panel), `testimonials` the published ones (lib/server/content/testimonials.ts), `changes`
 * the variant's (none: the page as it is).
 */
export function HomeLanding({
  partner,
  guides,
  testimonials = [],
  changes = {},
}: {
  partner: PartnerBroker | null;
  /** What each guide's PDF is (lib/server/leads/guide-files.ts pageGuideFacts). */
  guides: GuideFacts;
  testimonials?: readonly PublicTestimonial[];
  changes?: VariantChanges;
}) {
  return (
    <>
      <SiteHeader />
      <main id="contenuto">
        <DisclaimerStrip />
        <HeroSection changes={changes} />
        {changes.formPosition === 'below' ? (
          <div className="bg-muted/50">
            <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 md:py-16">
              <HeroForm submitLabel={changes.cta || undefined} />
            </div>
          </div>
        ) : null}
        <EbookLibrary guides={guides} />
        <FeaturesGrid />
        <CertificationsSection />
        <HomeTestimonials published={testimonials} />
        <AboutSection />
        <DashboardPreview />
        <GlossarySection />
        <ComplianceSection />
        <PartnerOffer partner={partner} className="mx-auto max-w-6xl px-4 pt-14 sm:px-6 md:pt-20" />
        <ImportantInfo />
        <RiskNotice />
      </main>
      <SiteFooter />
    </>
  );
}
