import { screen } from '@testing-library/react';
import { ThankYouView } from '@/components/thank-you/thank-you-view';
import { jsonResponse, mockFetch, renderWithProviders } from './support/render';

let mockParams = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => mockParams,
  usePathname: () => '/grazie',
}));

const lead = {
  id: 'lead-7',
  firstName: 'Marco',
  lastName: 'Verdi',
  isVerified: true,
  isFreeAccess: 'true',
  freeAccessExpiresAt: '2027-01-15T09:00:00.000Z',
  registrationNumber: '248',
};
let fetchMock: ReturnType<typeof mockFetch>;

/** Opens /grazie?query: the address and what useSearchParams reads. */
function visit(query: string) {
  window.history.replaceState(null, '', `/grazie?${query}`);
  mockParams = new URLSearchParams(query);
}

beforeEach(() => {
  fetchMock = mockFetch();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('/grazie', () => {
  it("confirms free access and continues to /verify-sms, the old link's phone moved out of the address", async () => {
    visit('leadId=lead-7&phone=%2B393331234567');
    fetchMock.mockResolvedValue(jsonResponse(200, { lead }));
    renderWithProviders(<ThankYouView />);
    expect(await screen.findByText("Sei l'iscritto n. 248 dei primi 500.")).toBeInTheDocument();
    expect(screen.getByText(/15 gennaio 2027/)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/leads/lead-7');
    expect(screen.getByRole('link', { name: 'Continua' })).toHaveAttribute('href', '/verify-sms');
    expect(window.sessionStorage.getItem('verify-phone')).toBe('+393331234567');
    expect(window.location.search).toBe('?leadId=lead-7');
  });

  it('thanks generically when the lead is not available, with links onward', async () => {
    visit('leadId=unknown&phone=%2B393331234567');
    fetchMock.mockResolvedValue(jsonResponse(404, { error: { code: 'not_found', message: 'x' } }));
    renderWithProviders(<ThankYouView />);
    expect(
      await screen.findByRole('heading', { name: 'Grazie per la registrazione!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Vai all'area studente" })).toHaveAttribute(
      'href',
      '/student-dashboard',
    );
    expect(screen.getByRole('link', { name: 'Apri la dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: /download/i })).not.toBeInTheDocument();
  });
});
