/** Market analysis education campaign page (docs/product.md §2.10: 45 pages, purple, MARKET_ANALYSIS_EDUCATION). Static; the registration form is the only client island. */
import { setRequestLocale } from 'next-intl/server';
import { CampaignPage } from '@/components/campaign/campaign-page';
import { MarketSections } from '@/components/campaign/market-sections';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageTestimonials } from '@/lib/server/content/testimonials';
import { pageGuideFacts } from '@/lib/server/leads/guide-files';

/** Static, regenerated with the published testimonials: at once on a save, else within a minute. */
export const revalidate = 60;

export function generateMetadata() {
  return pageMetadata('it', 'marketAnalysisEducation', '/analisi-mercati-educazione');
}

export default async function Page() {
  setRequestLocale('it');
  return (
    <CampaignPage
      guide="marketAnalysis"
      testimonials={await pageTestimonials('it')}
      guides={await pageGuideFacts('it')}
    >
      <MarketSections />
    </CampaignPage>
  );
}
