import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '@/components/login/login-form';
import { SmsLogin } from '@/components/login/sms-login';
import { loginCopyIn as copyIn } from './support/island-copy';
import { jsonResponse, mockFetch, renderWithProviders, requestBody } from './support/render';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/login',
}));

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
  push.mockReset();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function submit(email: string, password: string, locale: 'it' | 'de' = 'it') {
  const user = userEvent.setup();
  renderWithProviders(<LoginForm copy={copyIn(locale)} locale={locale} />, locale);
  const copy = copyIn(locale);
  if (email) await user.type(screen.getByLabelText(copy.email), email);
  if (password) await user.type(screen.getByLabelText(copy.password), password);
  await user.click(screen.getByRole('button', { name: copy.submit }));
}

describe('/login form', () => {
  it('shows the product spec messages for a bad email and a short password', async () => {
    await submit('non-una-email', '123');
    expect(await screen.findByText("Inserisci un'email valida")).toBeInTheDocument();
    expect(screen.getByText('La password deve essere di almeno 6 caratteri')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the focus on the first invalid field and drops its message once it is edited', async () => {
    await submit('non-una-email', 'segreta1');
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText("Inserisci un'email valida")).toBeVisible();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.setup().type(email, 'x');
    expect(screen.queryByText("Inserisci un'email valida")).toBeNull();
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('stores the lead id and opens /dashboard on success', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    fetchMock.mockResolvedValue(jsonResponse(200, { verified: true, leadId: 'lead-42' }));
    await submit('giulia@example.it', 'segreta1');
    expect(await screen.findAllByText('Accesso effettuato')).not.toHaveLength(0);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/login');
    expect(requestBody(fetchMock)).toEqual({
      email: 'giulia@example.it',
      password: 'segreta1',
      altcha: 'test-proof',
    });
    expect(window.localStorage.getItem('lead-id')).toBe('lead-42');
    jest.advanceTimersByTime(1500);
    expect(push).toHaveBeenCalledWith('/dashboard');
    jest.useRealTimers();
  });

  it('greets in German and opens the German student area from /anmelden', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    fetchMock.mockResolvedValue(jsonResponse(200, { verified: true, leadId: 'lead-7' }));
    await submit('jonas@example.de', 'geheim12', 'de');
    expect(await screen.findAllByText(copyIn('de').toast.successTitle)).not.toHaveLength(0);
    expect(copyIn('de').toast.successTitle).not.toBe(copyIn('it').toast.successTitle);
    jest.advanceTimersByTime(1500);
    expect(push).toHaveBeenCalledWith('/lernbereich');
    jest.useRealTimers();
  });

  it('shows the German schema messages on /anmelden', async () => {
    await submit('keine-email', '123', 'de');
    expect(await screen.findByText(copyIn('de').validation['login.errors.email']!)).toBeVisible();
    expect(screen.getByText(copyIn('de').validation['login.errors.password']!)).toBeVisible();
  });

  it('shows the generic failure message from the server', async () => {
    const message =
      'Email o password non corretti. Se ti sei registrato da una pagina senza scegliere una password, accedi con il codice SMS qui sotto.';
    fetchMock.mockResolvedValue(
      jsonResponse(401, { error: { code: 'invalid_credentials', message } }),
    );
    await submit('giulia@example.it', 'sbagliata');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(push).not.toHaveBeenCalled();
  });

  it('points an unverified lead to the SMS verification', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        verified: false,
        phone: '+393471234567',
        smsSent: true,
        message: 'Completa la verifica.',
      }),
    );
    await submit('giulia@example.it', 'segreta1');
    expect(await screen.findByText('Completa la verifica.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai alla verifica SMS' })).toHaveAttribute(
      'href',
      '/verify-sms?redirect=%2Fdashboard',
    );
    // The page finds the phone in this tab's sessionStorage, not in its address.
    expect(window.sessionStorage.getItem('verify-phone')).toBe('+393471234567');
    expect(window.localStorage.getItem('lead-id')).toBeNull();
  });

  it('lets a lead without a password ask for an SMS code and go to /verify-sms', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    renderWithProviders(<SmsLogin copy={copyIn('it')} locale="it" />);
    await user.type(screen.getByLabelText('Numero di cellulare'), '+39 347 123 4567');
    await user.click(screen.getByRole('button', { name: 'Ricevi il codice SMS' }));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/resend-sms');
    expect(push).toHaveBeenCalledWith('/verify-sms?redirect=%2Fdashboard');
    expect(window.sessionStorage.getItem('verify-phone')).toBe('+39 347 123 4567');
  });
});
