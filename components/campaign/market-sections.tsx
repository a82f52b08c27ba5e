/** Sections of /analisi-mercati-educazione (docs/product.md §2.10): the three markets and the 3-step path. */
import { InfoCards } from './info-cards';

const NS = 'campaigns.marketAnalysis';

/** Markets cards and learning path. */
export function MarketSections() {
  return (
    <>
      <InfoCards namespace={NS} block="markets" theme="purple" />
      <InfoCards namespace={NS} block="path" theme="purple" steps />
    </>
  );
}
