/** Market analysis education campaign page (SPEC.md §2.10: 45 pages, purple, MARKET_ANALYSIS_EDUCATION). Static; the registration form is the only client island. */
import { setRequestLocale } from 'next-intl/server';
import { CampaignPage } from '@/components/campaign/campaign-page';
import { MarketSections } from '@/components/campaign/market-sections';
import { pageMetadata } from '@/lib/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'marketAnalysisEducation', '/analisi-mercati-educazione');
}

export default function Page() {
  setRequestLocale('it');
  return (
    <CampaignPage guide="marketAnalysis">
      <MarketSections />
    </CampaignPage>
  );
}
