import { screen } from '@testing-library/react';
import { ProfileProgress } from '@/components/community/profile-progress';
import { ThankYouView } from '@/components/thank-you/thank-you-view';
import { jsonResponse, mockFetch, renderWithProviders } from './support/render';

let mockParams = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => mockParams,
  usePathname: () => '/benvenuto',
}));

const lead = {
  id: 'lead-9',
  firstName: 'Anna',
  lastName: 'Neri',
  isVerified: true,
  isFreeAccess: 'true',
  freeAccessExpiresAt: '2027-03-01T09:00:00.000Z',
  registrationNumber: '12',
};
let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
  window.localStorage.clear();
});

describe('profile progress on /benvenuto', () => {
  it('computes the steps of the verified lead and shows its member number', async () => {
    window.localStorage.setItem('lead-id', 'lead-9');
    window.localStorage.setItem('ebook-downloaded', 'true');
    fetchMock.mockResolvedValue(jsonResponse(200, { lead }));
    renderWithProviders(<ProfileProgress />);
    expect(await screen.findByText('Il tuo numero di iscrizione: n. 12')).toBeInTheDocument();
    expect(screen.getByText('3 di 4 passaggi completati')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Completamento del profilo' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
    expect(screen.getByText('Consulenza prenotata').closest('li')).toHaveAttribute(
      'data-done',
      'false',
    );
  });

  it('shows the steps without a figure when the lead is unknown', () => {
    renderWithProviders(<ProfileProgress />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/passaggi completati/)).not.toBeInTheDocument();
    expect(screen.queryByText(/38.?247/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('/grazie generic view', () => {
  it('offers the ebook PDF of the campaign and the community page', async () => {
    mockParams = new URLSearchParams('leadId=unknown&ebook=crypto');
    fetchMock.mockResolvedValue(jsonResponse(404, { error: { code: 'not_found', message: 'x' } }));
    renderWithProviders(<ThankYouView />);
    const pdf = await screen.findByRole('link', { name: "Scarica l'ebook gratuito (PDF)" });
    expect(pdf).toHaveAttribute('href', '/ebooks/cryptoBasics.pdf');
    expect(pdf).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Scopri la community' })).toHaveAttribute(
      'href',
      '/benvenuto',
    );
  });
});
