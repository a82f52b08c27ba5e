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
  it("confirms free access and continues a verified lead to the student area, the old link's phone moved out of the address", async () => {
    visit('leadId=lead-7&phone=%2B393331234567&ebook=crypto');
    fetchMock.mockResolvedValue(jsonResponse(200, { lead }));
    renderWithProviders(<ThankYouView />);
    expect(await screen.findByText("Sei l'iscritto n. 248 dei primi 500.")).toBeInTheDocument();
    expect(screen.getByText(/15 gennaio 2027/)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/leads/lead-7');
    expect(screen.getByRole('link', { name: 'Continua' })).toHaveAttribute(
      'href',
      '/student-dashboard?ebook=crypto',
    );
    expect(screen.queryByRole('link', { name: /Conferma/ })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('verify-phone')).toBe('+393331234567');
    expect(window.location.search).toBe('?leadId=lead-7&ebook=crypto');
  });

  it('sends a lead not verified yet to the code page, then to the student area', async () => {
    visit('leadId=lead-7&phone=%2B393331234567&campaign=FB_AD_03');
    fetchMock.mockResolvedValue(jsonResponse(200, { lead: { ...lead, isVerified: false } }));
    renderWithProviders(<ThankYouView />);
    const next = await screen.findByRole('link', { name: 'Conferma il numero per continuare' });
    const target = new URL(String(next.getAttribute('href')), 'http://localhost');
    expect(target.pathname).toBe('/verify-sms');
    expect(target.searchParams.get('redirect')).toBe('/student-dashboard');
    expect(target.searchParams.get('campaign')).toBe('FB_AD_03');
  });

  it('offers the code page to a lead this browser has not verified (the API does not show it)', async () => {
    visit('leadId=lead-7&phone=%2B393331234567');
    fetchMock.mockResolvedValue(jsonResponse(404, { error: { code: 'not_found', message: 'x' } }));
    renderWithProviders(<ThankYouView />);
    const next = await screen.findByRole('link', { name: 'Conferma il tuo numero di telefono' });
    expect(new URL(String(next.getAttribute('href')), 'http://localhost').pathname).toBe(
      '/verify-sms',
    );
    expect(screen.queryByRole('link', { name: "Vai all'area studente" })).not.toBeInTheDocument();
  });

  it('opens the student area to a verified lead without free access', async () => {
    visit('leadId=lead-7&phone=%2B393331234567');
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        lead: {
          ...lead,
          isFreeAccess: 'false',
          freeAccessExpiresAt: null,
          registrationNumber: null,
        },
      }),
    );
    renderWithProviders(<ThankYouView />);
    expect(await screen.findByRole('link', { name: "Vai all'area studente" })).toHaveAttribute(
      'href',
      '/student-dashboard',
    );
    expect(screen.queryByRole('link', { name: /Conferma/ })).not.toBeInTheDocument();
  });

  it('thanks generically when the lead is not available, with links onward', async () => {
    visit('leadId=unknown');
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
