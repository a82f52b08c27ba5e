import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PremiumPlanCard } from '@/components/offers/premium-plan-card';
import { studentCopyIn } from './support/island-copy';
import { jsonResponse, mockFetch, renderWithProviders, requestBody } from './support/render';

const PREMIUM = studentCopyIn().premium;

let fetchMock: ReturnType<typeof mockFetch>;
let places: { capacity: number | null; placesLeft: number | null };
let answer: Response;

beforeEach(() => {
  places = { capacity: null, placesLeft: null };
  answer = jsonResponse(201, { created: true, message: 'Richiesta registrata.' });
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url) =>
    url === '/api/offers' ? jsonResponse(200, { premium: places }) : answer,
  );
});
afterEach(() => {
  delete (window as Window & { fbq?: unknown }).fbq;
});

const BUTTON = 'Richiedi informazioni';

/** Renders the card and waits until the places have loaded. */
async function renderCard() {
  const view = renderWithProviders(<PremiumPlanCard copy={PREMIUM} language="it" />);
  await waitFor(() =>
    expect(screen.queryByText('Caricamento della disponibilità…')).not.toBeInTheDocument(),
  );
  return view;
}

describe('premium plan card', () => {
  it('says what it contains, its price and that it is optional, with no places figure without a capacity', async () => {
    renderWithProviders(<PremiumPlanCard copy={PREMIUM} language="it" />);
    expect(screen.getByRole('heading', { name: 'Piano Premium annuale' })).toBeInTheDocument();
    expect(screen.getByText("700 € all'anno")).toBeInTheDocument();
    expect(screen.getByText('Facoltativo · a pagamento')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Caricamento della disponibilità…')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Caricamento della disponibilità…')).not.toBeInTheDocument(),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/offers', expect.anything());
    expect(screen.queryByText(/posti?|esauriti/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUTTON })).toBeEnabled();
  });

  it('shows the places left when the operator set a capacity', async () => {
    places = { capacity: 47, placesLeft: 12 };
    renderWithProviders(<PremiumPlanCard copy={PREMIUM} language="it" />);
    expect(await screen.findByText('12 posti disponibili su 47 questo mese')).toBeInTheDocument();
  });

  it('says the last place in the singular, in both languages', async () => {
    places = { capacity: 47, placesLeft: 1 };
    const { unmount } = renderWithProviders(<PremiumPlanCard copy={PREMIUM} language="it" />);
    expect(await screen.findByText('1 posto disponibile su 47 questo mese')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PremiumPlanCard copy={studentCopyIn('de').premium} language="de" />, 'de');
    expect(await screen.findByText('1 Platz frei von 47 in diesem Monat')).toBeInTheDocument();
  });

  it('says sold out and disables the button at 0 places', async () => {
    places = { capacity: 47, placesLeft: 0 };
    renderWithProviders(<PremiumPlanCard copy={PREMIUM} language="it" />);
    expect(await screen.findByText('Posti esauriti questo mese')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUTTON })).toBeDisabled();
  });

  it('says when the places could not be loaded and keeps the button', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(500, { error: { code: 'internal', message: 'Errore' } }),
    );
    renderWithProviders(<PremiumPlanCard copy={PREMIUM} language="it" />);
    expect(
      await screen.findByText(/Non è stato possibile caricare la disponibilità/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUTTON })).toBeEnabled();
  });

  it("posts the request, shows the server's message and fires InitiateCheckout", async () => {
    const fbq = jest.fn();
    (window as Window & { fbq?: unknown }).fbq = fbq;
    const user = userEvent.setup();
    await renderCard();
    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByRole('status')).toHaveTextContent('Richiesta registrata.');
    const post = fetchMock.mock.calls.findIndex(([url]) => url === '/api/offers/requests');
    expect(fetchMock.mock.calls[post]?.[1]?.method).toBe('POST');
    expect(requestBody(fetchMock, post)).toEqual({ offer: 'premium' });
    expect(fbq).toHaveBeenCalledWith('track', 'InitiateCheckout', {
      content_name: 'premium',
      value: 700,
      currency: 'EUR',
    });
    // The places are asked again after the request.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/offers')).toHaveLength(2),
    );
  });

  it('shows "already asked today" without a second InitiateCheckout, and the full-month answer', async () => {
    const fbq = jest.fn();
    (window as Window & { fbq?: unknown }).fbq = fbq;
    answer = jsonResponse(200, { created: false, message: 'Hai già inviato questa richiesta.' });
    const user = userEvent.setup();
    const { unmount } = await renderCard();
    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hai già inviato');
    expect(fbq).not.toHaveBeenCalled();
    unmount();

    answer = jsonResponse(409, { error: { code: 'offer_full', message: 'Posti esauriti.' } });
    await renderCard();
    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Posti esauriti.');
  });
});
