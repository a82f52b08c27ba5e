/**
 * The registration form of the eight pre-landers (docs/product.md §2.10, §2.3b; docs/decisions.md §5b): each
 * page carries the reusable landing form, which registers for the address's campaign (the
 * generated FB_… ids) or the page's product spec default and, after the toast, opens the code page
 * with the guide the product spec names as `redirect`. The three new pre-landers scroll to it.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrelanderPage } from '@/components/prelanders/prelander-page';
import { dismissToast } from '@/components/ui/use-toast';
import { PRELANDER_VARIANTS, type PrelanderVariantId } from '@/lib/campaigns/prelanders';
import { jsonResponse, mockFetch, renderWithProviders, requestBody } from './support/render';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  useSearchParams: () => new URLSearchParams(window.location.search),
  usePathname: () => window.location.pathname,
}));

// The form card is an async server component: a stand-in renders its client form.
jest.mock('@/components/forms/campaign-registration-form', () =>
  jest.requireActual('./support/campaign-form-stub'),
);

// The live figures have their own test (prelander-live-stats); their server wrapper's
// provider takes the locale from the request, which a client render has not got.
jest.mock('@/components/prelanders/live-stats-section', () => ({ LiveStatsSection: () => null }));

/** Each page: its product spec default campaign, the guide it continues to, its button and form. */
const PAGES: Array<{
  id: PrelanderVariantId;
  path: string;
  campaign: string;
  redirect: string;
  form: string;
  button: string;
  scroll: boolean;
}> = [
  {
    id: 'PL_TRADING_NEW',
    path: '/trading-educativo',
    campaign: 'TRADING_BASICS',
    redirect: '/guida-trading-base',
    form: 'Ricevi gratis la guida alle basi del trading',
    button: 'RICEVI LA GUIDA GRATIS',
    scroll: true,
  },
  {
    id: 'PL_CRYPTO_NEW',
    path: '/crypto-educazione',
    campaign: 'CRYPTO_EDUCATION',
    redirect: '/guida-crypto-principianti',
    form: 'Ricevi gratis la guida crypto per principianti',
    button: 'RICEVI LA GUIDA GRATIS',
    scroll: true,
  },
  {
    id: 'PL_FINANCIAL_NEW',
    path: '/finanza-personale',
    campaign: 'FINANCIAL_EDUCATION',
    redirect: '/educazione-finanziaria-italiana',
    form: 'Ricevi gratis la guida di educazione finanziaria',
    button: 'RICEVI LA GUIDA GRATIS',
    scroll: true,
  },
  ...(['PL_PROFITS', 'PL_TRADING_LEGACY', 'PL_STRATEGIES'] as const).map((id) => ({
    id,
    path: PRELANDER_VARIANTS[id].path,
    campaign: 'PRELANDER_DIRECT',
    redirect: '/guida-trading-base',
    form: 'Inizia gratis il percorso di trading',
    button: 'INIZIA IL PERCORSO GRATIS',
    scroll: false,
  })),
  {
    id: 'PL_CRYPTO_LEGACY',
    path: '/crypto-guida',
    campaign: 'CRYPTO_DIRECT',
    redirect: '/guida-crypto-principianti',
    form: 'Ricevi gratis la guida crypto',
    button: 'RICEVI LA GUIDA GRATIS',
    scroll: false,
  },
  {
    id: 'PL_INVEST',
    path: '/investimenti-primi-passi',
    campaign: 'INVESTMENT_DIRECT',
    redirect: '/educazione-finanziaria-italiana',
    form: 'Ricevi gratis la guida ai primi investimenti',
    button: 'RICEVI LA GUIDA GRATIS',
    scroll: false,
  },
];

const byLabel = (form: HTMLElement, text: string) =>
  within(form).getByLabelText(new RegExp(`^${text}\\*?$`));

let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockResolvedValue(
    jsonResponse(201, { leadId: 'lead-3', phone: '+393331234567', smsSent: true, message: '' }),
  );
  mockPush.mockReset();
  window.localStorage.clear();
});

afterEach(() => {
  act(() => dismissToast());
  jest.useRealTimers();
});

/** Fills and sends the page's form; returns the POST /api/leads body and the navigation. */
async function register(page: (typeof PAGES)[number], search = '') {
  jest.useFakeTimers();
  window.history.replaceState(null, '', `${page.path}${search}`);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<PrelanderPage variantId={page.id} />);
  const form = screen.getByRole('form', { name: page.form });
  await user.type(byLabel(form, 'Nome'), 'Giulia');
  await user.type(byLabel(form, 'Cognome'), 'Rossi');
  await user.type(byLabel(form, 'Email'), 'giulia@example.it');
  await user.type(byLabel(form, 'Telefono cellulare'), '+39 333 123 4567');
  await user.selectOptions(byLabel(form, 'Esperienza di trading'), 'principiante');
  await user.click(within(form).getByRole('checkbox', { name: /Privacy Policy/ }));
  await user.click(within(form).getByRole('button', { name: page.button }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(screen.getByText('Registrazione completata!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1500));
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/leads');
  return {
    body: requestBody(fetchMock) as Record<string, unknown>,
    target: new URL(String(mockPush.mock.calls[0]?.[0]), 'http://localhost'),
  };
}

describe('pre-lander registration form', () => {
  for (const page of PAGES) {
    it(`${page.path}: registers for ${page.campaign} by default and continues to ${page.redirect}`, async () => {
      const { body, target } = await register(page);
      expect(body).toMatchObject({ campaign: page.campaign, privacyAccepted: 'true' });
      expect(body).not.toHaveProperty('password');
      expect(target.pathname).toBe('/verify-sms');
      expect(target.searchParams.get('redirect')).toBe(page.redirect);
      expect(target.searchParams.get('campaign')).toBe(page.campaign);
    });
  }

  it('registers for the campaign id of the address (a generated FB_… URL)', async () => {
    const page = PAGES.find((p) => p.id === 'PL_CRYPTO_LEGACY')!;
    const { body, target } = await register(
      page,
      '?campaign=FB_PL_CRYPTO_LEGACY_07&utm_source=facebook&utm_medium=cpc&utm_campaign=FB_PL_CRYPTO_LEGACY_07',
    );
    expect(body).toMatchObject({
      campaign: 'FB_PL_CRYPTO_LEGACY_07',
      utmSource: 'facebook',
      utmCampaign: 'FB_PL_CRYPTO_LEGACY_07',
    });
    expect(target.searchParams.get('campaign')).toBe('FB_PL_CRYPTO_LEGACY_07');
    expect(target.searchParams.get('redirect')).toBe('/guida-crypto-principianti');
  });

  it('the three new pre-landers scroll to the form; every page keeps its button to the guide', () => {
    for (const page of PAGES) {
      const { unmount } = renderWithProviders(<PrelanderPage variantId={page.id} />);
      const form = screen.getByRole('form', { name: page.form });
      const card = form.closest('section')!;
      const scroll = screen.queryByRole('link', { name: 'Registrati gratis' });
      if (page.scroll) {
        expect(scroll).toHaveAttribute('href', `#${card.id}`);
      } else {
        expect(scroll).not.toBeInTheDocument();
      }
      const onward = screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith(`${page.redirect}?`));
      expect(onward).toHaveLength(2);
      unmount();
    }
  });

  it('shows the claimed values of docs/product.md §9 on the crypto and investment pre-landers only', () => {
    const values: Record<string, string | null> = {};
    for (const page of PAGES) {
      const { unmount } = renderWithProviders(<PrelanderPage variantId={page.id} />);
      const text = screen.queryByTestId('claimed-value')?.textContent;
      // The currency format puts a no-break space before €.
      values[page.path] = text?.replace(/\s/g, ' ') ?? null;
      unmount();
    }
    expect(values['/crypto-guida']).toBe('Valore di listino 197 €, per te gratis');
    expect(values['/investimenti-primi-passi']).toBe('Valore di listino 247 €, per te gratis');
    const others = Object.entries(values).filter(
      ([path]) => path !== '/crypto-guida' && path !== '/investimenti-primi-passi',
    );
    expect(others.every(([, value]) => value === null)).toBe(true);
  });
});
