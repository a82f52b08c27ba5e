/**
 * The home landing page (SPEC.md §2.2), in order: header, disclaimer strip, hero with the
 * registration form, library, features, certifications, risk notice, footer.
 * Server-rendered; the form and the mobile menu are the only client islands.
 */
import { CertificationsSection } from './certifications-section';
import { DisclaimerStrip } from './disclaimer-strip';
import { EbookLibrary } from './ebook-library';
import { FeaturesGrid } from './features-grid';
import { HeroSection } from './hero-section';
import { RiskNotice } from './risk-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The whole home page. */
export function HomeLanding() {
  return (
    <>
      <SiteHeader />
      <main id="contenuto">
        <DisclaimerStrip />
        <HeroSection />
        <EbookLibrary />
        <FeaturesGrid />
        <CertificationsSection />
        <RiskNotice />
      </main>
      <SiteFooter />
    </>
  );
}
