/**
 * The variant routes and the landing components' slots: /ab/<slug>/<variant> renders the tested
 * page with the variant's headline, sub-headline, button text, illustration and form position,
 * and with the exposure marker the tracker reads; the page's own route renders the control's
 * marker; every page × challenger is pre-rendered, nothing else exists.
 */
import { screen, within } from '@testing-library/react';
import { TESTED_PAGE_META } from '@/components/experiments/tested-page';
import { HomeLanding } from '@/components/landing/home-landing';
import { SalesPage } from '@/components/campaign/sales-page';
import { PrelanderPage } from '@/components/prelanders/prelander-page';
import { pageVariant } from '@/lib/server/experiments/serving';
import { EXPERIMENT_PAGES, type VariantChanges, type VariantKey } from '@/lib/experiments/pages';
import itMessages from '@/messages/it.json';
import HomePage from '@/app/(it)/page';
import VariantPage, {
  dynamicParams,
  generateStaticParams,
} from '@/app/(it)/ab/[slug]/[variant]/page';
import { jsonResponse, mockFetch, renderWithProviders } from './support/render';
import { sampleGuides } from './support/guide-facts';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/',
  notFound: () => {
    throw new Error('NEXT_HTTP_ERROR_FALLBACK;404');
  },
}));
jest.mock('next-intl/server', () => ({ setRequestLocale: jest.fn(), getTranslations: jest.fn() }));
jest.mock('@/lib/seo/page-metadata', () => ({ pageMetadata: jest.fn() }));
jest.mock('@/components/seo/home-json-ld', () => ({ HomeJsonLd: () => null }));
jest.mock('@/lib/server/requests/partner-clicks', () => ({ partnerBroker: async () => null }));
jest.mock('@/lib/server/content/testimonials', () => ({ pageTestimonials: async () => [] }));
jest.mock('@/lib/server/leads/guide-files', () => ({
  pageGuideFacts: async () => jest.requireActual('./support/guide-facts').sampleGuides(),
}));
jest.mock('@/lib/server/experiments/serving', () => ({ pageVariant: jest.fn() }));
jest.mock('@/lib/server/experiments/exposure-check', () => ({
  exposureProof: ({ id, variant }: { id: number; variant: string }) =>
    `proof-${id}-${variant}-0123456789`,
}));
jest.mock('@/components/prelanders/live-stats-section', () => ({
  LiveStatsSection: () => <aside data-testid="live-stats" />,
}));
/** The form card is an async server component; the stand-in renders the same client form. */
// The form card is an async server component: a stand-in renders its client form.
jest.mock('@/components/forms/campaign-registration-form', () =>
  jest.requireActual('./support/campaign-form-stub'),
);

const B_CHANGES: VariantChanges = {
  headline: 'Il metodo in 10 minuti al giorno',
  subheadline: 'Lezioni brevi, esempi reali, nessun costo.',
  cta: 'Voglio iniziare',
  heroImage: 'classroom',
};

function served(byKey: Partial<Record<VariantKey, VariantChanges>>, experimentId: number | null) {
  jest.mocked(pageVariant).mockImplementation(async (_slug, key) => ({
    experimentId,
    changes: byKey[key] ?? {},
  }));
}

beforeEach(() => mockFetch().mockResolvedValue(jsonResponse(200, {})));

const marker = () => document.querySelector('meta[name="x-experiment"]');

describe('variant routes', () => {
  it('pre-renders every tested page with each challenger, and nothing else', () => {
    const params = generateStaticParams();
    expect(params).toHaveLength(13 * 3);
    expect(params).toContainEqual({ slug: 'home', variant: 'b' });
    expect(params).toContainEqual({ slug: 'ebook-gratis', variant: 'd' });
    expect(params).not.toContainEqual(expect.objectContaining({ variant: 'control' }));
    expect(dynamicParams).toBe(false);
  });

  it("gives every tested page's variant routes the page's own title", () => {
    expect(Object.keys(TESTED_PAGE_META)).toEqual(EXPERIMENT_PAGES.map((p) => p.path));
    for (const key of Object.values(TESTED_PAGE_META))
      expect(itMessages.meta[key].title).toEqual(expect.any(String));
  });

  it("shows /ab/home/b with the variant's headline and its exposure marker", async () => {
    served({ b: B_CHANGES }, 12);
    const page = await VariantPage({ params: Promise.resolve({ slug: 'home', variant: 'b' }) });
    renderWithProviders(page);
    expect(jest.mocked(pageVariant)).toHaveBeenCalledWith('home', 'b');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(B_CHANGES.headline!);
    expect(screen.getByText(B_CHANGES.subheadline!)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voglio iniziare' })).toBeInTheDocument();
    expect(screen.getByTestId('hero-illustration')).toHaveAttribute(
      'src',
      '/experiments/classroom.svg',
    );
    expect(marker()).toHaveAttribute('content', '12:b:proof-12-b-0123456789');
  });

  it("shows the page's own route as the control, marked while the experiment runs", async () => {
    served({ b: B_CHANGES }, 12);
    renderWithProviders(await HomePage());
    expect(jest.mocked(pageVariant)).toHaveBeenCalledWith('home', 'control');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(itMessages.home.hero.title);
    expect(screen.queryByTestId('hero-illustration')).toBeNull();
    expect(marker()).toHaveAttribute('content', '12:control:proof-12-control-0123456789');
  });

  it('renders no marker when no experiment runs (a winner served to everyone)', async () => {
    served({ c: { headline: 'Il vincitore' } }, null);
    const page = await VariantPage({
      params: Promise.resolve({ slug: 'guida-trading-base', variant: 'c' }),
    });
    renderWithProviders(page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Il vincitore');
    expect(marker()).toBeNull();
  });

  it('answers 404 for an unknown page or variant', async () => {
    for (const params of [
      { slug: 'admin', variant: 'b' },
      { slug: 'home', variant: 'control' },
      { slug: 'home', variant: 'e' },
    ])
      await expect(VariantPage({ params: Promise.resolve(params) })).rejects.toThrow('404');
  });
});

describe('the slots on each kind of page', () => {
  it('home: the form leaves the hero for the block after it with formPosition below', () => {
    renderWithProviders(
      <HomeLanding guides={sampleGuides()} partner={null} changes={{ formPosition: 'below' }} />,
    );
    const heroSection = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(within(heroSection).queryByRole('form')).toBeNull();
    const form = screen.getByRole('form');
    // Right after the hero, before the library.
    expect(
      heroSection.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(form.closest('#hero-form')).not.toBeNull();
  });

  it('home: the form stays in the hero by default', () => {
    renderWithProviders(<HomeLanding guides={sampleGuides()} partner={null} />);
    const heroSection = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(within(heroSection).getByRole('form')).toBeInTheDocument();
    expect(
      within(heroSection).getByRole('button', { name: itMessages.registration.submit }),
    ).toBeInTheDocument();
  });

  it('sales page: texts, button and illustration change; below moves the form out of the hero', () => {
    renderWithProviders(
      <SalesPage
        guide="tradingBase"
        guides={sampleGuides()}
        changes={{ ...B_CHANGES, heroImage: 'chart', formPosition: 'below' }}
      />,
    );
    const heroSection = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(heroSection).toHaveTextContent(B_CHANGES.headline!);
    expect(heroSection).toHaveTextContent(B_CHANGES.subheadline!);
    expect(within(heroSection).getByTestId('hero-illustration')).toHaveAttribute(
      'src',
      '/experiments/chart.svg',
    );
    expect(within(heroSection).queryByRole('form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Voglio iniziare' })).toBeInTheDocument();
  });

  it('pre-lander: above puts the form in the first screen and the live figures after it', () => {
    renderWithProviders(
      <PrelanderPage
        variantId="PL_TRADING_NEW"
        changes={{ ...B_CHANGES, formPosition: 'above' }}
      />,
    );
    const heroSection = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(heroSection).toHaveTextContent(B_CHANGES.headline!);
    expect(within(heroSection).getByRole('form')).toBeInTheDocument();
    expect(within(heroSection).queryByTestId('live-stats')).toBeNull();
    expect(screen.getByTestId('live-stats')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voglio iniziare' })).toBeInTheDocument();
  });

  it('pre-lander: by default the live figures are in the hero and the form after it', () => {
    renderWithProviders(<PrelanderPage variantId="PL_TRADING_NEW" />);
    const heroSection = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(within(heroSection).getByTestId('live-stats')).toBeInTheDocument();
    expect(within(heroSection).queryByRole('form')).toBeNull();
    expect(screen.getByRole('form')).toBeInTheDocument();
  });
});
