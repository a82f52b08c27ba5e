import type { ReactElement } from 'react';
import { TestedPage } from '@/components/experiments/tested-page';
import type { TestedPageData } from '@/lib/experiments/tested-page-data';
import {
  PRELANDER_VARIANTS,
  PRELANDER_VARIANT_IDS,
  isPrelanderVariantId,
  prelanderTargetUrl,
} from '@/lib/campaigns/prelanders';

// The pages set the request locale, a server-only call; rendering them here needs only the element.
jest.mock('next-intl/server', () => ({ setRequestLocale: () => undefined }));

const url = (id: keyof typeof PRELANDER_VARIANTS, query = '') =>
  prelanderTargetUrl(PRELANDER_VARIANTS[id], new URLSearchParams(query));

// The pages read the published testimonials and the experiment in force when they regenerate;
// none here.
jest.mock('@/lib/server/content/testimonials', () => ({ pageTestimonials: async () => [] }));
jest.mock('@/lib/server/leads/guide-files', () => ({
  pageGuideFacts: async () => jest.requireActual('./support/guide-facts').sampleGuides(),
}));
jest.mock('@/lib/server/experiments/serving', () => ({
  pageVariant: async () => ({ experimentId: null, changes: {} }),
}));

describe('prelanderTargetUrl (docs/product.md §2.10)', () => {
  it.each([
    [
      'PL_TRADING_NEW',
      '/guida-trading-base?campaign=TRADING_BASICS&source=trading-prelander&step=2',
    ],
    [
      'PL_CRYPTO_NEW',
      '/guida-crypto-principianti?campaign=CRYPTO_EDUCATION&source=crypto-prelander&step=2',
    ],
    [
      'PL_FINANCIAL_NEW',
      '/educazione-finanziaria-italiana?campaign=FINANCIAL_EDUCATION&source=financial-prelander&step=2',
    ],
    [
      'PL_CRYPTO_LEGACY',
      '/guida-crypto-principianti?campaign=CRYPTO_DIRECT&source=crypto-prelander&step=2',
    ],
    [
      'PL_INVEST',
      '/educazione-finanziaria-italiana?campaign=INVESTMENT_DIRECT&source=investment-prelander&step=2',
    ],
    ['PL_PROFITS', '/guida-trading-base?campaign=PRELANDER_DIRECT&source=prelander'],
    ['PL_TRADING_LEGACY', '/guida-trading-base?campaign=PRELANDER_DIRECT&source=prelander'],
    ['PL_STRATEGIES', '/guida-trading-base?campaign=PRELANDER_DIRECT&source=prelander'],
  ] as const)('%s without a query goes to %s', (id, expected) => {
    expect(url(id)).toBe(expected);
  });

  it('takes the campaign from the address and keeps utm_* and fbclid', () => {
    expect(
      url(
        'PL_TRADING_NEW',
        'campaign=FB_PL_TRADING_NEW_07&utm_source=fb&utm_campaign=autunno&fbclid=IwAR1&other=x',
      ),
    ).toBe(
      '/guida-trading-base?campaign=FB_PL_TRADING_NEW_07&source=trading-prelander&step=2&utm_source=fb&utm_campaign=autunno&fbclid=IwAR1',
    );
  });

  it('ignores a blank campaign and a visitor-supplied source or step', () => {
    expect(url('PL_CRYPTO_NEW', 'campaign=%20&source=evil&step=9')).toBe(
      '/guida-crypto-principianti?campaign=CRYPTO_EDUCATION&source=crypto-prelander&step=2',
    );
  });

  it('encodes campaign values safely', () => {
    const target = url('PL_PROFITS', 'campaign=A%26B%3Dc');
    expect(new URL(target, 'https://x.it').searchParams.get('campaign')).toBe('A&B=c');
  });
});

describe('variant table (docs/product.md §2.14)', () => {
  it('maps each of the eight ids to its own path', () => {
    const paths = PRELANDER_VARIANT_IDS.map((id) => PRELANDER_VARIANTS[id].path);
    expect(new Set(paths).size).toBe(8);
  });

  it.each(PRELANDER_VARIANT_IDS)('%s: its path is the page that shows it', async (id) => {
    const page = (await import(`@/app/(it)${PRELANDER_VARIANTS[id].path}/page`)) as {
      default: () => Promise<ReactElement<TestedPageData>>;
    };
    const element = await page.default();
    expect(element.props.page.path).toBe(PRELANDER_VARIANTS[id].path);
    // TestedPage renders [marker, <PageBody />], and the body the pre-lander of that path.
    const [, body] = TestedPage(element.props).props.children as ReactElement[];
    const render = body!.type as (props: unknown) => ReactElement<{ variantId?: string }>;
    expect(render(body!.props).props.variantId).toBe(id);
  });

  it('recognises only known ids', () => {
    expect(isPrelanderVariantId('PL_CRYPTO_LEGACY')).toBe(true);
    expect(isPrelanderVariantId('PL_NOPE')).toBe(false);
    expect(isPrelanderVariantId(undefined)).toBe(false);
  });
});
