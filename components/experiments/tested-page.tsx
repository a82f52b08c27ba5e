/**
 * The landing pages an experiment can run on (EXPERIMENT_PAGES), each rendered the one way
 * both its own route and its variant routes (/ab/<slug>/<variant>) render it: the page's body
 * with the variant's changes, and the exposure marker while an experiment runs there. The
 * page's own route is the control; proxy.ts rewrites a challenger's visitors to its route.
 * The data comes from lib/server/experiments/page-data.ts (testedPageData), read when the page
 * renders (ISR), never from the request.
 */
import type { ReactNode } from 'react';
import { SalesPage } from '@/components/campaign/sales-page';
import { SALES_GUIDES, type SalesGuideKey } from '@/components/campaign/guides';
import { HomeLanding } from '@/components/landing/home-landing';
import { PrelanderPage } from '@/components/prelanders/prelander-page';
import { HomeJsonLd } from '@/components/seo/home-json-ld';
import type { TestedPageData } from '@/lib/experiments/tested-page-data';
import { pageMetadata, type MetaPage } from '@/lib/seo/page-metadata';
import { PRELANDER_VARIANT_IDS, PRELANDER_VARIANTS } from '@/lib/campaigns/prelanders';
import { ExperimentMarker } from './experiment-marker';

/** Each tested page's texts under `meta.<page>` (tests/unit/experiment-variants.test.tsx). */
export const TESTED_PAGE_META: Readonly<Record<string, MetaPage>> = {
  '/': 'home',
  '/trading-educativo': 'tradingEducativo',
  '/crypto-educazione': 'cryptoEducazione',
  '/finanza-personale': 'finanzaPersonale',
  '/trading-segreti': 'tradingSegreti',
  '/strategie-italiane': 'strategieItaliane',
  '/crypto-guida': 'cryptoGuida',
  '/investimenti-primi-passi': 'investimentiPrimiPassi',
  '/prelander': 'prelander',
  '/guida-trading-base': 'tradingBasicsGuide',
  '/guida-crypto-principianti': 'cryptoBeginnersGuide',
  '/educazione-finanziaria-italiana': 'financialEducationGuide',
  '/ebook-gratis': 'freeEbook',
};

/**
 * The metadata of tested page `path` (title, description, canonical to the page), the same
 * for its variant routes: their HTML is what the page's address answers.
 */
export function testedPageMetadata(path: string) {
  const key = TESTED_PAGE_META[path];
  if (!key) throw new Error(`${path} has no metadata key`);
  return pageMetadata('it', key, path);
}

/** The body of `page` with `changes`: the component its route has always rendered. */
function PageBody({ page, changes, partner, testimonials, guides }: TestedPageData): ReactNode {
  if (page.kind === 'home')
    return (
      <>
        <HomeJsonLd />
        <HomeLanding
          partner={partner}
          guides={guides}
          testimonials={testimonials}
          changes={changes}
        />
      </>
    );
  if (page.kind === 'prelander') {
    const variantId = PRELANDER_VARIANT_IDS.find((id) => PRELANDER_VARIANTS[id].path === page.path);
    if (!variantId) throw new Error(`${page.path} is no pre-lander`);
    return (
      <PrelanderPage
        variantId={variantId}
        testimonials={testimonials}
        changes={changes}
        guides={guides}
      />
    );
  }
  const guide = (Object.keys(SALES_GUIDES) as SalesGuideKey[]).find(
    (key) => SALES_GUIDES[key].path === page.path,
  );
  if (!guide) throw new Error(`${page.path} is no sales page`);
  return <SalesPage guide={guide} guides={guides} changes={changes} />;
}

/** A tested page as one variant: the marker of the running experiment, if any, and the body. */
export function TestedPage(props: TestedPageData) {
  return (
    <>
      {props.experimentId === null ? null : (
        <ExperimentMarker
          experimentId={props.experimentId}
          variant={props.variant}
          proof={props.proof}
        />
      )}
      <PageBody {...props} />
    </>
  );
}
