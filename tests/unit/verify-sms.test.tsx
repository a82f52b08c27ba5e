import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '@/components/ui/use-toast';
import { VerifySmsView } from '@/components/verification/verify-sms-view';
import { verifyCopyIn } from './support/island-copy';
import { jsonResponse, mockFetch, renderWithProviders, requestBody } from './support/render';

const mockPush = jest.fn();
const mockReplace = jest.fn();
let mockParams = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: mockReplace, prefetch: jest.fn(), back: jest.fn() }),
  useSearchParams: () => mockParams,
  usePathname: () => '/verify-sms',
}));

const PHONE = '+393331234567';
const VERIFY = { name: 'Verifica codice' };
const CONSENT = '6f1c2a9e-1111-4b2c-9d3e-0a1b2c3d4e5f';
let fetchMock: ReturnType<typeof mockFetch>;

/**
 * Opens the page at `/verify-sms?query` in a tab that registered `phone` (kept in
 * sessionStorage by the form), or in a tab that knows no phone when `phone` is null.
 */
function open(query: string, phone: string | null = PHONE) {
  if (phone) window.sessionStorage.setItem('verify-phone', phone);
  window.history.replaceState(null, '', `/verify-sms${query ? `?${query}` : ''}`);
  mockParams = new URLSearchParams(query);
  return renderWithProviders(<VerifySmsView copy={verifyCopyIn()} />);
}
const codeBox = () => screen.getByLabelText('Codice di verifica');

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = mockFetch();
  mockPush.mockReset();
  mockReplace.mockReset();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  act(() => dismissToast());
  jest.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('/verify-sms', () => {
  it('reads the phone from the tab, not from the address, and again after a reload', () => {
    const first = open('redirect=%2Fdashboard');
    expect(screen.getByText(PHONE)).toBeInTheDocument();
    expect(window.location.search).toBe('?redirect=%2Fdashboard');
    first.unmount();
    open('redirect=%2Fdashboard', null); // the same tab: sessionStorage still holds it
    expect(screen.getByText(PHONE)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
  });

  it("stores an old link's ?phone= and removes it from the address, keeping the rest", () => {
    const replace = jest.spyOn(window.history, 'replaceState');
    open('phone=+393331234567&redirect=%2Fdashboard&campaign=FB_AD_01&source=facebook', null);
    expect(screen.getByText(PHONE)).toBeInTheDocument();
    expect(window.sessionStorage.getItem('verify-phone')).toBe(PHONE);
    expect(replace).toHaveBeenLastCalledWith(
      null,
      '',
      '/verify-sms?redirect=%2Fdashboard&campaign=FB_AD_01&source=facebook',
    );
    expect(window.location.href).not.toContain('3331234567');
    replace.mockRestore();
  });

  it('asks for the number in a tab that does not know it, then verifies it with a resend at once', async () => {
    const user = setup();
    open('sent=1', null);
    // Loaded only for a tab that does not know the number.
    expect(await screen.findByText('Quale numero vuoi verificare?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Codice di verifica')).not.toBeInTheDocument();
    expect(mockReplace).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Numero di cellulare'), '12');
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByText('Inserisci un numero di telefono valido')).toBeInTheDocument();

    const phone = screen.getByLabelText('Numero di cellulare');
    await user.clear(phone);
    await user.type(phone, '+39 333 123 4567');
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByText('+39 333 123 4567')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('verify-phone')).toBe('+39 333 123 4567');
    expect(screen.getByLabelText('Codice di verifica')).toBeInTheDocument();
    // When the last code went out is unknown: a new one can be asked for at once.
    expect(screen.getByRole('button', { name: 'Invia di nuovo il codice' })).toBeInTheDocument();
  });

  it('shows the number and one numeric one-time-code input that keeps digits only', async () => {
    const user = setup();
    open('');
    expect(screen.getByText(PHONE)).toBeInTheDocument();
    const input = codeBox();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
    await user.type(input, 'a1b2-c3 d4e5f6');
    expect(input).toHaveValue('123456');
  });

  it("reads an old link's phone whose '+' was not encoded", () => {
    open('phone=+393331234567', null);
    expect(screen.getByText(PHONE)).toBeInTheDocument();
  });

  it('accepts a pasted code with spaces and dashes', () => {
    open('');
    fireEvent.paste(codeBox(), { clipboardData: { getData: () => '12 34-56' } });
    expect(codeBox()).toHaveValue('123456');
  });

  it('enables the verify button only with exactly 6 digits, and explains an incomplete code on Enter', async () => {
    const user = setup();
    open('');
    const button = screen.getByRole('button', VERIFY);
    expect(button).toBeDisabled();
    await user.type(codeBox(), '12345');
    expect(button).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(
        'Codice incompleto - Inserisci il codice di 6 cifre ricevuto via SMS.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(codeBox(), '6');
    expect(button).toBeEnabled();
  });

  it('verifies with the consent id, fires CompleteRegistration, stores the lead id, greets and goes to the safe redirect after 1.5 s', async () => {
    const fbq = jest.fn();
    (window as Window & { fbq?: unknown }).fbq = fbq;
    window.localStorage.setItem('cookie-consent-id', CONSENT);
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        leadId: 'lead-9',
        firstVerification: true,
        message: 'ok',
      }),
    );
    const user = setup();
    open(`redirect=${encodeURIComponent('/student-dashboard?ebook=trading')}`);
    await user.type(codeBox(), '123456');
    await user.click(screen.getByRole('button', VERIFY));
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/verify-sms');
    expect(requestBody(fetchMock)).toEqual({ phone: PHONE, code: '123456', consentId: CONSENT });
    expect(fbq).toHaveBeenCalledWith(
      'track',
      'CompleteRegistration',
      {},
      { eventID: 'CompleteRegistration.lead-9' },
    );
    expect(
      screen.getByText('Verifica completata! Benvenuto nella tua dashboard educativa.'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('lead-id')).toBe('lead-9');
    act(() => jest.advanceTimersByTime(1499));
    expect(mockPush).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(mockPush).toHaveBeenCalledWith('/student-dashboard?ebook=trading');
    // Verified: the tab has no phone left to verify.
    expect(window.sessionStorage.getItem('verify-phone')).toBeNull();
    delete (window as Window & { fbq?: unknown }).fbq;
  });

  it('signs a lead verified before in without a second CompleteRegistration', async () => {
    const fbq = jest.fn();
    (window as Window & { fbq?: unknown }).fbq = fbq;
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        leadId: 'lead-9',
        firstVerification: false,
        message: 'Accesso effettuato! Bentornato nella tua area studenti.',
      }),
    );
    const user = setup();
    open(`redirect=${encodeURIComponent('/dashboard')}`);
    await user.type(codeBox(), '123456');
    await user.click(screen.getByRole('button', VERIFY));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(fbq).not.toHaveBeenCalled();
    expect(
      screen.getByText('Accesso effettuato! Bentornato nella tua area studenti.'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('lead-id')).toBe('lead-9');
    await act(() => jest.advanceTimersByTimeAsync(1500));
    expect(mockPush).toHaveBeenCalledWith('/dashboard');
    delete (window as Window & { fbq?: unknown }).fbq;
  });

  it('ignores a redirect to another site', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        leadId: 'lead-9',
        firstVerification: true,
        message: 'ok',
      }),
    );
    const user = setup();
    open(`redirect=${encodeURIComponent('//evil.example')}`);
    await user.type(codeBox(), '123456{Enter}');
    await act(() => jest.advanceTimersByTimeAsync(1500));
    expect(mockPush).toHaveBeenCalledWith('/student-dashboard');
  });

  it("shows 'Codice non valido' with the server's message on a wrong code", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: { code: 'invalid_code', message: 'Il codice inserito non è corretto. Riprova.' },
      }),
    );
    const user = setup();
    open('');
    await user.type(codeBox(), '000000');
    await user.click(screen.getByRole('button', VERIFY));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Codice non valido')).toBeInTheDocument();
    expect(screen.getByText('Il codice inserito non è corretto. Riprova.')).toBeInTheDocument();
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('counts down from 2:00, then offers a resend that restarts the countdown', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: true, message: 'Codice inviato!', retryAfter: 120 }),
    );
    const user = setup();
    open('');
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('1:59');
    expect(
      screen.queryByRole('button', { name: 'Invia di nuovo il codice' }),
    ).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(119_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Invia di nuovo il codice' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/resend-sms');
    // With the proof of work the widget solved during the countdown.
    expect(requestBody(fetchMock)).toEqual({ phone: PHONE, altcha: 'test-proof' });
    expect(screen.getByText('Codice inviato!')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
  });

  it('after a refused resend shows the reason and waits as long as the server says', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, {
        error: {
          code: 'resend_too_soon',
          message: 'Attendi 30 secondi prima di richiedere un nuovo codice.',
          retryAfter: 30,
        },
      }),
    );
    const user = setup();
    open('sent=0');
    expect(screen.getByText(/Non siamo ancora riusciti a inviare l'SMS/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invia di nuovo il codice' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText("Errore nell'invio")).toBeInTheDocument();
    expect(
      screen.getByText('Attendi 30 secondi prima di richiedere un nuovo codice.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('0:30');
  });

  it('links back to registration keeping campaign and source', () => {
    open('campaign=CRYPTO_DIRECT&source=facebook');
    expect(screen.getByRole('link', { name: 'Torna alla registrazione' })).toHaveAttribute(
      'href',
      '/?campaign=CRYPTO_DIRECT&source=facebook',
    );
  });
});
