import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomeLanding } from '@/components/landing/home-landing';
import { PartnerOffer } from '@/components/offers/partner-offer';
import { DashboardView } from '@/components/student/dashboard-view';
import { StudentPartnerPanel } from '@/components/student/student-partner-panel';
import type { PartnerBroker } from '@/lib/offers';
import { studentCopyIn } from './support/island-copy';
import { jsonResponse, mockFetch, renderWithProviders } from './support/render';
import { sampleGuides } from './support/guide-facts';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/',
}));

const partner: PartnerBroker = {
  name: 'Example Broker Ltd',
  regulator: 'CySEC',
  authorisation: '123/45',
  retailLossPercent: 74,
};
const TOGGLE = "Mostra l'offerta del broker partner";

afterEach(() => {
  delete (window as Window & { fbq?: unknown }).fbq;
  window.history.replaceState(null, '', '/');
});

describe('partner-offer panel', () => {
  it('renders neither the panel nor its button without a configured broker', () => {
    const { container } = renderWithProviders(<PartnerOffer partner={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is not on the home page without a broker, and toggles there with one', () => {
    const { unmount } = renderWithProviders(<HomeLanding guides={sampleGuides()} partner={null} />);
    expect(screen.queryByRole('button', { name: TOGGLE })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<HomeLanding guides={sampleGuides()} partner={partner} />);
    expect(screen.getByRole('button', { name: TOGGLE })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on the button with the lawful terms, the disclosure and the ESMA warning; fires ViewContent', async () => {
    const fbq = jest.fn();
    (window as Window & { fbq?: unknown }).fbq = fbq;
    const user = userEvent.setup();
    renderWithProviders(<PartnerOffer partner={partner} />);
    const button = screen.getByRole('button', { name: TOGGLE });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(fbq).toHaveBeenCalledWith('track', 'ViewContent', { content_name: 'partner_offer' });
    const details = within(panel as HTMLElement);
    expect(details.getByRole('heading', { name: 'Example Broker Ltd' })).toBeInTheDocument();
    expect(details.getByText('CySEC')).toBeInTheDocument();
    expect(details.getByText('123/45')).toBeInTheDocument();
    expect(details.getByText('250 €')).toBeInTheDocument();
    expect(details.getByText('entro 48 ore')).toBeInTheDocument();
    expect(details.getByText(/potremmo ricevere un compenso da Example Broker Ltd/)).toBeVisible();
    expect(
      details.getByText(/Il 74% dei conti di investitori al dettaglio perde denaro/),
    ).toBeVisible();
    expect(panel?.textContent).not.toMatch(/bonus/i);

    await user.click(button);
    expect(panel).not.toBeVisible();
    await user.keyboard('{Enter}');
    expect(panel).toBeVisible();
    expect(fbq).toHaveBeenCalledTimes(1);
  });

  it('links through /go/partner with the campaign of the page address, rel sponsored', () => {
    window.history.replaceState(null, '', '/?cid=spring-2026&source=facebook');
    renderWithProviders(<PartnerOffer partner={partner} />);
    const link = screen.getByRole('link', {
      name: /Vai al sito di Example Broker Ltd/,
      hidden: true,
    });
    expect(link).toHaveAttribute('href', '/go/partner?campaign=spring-2026');
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('links to the bare redirect without a campaign', () => {
    renderWithProviders(<PartnerOffer partner={partner} />);
    expect(screen.getByRole('link', { name: /Vai al sito/, hidden: true })).toHaveAttribute(
      'href',
      '/go/partner',
    );
  });

  it('shows in the student area, next to the premium plan, only with a broker', async () => {
    window.localStorage.setItem('lead-id', 'lead-1');
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async (url) =>
      url === '/api/offers'
        ? jsonResponse(200, { premium: { capacity: null, placesLeft: null } })
        : jsonResponse(200, {
            lead: { id: 'lead-1', firstName: 'Giulia', isVerified: true, isFreeAccess: 'false' },
          }),
    );
    const { unmount } = renderWithProviders(
      <DashboardView
        library={[]}
        partnerPanel={<StudentPartnerPanel partner={partner} />}
        copy={studentCopyIn()}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Piano Premium annuale' })).toBeVisible();
    expect(screen.getByRole('button', { name: TOGGLE })).toBeInTheDocument();
    unmount();
    renderWithProviders(<DashboardView library={[]} copy={studentCopyIn()} />);
    expect(await screen.findByRole('heading', { name: 'Piano Premium annuale' })).toBeVisible();
    expect(screen.queryByRole('button', { name: TOGGLE })).not.toBeInTheDocument();
    window.localStorage.clear();
  });
});
