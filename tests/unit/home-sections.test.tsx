/**
 * The home page's sections (docs/product.md §2.2): all of them in order, each footer anchor landing on
 * one, no fixed figure about people anywhere; the about section's content and real figures
 * loading only when it scrolls near the screen, showing only counts above zero.
 */
import { act, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import deMessages from '@/messages/de.json';
import { HomeLanding } from '@/components/landing/home-landing';
import { AboutSection } from '@/components/landing/about-section';
import { SiteFooter } from '@/components/landing/site-footer';
import { jsonResponse, mockFetch, renderWithProviders } from './support/render';
import { sampleGuides } from './support/guide-facts';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/',
}));

/** A stand-in IntersectionObserver whose entries the test delivers. */
let deliver: (isIntersecting: boolean) => void = () => undefined;
const observe = jest.fn();
beforeEach(() => {
  observe.mockClear();
  globalThis.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      deliver = (isIntersecting) =>
        callback(
          [{ isIntersecting } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
    }
    observe = observe;
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});

describe('home page', () => {
  it('has every section of docs/product.md §2.2 in order, and each footer anchor lands on one', () => {
    mockFetch().mockResolvedValue(jsonResponse(200, {}));
    const { container } = renderWithProviders(
      <HomeLanding guides={sampleGuides()} partner={null} />,
    );
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    const order = [
      'Sei ebook per iniziare il tuo percorso',
      'Tutto quello che serve per imparare in modo serio',
      'Percorsi con attestato di completamento',
      'Cosa raccontano gli studenti',
      'Una piattaforma di formazione, non un intermediario',
      'Il tuo percorso, lezione dopo lezione',
      'Le parole da conoscere prima di iniziare',
      'Formazione trasparente, nel rispetto delle regole',
      'Informazioni importanti',
      'Avvertenza sui rischi',
    ];
    expect(headings.filter((h) => order.includes(h ?? ''))).toEqual(order);

    const footer = screen.getByRole('navigation', { name: 'Esplora' });
    const anchors = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(anchors).toEqual(['/#corsi', '/#webinar', '/#community', '/#glossario']);
    for (const href of anchors)
      expect(container.querySelector(`main ${href!.slice(1)}`)).not.toBeNull();
    expect(screen.getByRole('main').querySelector('#corsi')).toHaveTextContent(
      'Anteprima illustrativa',
    );
  });

  it('states no fixed figure about people and no consent sentence without published testimonials', () => {
    mockFetch().mockResolvedValue(jsonResponse(200, {}));
    renderWithProviders(<HomeLanding guides={sampleGuides()} partner={null} />);
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/4,9\/5|12\.847|15\.392|25\.000 studenti|10\.000/);
    expect(text).not.toMatch(/riportate con il loro consenso/);
    expect(screen.getAllByText('Esempio illustrativo')).toHaveLength(3);
  });

  it('shows the footer anchors only on Italian pages (they lead to the Italian home page)', () => {
    const { unmount } = renderWithProviders(<SiteFooter year={2026} />);
    expect(screen.getByRole('link', { name: 'Glossario' })).toHaveAttribute('href', '/#glossario');
    unmount();
    render(
      <NextIntlClientProvider locale="de" messages={deMessages} timeZone="Europe/Rome">
        <SiteFooter year={2026} />
      </NextIntlClientProvider>,
    );
    expect(screen.queryByRole('navigation', { name: 'Entdecken' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Glossar' })).toBeNull();
  });
});

describe('the home page for a verified lead', () => {
  const lead = (isVerified: boolean, locale: 'it' | 'de') => ({
    lead: { id: 'lead-1', firstName: 'Lena', lastName: 'Schmidt', isVerified, locale },
  });
  afterEach(() => window.localStorage.clear());

  it.each([
    [
      'it',
      'Sei già registrato: la tua guida ti aspetta',
      'Vai alla tua area studenti',
      '/student-dashboard',
    ],
    [
      'de',
      'Sie sind bereits registriert: Ihr Leitfaden wartet',
      'Zu Ihrem Lernbereich',
      '/lernbereich',
    ],
  ] as const)(
    'shows a %s lead its panel and student area instead of the form',
    async (locale, title, link, area) => {
      window.localStorage.setItem('lead-id', 'lead-1');
      mockFetch().mockResolvedValue(jsonResponse(200, lead(true, locale)));
      renderWithProviders(<HomeLanding guides={sampleGuides()} partner={null} />);
      // The panel's code loads once the lead is known (React.lazy): a cold import under load.
      expect(await screen.findByText(title, {}, { timeout: 5000 })).toBeVisible();
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', area);
      expect(screen.queryByRole('form', { name: /registr/i })).toBeNull();
      expect(screen.queryByLabelText(/^Password/)).toBeNull();
    },
  );

  it('keeps the form for a lead whose phone is still pending', async () => {
    window.localStorage.setItem('lead-id', 'lead-1');
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, lead(false, 'it')));
    renderWithProviders(<HomeLanding guides={sampleGuides()} partner={null} />);
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.queryByText('Sei già registrato: la tua guida ti aspetta')).toBeNull();
  });
});

describe('about section (lazy)', () => {
  it('renders nothing but its place until it nears the screen, then text and real figures', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        verifiedStudents: 1234,
        ebookDownloads: 0,
        rating: { average: 4.5, count: 2 },
      }),
    );
    renderWithProviders(<AboutSection />);
    expect(observe).toHaveBeenCalled();
    expect(screen.queryByText(/progetto di educazione finanziaria/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => deliver(true));
    expect(screen.getByText(/progetto di educazione finanziaria/)).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/stats/community');
    const figures = await screen.findByRole('list', {
      name: 'La piattaforma in cifre, aggiornate ora',
    });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1.234 studenti con numero di telefono verificato',
      'Valutazione media 4,5/5 da 2 testimonianze pubblicate',
    ]);
    expect(screen.getByRole('link', { name: 'Scopri di più su di noi' })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it.each([
    ['all are zero', jsonResponse(200, { verifiedStudents: 0, ebookDownloads: 0, rating: null })],
    ['the fetch fails', jsonResponse(503, { error: { code: 'unavailable', message: 'x' } })],
  ])('shows no figure when %s', async (_, answer) => {
    mockFetch().mockResolvedValue(answer);
    renderWithProviders(<AboutSection />);
    await act(async () => deliver(true));
    expect(screen.getByText(/progetto di educazione finanziaria/)).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText(/studenti|scaricat|Valutazione|\{/)).toBeNull();
  });
});
