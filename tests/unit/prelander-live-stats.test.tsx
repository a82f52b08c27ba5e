import { act, screen, within } from '@testing-library/react';
import { LiveStatsSection as LiveStats } from '@/components/prelanders/live-stats-section';
import { PrelanderCta } from '@/components/prelanders/prelander-cta';
import { formatCountdown } from '@/lib/format/countdown';
import { PRELANDER_VARIANTS } from '@/lib/campaigns/prelanders';
import { ValueStack } from '@/components/prelanders/value-stack';
import { jsonResponse, mockFetch, renderWithProviders } from './support/render';

let fetchMock: ReturnType<typeof mockFetch>;
const NOW = new Date('2026-03-02T10:00:00.000Z');

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick'] });
  fetchMock = mockFetch();
});
afterEach(() => jest.useRealTimers());

function stats(body: Record<string, unknown>) {
  fetchMock.mockResolvedValue(
    jsonResponse(200, {
      peopleStudyingNow: 0,
      placesLeft: 500,
      offerEndsAt: null,
      verifiedStudents: 0,
      ebookDownloads: 0,
      rating: null,
      ...body,
    }),
  );
  renderWithProviders(<LiveStats variantId="PL_CRYPTO_LEGACY" />);
}

describe('LiveStats (docs/decisions.md §5)', () => {
  it('asks the live endpoint for its variant and shows the real figures', async () => {
    stats({ peopleStudyingNow: 3, placesLeft: 247 });
    expect(await screen.findByText('247 posti gratuiti ancora disponibili su 500')).toBeVisible();
    expect(screen.getByText('3 persone stanno studiando ora')).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/stats/live?variant=PL_CRYPTO_LEGACY');
  });

  it('uses the singular for one person and one place, and says when no place is left', async () => {
    stats({ peopleStudyingNow: 1, placesLeft: 1 });
    expect(await screen.findByText('Ultimo posto gratuito su 500')).toBeVisible();
    expect(screen.getByText('1 persona sta studiando ora')).toBeVisible();
  });

  it('says the free places are gone at zero', async () => {
    stats({ peopleStudyingNow: 2, placesLeft: 0 });
    expect(await screen.findByText('Posti ad accesso premium gratuito esauriti')).toBeVisible();
  });

  it('hides the studying figure when nobody is active and shows no countdown without an offer', async () => {
    stats({});
    expect(await screen.findByText('500 posti gratuiti ancora disponibili su 500')).toBeVisible();
    expect(screen.queryByText(/stanno studiando|sta studiando/)).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    // No student, download or rating figure while each is zero or none: never a fixed number.
    expect(screen.queryByTestId('community-figures')).toBeNull();
    expect(screen.queryByText(/studenti|scaricati|Valutazione/)).toBeNull();
  });

  it('shows the real counts of students, downloads and the published rating', async () => {
    stats({ verifiedStudents: 15392, ebookDownloads: 1, rating: { average: 4.8, count: 12 } });
    expect(await screen.findByText('15.392 studenti con telefono verificato')).toBeVisible();
    expect(screen.getByText('1 ebook scaricato')).toBeVisible();
    expect(
      screen.getByText('Valutazione media 4,8/5 da 12 testimonianze pubblicate'),
    ).toBeVisible();
  });

  it('counts down to the stored offer end and disappears when it is reached', async () => {
    stats({ offerEndsAt: new Date(NOW.getTime() + 5_400_000 + 2_000).toISOString() });
    const timer = await screen.findByRole('timer');
    // findByRole itself advances the fake clock a little while it waits.
    const seconds = () => {
      const [h, m, s] = (timer.textContent ?? '').split(':').map(Number);
      return h! * 3600 + m! * 60 + s!;
    };
    const first = seconds();
    expect(first).toBeGreaterThanOrEqual(5_400);
    expect(first).toBeLessThanOrEqual(5_402);
    act(() => jest.advanceTimersByTime(1000));
    expect(seconds()).toBe(first - 1);
    act(() => jest.advanceTimersByTime(5_401_000));
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows no countdown for an offer that has already ended', async () => {
    stats({ offerEndsAt: new Date(NOW.getTime() - 1000).toISOString() });
    await screen.findByText(/posti gratuiti/);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows nothing when the figures cannot be loaded', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { error: { code: 'internal' } }));
    const { container } = renderWithProviders(<LiveStats variantId="PL_INVEST" />);
    await act(async () => {});
    expect(container.querySelector('ul')).toBeNull();
  });
});

describe('PrelanderCta', () => {
  it('links to the sales page with the campaign and utm tags of the address', () => {
    window.history.replaceState(null, '', '/trading-educativo?campaign=FB_7&utm_source=fb');
    renderWithProviders(
      <PrelanderCta variant={PRELANDER_VARIANTS.PL_TRADING_NEW}>Vai</PrelanderCta>,
    );
    expect(screen.getByRole('link', { name: 'Vai' })).toHaveAttribute(
      'href',
      '/guida-trading-base?campaign=FB_7&source=trading-prelander&step=2&utm_source=fb',
    );
  });
});

describe('formatCountdown and the value stack', () => {
  it('formats hh:mm:ss with hours past a day and a floor of zero', () => {
    expect(formatCountdown(3_600_000).text).toBe('01:00:00');
    expect(formatCountdown(90_061_999).text).toBe('25:01:01');
    expect(formatCountdown(-5).text).toBe('00:00:00');
  });

  it('lists the four values and shows their total, 794 euro, offered free (docs/product.md §9)', () => {
    renderWithProviders(<ValueStack />);
    const euros = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
    const values = screen
      .getAllByRole('listitem')
      .map((item) => euros(within(item).getByText('Valore di listino').nextSibling!.textContent));
    expect(values).toEqual([197, 297, 97, 203]);
    const total = screen.getByText('Valore di listino complessivo').nextElementSibling;
    expect(total).toHaveTextContent(/^794\s€$/);
    expect(euros(total!.textContent)).toBe(values.reduce((a, b) => a + b, 0));
    expect(screen.getByText('Il tuo prezzo').nextElementSibling).toHaveTextContent('Gratis');
  });
});
