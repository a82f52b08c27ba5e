import { act, screen, within } from '@testing-library/react';
import { loadProofWidget, proofController } from '@/lib/browser/form-shield';
import userEvent from '@testing-library/user-event';
import { LandingRegistrationForm } from '@/components/forms/landing-registration-form';
import { dismissToast } from '@/components/ui/use-toast';
import { jsonResponse, mockFetch, renderWithProviders, requestBody } from './support/render';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  useSearchParams: () => new URLSearchParams(window.location.search),
  usePathname: () => window.location.pathname,
}));

const SUBMIT = { name: 'ACCEDI GRATIS' };

async function fillValid(user: ReturnType<typeof userEvent.setup>, { tick = true } = {}) {
  await user.type(screen.getByLabelText('Nome'), ' Mario ');
  await user.type(screen.getByLabelText('Cognome'), 'Rossi');
  await user.type(screen.getByLabelText('Email'), 'mario.rossi@example.it');
  await user.type(screen.getByLabelText('Telefono cellulare'), '+39 333 123 4567');
  await user.type(screen.getByLabelText('Password'), 'segreto1');
  await user.selectOptions(screen.getByLabelText('Esperienza di trading'), 'intermedio');
  if (tick) await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
}

let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  fetchMock = mockFetch();
  mockPush.mockReset();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  delete (window as Window & { fbq?: unknown }).fbq;
});

afterEach(() => {
  act(() => dismissToast());
  jest.useRealTimers();
});

describe('LandingRegistrationForm', () => {
  it('shows every docs/product.md §5 message word for word, linked to its field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LandingRegistrationForm />);
    await user.type(screen.getByLabelText('Nome'), 'M');
    await user.type(screen.getByLabelText('Cognome'), 'R');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Telefono cellulare'), '333 12');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', SUBMIT));

    const expected: Array<[string, string]> = [
      ['Nome', 'Il nome deve contenere almeno 2 caratteri'],
      ['Cognome', 'Il cognome deve contenere almeno 2 caratteri'],
      ['Email', 'Inserisci un indirizzo email valido'],
      ['Telefono cellulare', 'Inserisci un numero di telefono valido'],
      ['Password', 'La password deve contenere almeno 8 caratteri'],
      ['Esperienza di trading', 'Seleziona il tuo livello di esperienza'],
    ];
    for (const [label, message] of expected) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByRole('checkbox', { name: /Privacy Policy/ })).toHaveAccessibleDescription(
      "Per continuare devi accettare l'informativa sulla privacy e i termini di servizio",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts with the privacy box unticked and will not submit until it is ticked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LandingRegistrationForm />);
    const privacy = screen.getByRole('checkbox', { name: /Privacy Policy/ });
    expect(privacy).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'Termini di servizio' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );

    await fillValid(user, { tick: false });
    await user.click(screen.getByRole('button', SUBMIT));
    expect(
      await screen.findByText(
        "Per continuare devi accettare l'informativa sulla privacy e i termini di servizio",
      ),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(
      jsonResponse(201, { leadId: 'lead-1', phone: '+393331234567', smsSent: true, message: 'ok' }),
    );
    await user.click(privacy);
    await user.click(screen.getByRole('button', SUBMIT));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('posts the trimmed fields, consent, locale and the attribution of the address', async () => {
    window.history.replaceState(
      null,
      '',
      '/?cid=FB_AD_07&source=facebook_campaign_7&utm_source=facebook&utm_medium=cpc&fbclid=IwAR1',
    );
    window.localStorage.setItem('visitor_session_id', 'sess_0123456789abcdef');
    fetchMock.mockResolvedValue(
      jsonResponse(201, { leadId: 'lead-1', phone: '+393331234567', smsSent: true, message: 'ok' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LandingRegistrationForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', SUBMIT));

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/leads');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(requestBody(fetchMock)).toEqual({
      firstName: 'Mario',
      lastName: 'Rossi',
      email: 'mario.rossi@example.it',
      phone: '+39 333 123 4567',
      password: 'segreto1',
      experience: 'intermedio',
      privacyAccepted: true,
      locale: 'it',
      campaignId: 'FB_AD_07',
      adSource: 'facebook_campaign_7',
      utmSource: 'facebook',
      utmMedium: 'cpc',
      fbclid: 'IwAR1',
      visitorSessionId: 'sess_0123456789abcdef',
      fillMs: expect.any(Number),
      altcha: 'test-proof',
    });
  });

  it("sends the variant the page's experiment marker names at submit time, to the API and the pixel", async () => {
    const fbq = jest.fn();
    (window as Window & { fbq?: unknown }).fbq = fbq;
    fetchMock.mockResolvedValue(
      jsonResponse(201, { leadId: 'lead-5', phone: '+393331234567', smsSent: true, message: 'ok' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LandingRegistrationForm />);
    await fillValid(user);
    // The marker is in the page's head (a variant route); read when the form is sent.
    const marker = document.createElement('meta');
    marker.name = 'x-experiment';
    marker.content = '12:b';
    document.head.append(marker);
    try {
      await user.click(screen.getByRole('button', SUBMIT));
      await screen.findByText('Registrazione completata!');
    } finally {
      marker.remove();
    }
    expect(requestBody(fetchMock)).toMatchObject({ experiment: { id: 12, variant: 'b' } });
    expect(fbq).toHaveBeenCalledWith(
      'track',
      'Lead',
      { experiment_id: 12, experiment_variant: 'b' },
      { eventID: 'Lead.lead-5' },
    );
  });

  it('on success fires the pixel, stores the lead id, toasts and opens /verify-sms after 1.5 s', async () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/?campaign=CRYPTO_DIRECT&ad=instagram');
    const fbq = jest.fn();
    (window as Window & { fbq?: unknown }).fbq = fbq;
    fetchMock.mockResolvedValue(
      jsonResponse(201, {
        leadId: 'lead-42',
        phone: '+393331234567',
        smsSent: true,
        message: 'ok',
      }),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<LandingRegistrationForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', SUBMIT));
    // Let the request settle without moving the clock.
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(screen.getByText('Registrazione completata!')).toBeInTheDocument();
    expect(
      screen.getByText('Controlla il tuo telefono per il codice di verifica SMS.'),
    ).toBeInTheDocument();
    // The id the server's Conversions API Lead carries; CompleteRegistration waits for the code.
    expect(fbq).toHaveBeenCalledWith('track', 'Lead', {}, { eventID: 'Lead.lead-42' });
    expect(fbq).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('lead-id')).toBe('lead-42');

    act(() => jest.advanceTimersByTime(1499));
    expect(mockPush).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(mockPush).toHaveBeenCalledWith(
      `/verify-sms?redirect=${encodeURIComponent('/student-dashboard?ebook=crypto')}&campaign=CRYPTO_DIRECT&source=instagram`,
    );
    // The phone goes to the verification page in this tab's sessionStorage, not in its address.
    expect(window.sessionStorage.getItem('verify-phone')).toBe('+393331234567');
  });

  it('with Vonage Verify toasts the server’s message, names no SMS, and keeps the channels', async () => {
    jest.useFakeTimers();
    const message = 'Controlla il tuo telefono: ti abbiamo inviato il codice di verifica.';
    fetchMock.mockResolvedValue(
      jsonResponse(201, {
        leadId: 'lead-43',
        phone: '+393331234567',
        smsSent: true,
        message,
        channels: ['whatsapp', 'sms'],
      }),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<LandingRegistrationForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', SUBMIT));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/codice di verifica SMS/)).toBeNull();
    act(() => jest.advanceTimersByTime(1500));
    // The code page names WhatsApp from these, kept beside the phone.
    expect(window.sessionStorage.getItem('verify-channels')).toBe('["whatsapp","sms"]');
  });

  it('sends a plain visitor to /student-dashboard with source=direct, and flags an unsent SMS', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(
      jsonResponse(201, {
        leadId: 'lead-1',
        phone: '+393331234567',
        smsSent: false,
        message: 'SMS non inviato',
      }),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<LandingRegistrationForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', SUBMIT));
    await screen.findByText('Registrazione completata!');
    act(() => jest.advanceTimersByTime(1500));
    expect(mockPush).toHaveBeenCalledWith(
      '/verify-sms?redirect=%2Fstudent-dashboard&source=direct&sent=0',
    );
  });

  it("reads 'Registrazione in corso...' and is disabled while pending", async () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    const user = userEvent.setup();
    renderWithProviders(<LandingRegistrationForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', SUBMIT));
    const button = await screen.findByRole('button', { name: 'Registrazione in corso...' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', SUBMIT)).not.toBeInTheDocument();
  });

  it('puts server field errors on their fields and shows the server message in a destructive toast', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        error: {
          code: 'validation_failed',
          message: 'Alcuni campi non sono validi.',
          fields: { phone: 'Numero non raggiungibile via SMS' },
        },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LandingRegistrationForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', SUBMIT));

    const toast = (await screen.findByText('Errore nella registrazione')).closest('li');
    expect(toast).toBeTruthy();
    expect(
      within(toast as HTMLElement).getByText('Alcuni campi non sono validi.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Telefono cellulare')).toHaveAccessibleDescription(
      expect.stringContaining('Numero non raggiungibile via SMS'),
    );
    expect(screen.getByRole('button', SUBMIT)).toBeEnabled();
  });

  it('loads the proof-of-work widget only once the visitor starts on the form', async () => {
    jest.mocked(loadProofWidget).mockClear();
    const user = userEvent.setup();
    renderWithProviders(<LandingRegistrationForm />);
    expect(loadProofWidget).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Nome'));
    expect(loadProofWidget).toHaveBeenCalledWith(
      'it',
      expect.objectContaining({ label: 'Verifica anti-bot automatica', verified: 'Verificato' }),
    );
  });

  it('keeps a honeypot no person sees or reaches, and sends it only when a robot fills it', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { error: { code: 'form_rejected', message: 'Modulo non inviato' } }),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<LandingRegistrationForm />);
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Non compilare questo campo' })).toBeNull();

    await fillValid(user);
    await user.click(screen.getByRole('button', SUBMIT));
    expect(requestBody(fetchMock)).not.toHaveProperty('website');

    await user.type(trap, 'https://spam.example');
    await user.click(screen.getByRole('button', SUBMIT));
    expect(requestBody(fetchMock, 1)).toMatchObject({ website: 'https://spam.example' });
  });

  it('solves a new proof and sends once more when the server refuses the proof', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(403, { error: { code: 'proof_invalid', message: 'Verifica scaduta' } }),
      )
      .mockResolvedValueOnce(
        jsonResponse(201, {
          leadId: 'lead-1',
          phone: '+393331234567',
          smsSent: true,
          message: 'ok',
        }),
      );
    const user = userEvent.setup();
    renderWithProviders(<LandingRegistrationForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', SUBMIT));

    expect(await screen.findByText('Registrazione completata!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const widget = jest.mocked(proofController).mock.results.at(-1)?.value as {
      renew: jest.Mock;
    };
    expect(widget.renew).toHaveBeenCalledTimes(1);
  });

  it('falls back to the generic message when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderWithProviders(<LandingRegistrationForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', SUBMIT));
    expect(await screen.findByText('Si è verificato un errore. Riprova.')).toBeInTheDocument();
  });
});
