/**
 * The home landing page (SPEC.md §2.2), in order: header, disclaimer strip, hero with the
 * registration form, library, features, certifications, the partner-offer panel (only with a
 * configured partner broker), risk notice, footer.
 * Server-rendered; the form, the mobile menu and the partner panel's toggle and link are the
 * only client islands.
 */
import { PartnerOffer } from '@/components/offers/partner-offer';
import type { PartnerBroker } from '@/lib/offers';
import { CertificationsSection } from './certifications-section';
import { DisclaimerStrip } from './disclaimer-strip';
import { EbookLibrary } from './ebook-library';
import { FeaturesGrid } from './features-grid';
import { HeroSection } from './hero-section';
import { RiskNotice } from './risk-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The whole home page; `partner` from lib/server/requests/partner-clicks.ts (null: no partner panel). */
export function HomeLanding({ partner }: { partner: PartnerBroker | null }) {
  return (
    <>
      <SiteHeader />
      <main id="contenuto">
        <DisclaimerStrip />
        <HeroSection />
        <EbookLibrary />
        <FeaturesGrid />
        <CertificationsSection />
        <PartnerOffer partner={partner} className="mx-auto max-w-6xl px-4 pb-14 sm:px-6 md:pb-20" />
        <RiskNotice />
      </main>
      <SiteFooter />
    </>
  );
}
