/**
 * The home landing page (SPEC.md §2.2), in order: header, disclaimer strip, hero with the
 * registration form, library, features, certifications, testimonials, about (lazy),
 * learning-dashboard preview (#corsi), glossary (#glossario), compliance, the partner-offer
 * panel (only with a configured partner broker), important information, risk notice, footer.
 * Server-rendered; the form, the mobile menu, the partner panel's toggle and link and the
 * about section's lazy content are the only client islands.
 */
import { PartnerOffer } from '@/components/offers/partner-offer';
import type { PublicTestimonial } from '@/lib/contracts/testimonials';
import type { PartnerBroker } from '@/lib/offers';
import { AboutSection } from './about-section';
import { CertificationsSection } from './certifications-section';
import { ComplianceSection } from './compliance-section';
import { DashboardPreview } from './dashboard-preview';
import { DisclaimerStrip } from './disclaimer-strip';
import { EbookLibrary } from './ebook-library';
import { FeaturesGrid } from './features-grid';
import { GlossarySection } from './glossary-section';
import { HeroSection } from './hero-section';
import { HomeTestimonials } from './home-testimonials';
import { ImportantInfo } from './important-info';
import { RiskNotice } from './risk-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The whole home page; `partner` from lib/server/requests/partner-clicks.ts (null: no partner
 * panel), `testimonials` the published ones (lib/server/requests/testimonials.ts).
 */
export function HomeLanding({
  partner,
  testimonials = [],
}: {
  partner: PartnerBroker | null;
  testimonials?: readonly PublicTestimonial[];
}) {
  return (
    <>
      <SiteHeader />
      <main id="contenuto">
        <DisclaimerStrip />
        <HeroSection />
        <EbookLibrary />
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
