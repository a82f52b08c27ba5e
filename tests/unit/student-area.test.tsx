import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardView } from '@/components/student/dashboard-view';
import type { LibraryItem } from '@/components/student/library-item';
import { StudentArea } from '@/components/student/student-area';
import { EBOOKS } from '@/lib/catalog/ebooks';
import { studentCopyIn } from './support/island-copy';
import { jsonResponse, mockFetch, renderWithProviders } from './support/render';

let mockParams = new URLSearchParams();
const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: mockReplace, prefetch: jest.fn() }),
  useSearchParams: () => mockParams,
  usePathname: () => '/student-dashboard',
}));

const library: LibraryItem[] = EBOOKS.map((ebook) => ({
  id: ebook.id,
  card: <p>card {ebook.id}</p>,
}));
const lead = {
  id: 'lead-1',
  firstName: 'Giulia',
  lastName: 'Bianchi',
  isVerified: true,
  isFreeAccess: 'true',
  freeAccessExpiresAt: '2027-05-20T10:00:00.000Z',
  registrationNumber: '12',
  locale: 'it',
};
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  fetchMock = mockFetch();
  window.localStorage.clear();
  mockParams = new URLSearchParams();
});

describe('student area', () => {
  it("says 'Accesso non autorizzato' without a stored lead id and asks nothing of the server", async () => {
    renderWithProviders(<StudentArea library={library} copy={studentCopyIn()} />);
    expect(
      await screen.findByRole('heading', { name: 'Accesso non autorizzato' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    // Opened on another device (the German guide link, a bookmark): the way to sign in.
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the same when the server does not recognise this browser', async () => {
    window.localStorage.setItem('lead-id', 'someone-else');
    fetchMock.mockResolvedValue(
      jsonResponse(404, { error: { code: 'not_found', message: 'Risorsa non trovata.' } }),
    );
    renderWithProviders(<StudentArea library={library} copy={studentCopyIn()} />);
    expect(
      await screen.findByRole('heading', { name: 'Accesso non autorizzato' }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/leads/someone-else');
  });

  it('greets the lead, shows place and expiry in Italian, and puts the campaign ebook first', async () => {
    window.localStorage.setItem('lead-id', 'lead-1');
    mockParams = new URLSearchParams('ebook=crypto');
    fetchMock.mockResolvedValue(jsonResponse(200, { lead }));
    renderWithProviders(<StudentArea library={library} copy={studentCopyIn()} />);
    expect(await screen.findByRole('heading', { name: 'Ciao Giulia!' })).toBeInTheDocument();
    expect(screen.getByText('Iscrizione n. 12 di 500')).toBeInTheDocument();
    expect(
      screen.getByText('Contenuti premium disponibili fino al 20 maggio 2027.'),
    ).toBeInTheDocument();
    const recommended = screen.getByRole('region', { name: 'Consigliato per te' });
    expect(within(recommended).getByText('card cryptoBasics')).toBeInTheDocument();
    const rest = within(screen.getByRole('region', { name: 'La tua biblioteca' })).getAllByText(
      /^card /,
    );
    expect(rest).toHaveLength(5);
    expect(rest.map((el) => el.textContent)).not.toContain('card cryptoBasics');
  });

  it('takes a German lead to the German area, with the same query, and shows nothing Italian', async () => {
    window.localStorage.setItem('lead-id', 'lead-1');
    mockParams = new URLSearchParams('ebook=crypto');
    fetchMock.mockResolvedValue(jsonResponse(200, { lead: { ...lead, locale: 'de' } }));
    renderWithProviders(<StudentArea library={library} copy={studentCopyIn()} />);
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/lernbereich?ebook=crypto'));
    expect(screen.queryByRole('heading', { name: 'Ciao Giulia!' })).not.toBeInTheDocument();
  });

  it('tells a lead without free access that the places are taken', async () => {
    window.localStorage.setItem('lead-id', 'lead-1');
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
    renderWithProviders(<StudentArea library={library} copy={studentCopyIn()} />);
    expect(await screen.findByText('Posti ad accesso gratuito esauriti')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Consigliato per te' })).not.toBeInTheDocument();
  });
});

describe('/dashboard', () => {
  it('counts exactly the notifications it lists, and logs out on exit', async () => {
    window.localStorage.setItem('lead-id', 'lead-1');
    fetchMock.mockResolvedValue(jsonResponse(200, { lead }));
    const user = userEvent.setup();
    renderWithProviders(<DashboardView library={library} copy={studentCopyIn()} />);
    const bell = await screen.findByRole('button', { name: 'Notifiche: 3' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(document.getElementById('notifications-panel') as HTMLElement).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/'));
    const logout = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect(logout?.[1]?.method).toBe('POST');
    expect(window.localStorage.getItem('lead-id')).toBeNull();
  });
});

describe('the lead’s own data', () => {
  it('offers the JSON download and erases the account after confirming, then says so', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('lead-id', 'lead-1');
    fetchMock.mockImplementation(async (url) =>
      url === '/api/account'
        ? jsonResponse(200, { erased: 'lead-1' })
        : url === '/api/offers'
          ? jsonResponse(200, { premium: { capacity: null, placesLeft: null } })
          : jsonResponse(200, { lead }),
    );
    const accountCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/account');
    renderWithProviders(<StudentArea library={library} copy={studentCopyIn()} />);
    const section = within(await screen.findByRole('region', { name: 'I tuoi dati' }));
    expect(section.getByRole('link', { name: 'Scarica i miei dati' })).toHaveAttribute(
      'href',
      '/api/account/export',
    );
    await user.click(section.getByRole('button', { name: 'Elimina il mio account' }));
    expect(accountCalls()).toHaveLength(0);
    await user.type(
      section.getByLabelText('Per confermare, inserisci la tua password'),
      'segreta-di-giulia',
    );
    await user.click(section.getByRole('button', { name: 'Sì, elimina definitivamente' }));
    expect(await screen.findByRole('heading', { name: 'Account eliminato' })).toBeInTheDocument();
    expect(accountCalls()).toHaveLength(1);
    expect(accountCalls()[0]?.[1]?.method).toBe('DELETE');
    expect(JSON.parse(String(accountCalls()[0]?.[1]?.body))).toEqual({
      password: 'segreta-di-giulia',
    });
    await user.click(screen.getByRole('link', { name: 'Torna alla home' }));
    expect(window.localStorage.getItem('lead-id')).toBeNull();
  });
});

describe('erasure refused by the server', () => {
  it('shows the server’s message when the password is wrong, and keeps the account', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('lead-id', 'lead-1');
    fetchMock.mockImplementation(async (url) =>
      url === '/api/account'
        ? jsonResponse(401, {
            error: {
              code: 'wrong_password',
              message: "La password non è corretta: l'account non è stato eliminato.",
            },
          })
        : url === '/api/offers'
          ? jsonResponse(200, { premium: { capacity: null, placesLeft: null } })
          : jsonResponse(200, { lead }),
    );
    renderWithProviders(<StudentArea library={library} copy={studentCopyIn()} />);
    const section = within(await screen.findByRole('region', { name: 'I tuoi dati' }));
    await user.click(section.getByRole('button', { name: 'Elimina il mio account' }));
    const password = section.getByLabelText('Per confermare, inserisci la tua password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.type(password, 'sbagliata');
    await user.click(section.getByRole('button', { name: 'Sì, elimina definitivamente' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      "La password non è corretta: l'account non è stato eliminato.",
    );
    expect(screen.queryByRole('heading', { name: 'Account eliminato' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('lead-id')).toBe('lead-1');
  });
});
