import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from 'next-intl';
import { campaignFormCopy, type CopyTranslator } from '@/components/forms/campaign-form-copy';
import { CampaignFormFields } from '@/components/forms/campaign-form-fields';
import { THEME_CLASSES } from '@/components/forms/form-themes';
import { campaignLanguage } from '@/lib/campaigns/target';
import { dismissToast } from '@/components/ui/use-toast';
import deMessages from '@/messages/de.json';
import itMessages from '@/messages/it.json';
import { jsonResponse, mockFetch, renderWithProviders, requestBody } from './support/render';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  useSearchParams: () => new URLSearchParams(window.location.search),
  usePathname: () => window.location.pathname,
}));

/** Renders the form as the server shell would: copy in the campaign label's language. */
function renderForm(campaign: string, redirectPath = '/student-dashboard') {
  const language = campaignLanguage(campaign);
  const messages = language === 'de' ? deMessages : itMessages;
  const t = createTranslator({ locale: language, messages }) as unknown as CopyTranslator;
  return renderWithProviders(
    <CampaignFormFields
      campaign={campaign}
      redirectPath={redirectPath}
      buttonText="SUBMIT"
      buttonClass={THEME_CLASSES.blue.button}
      label="Campaign form"
      copy={campaignFormCopy(t, language)}
    />,
  );
}

type User = ReturnType<typeof userEvent.setup>;

/** The control labelled `text` (labels end with an aria-hidden required mark '*'). */
const byLabel = (text: string) => screen.getByLabelText(new RegExp(`^${text}\\*?$`));

async function fillItalian(user: User, { tick = true } = {}) {
  await user.type(byLabel('Nome'), 'Giulia');
  await user.type(byLabel('Cognome'), 'Bianchi');
  await user.type(byLabel('Email'), 'giulia@example.it');
  await user.type(byLabel('Telefono cellulare'), '+39 333 765 4321');
  await user.selectOptions(byLabel('Esperienza di trading'), 'principiante');
  if (tick) await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
}

let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  fetchMock = mockFetch();
  mockPush.mockReset();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/guida-crypto-educativa');
});

afterEach(() => {
  act(() => dismissToast());
  jest.useRealTimers();
});

describe('CampaignFormFields (docs/product.md §2.3b)', () => {
  it('marks the five fields as required, has no password field and an unticked privacy box', () => {
    renderForm('CRYPTO_EDUCATION_GUIDE');
    const form = screen.getByRole('form', { name: 'Campaign form' });
    expect(within(form).getAllByText('*')).toHaveLength(5);
    expect(form.querySelector('input[type="password"]')).toBeNull();
    expect(byLabel('Email')).toHaveAttribute('type', 'email');
    expect(byLabel('Telefono cellulare')).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('checkbox', { name: /Privacy Policy/ })).not.toBeChecked();
  });

  it('will not submit while the privacy box is unticked', async () => {
    const user = userEvent.setup();
    renderForm('CRYPTO_EDUCATION_GUIDE');
    await fillItalian(user, { tick: false });
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByRole('checkbox', { name: /Privacy Policy/ })).toHaveAccessibleDescription(
      "Per continuare devi accettare l'informativa sulla privacy e i termini di servizio",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts no password, the address campaign and attribution, then opens /verify-sms', async () => {
    jest.useFakeTimers();
    window.history.replaceState(
      null,
      '',
      '/guida-crypto-educativa?campaign=FB_CRYPTO_07&utm_source=facebook&fbclid=IwAR9',
    );
    fetchMock.mockResolvedValue(
      jsonResponse(201, { leadId: 'lead-7', phone: '+393337654321', smsSent: false, message: 'x' }),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm('CRYPTO_EDUCATION_GUIDE');
    await fillItalian(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await act(() => jest.advanceTimersByTimeAsync(0));

    const body = requestBody(fetchMock) as Record<string, unknown>;
    expect(body).not.toHaveProperty('password');
    expect(body).toEqual({
      firstName: 'Giulia',
      lastName: 'Bianchi',
      email: 'giulia@example.it',
      phone: '+39 333 765 4321',
      experience: 'principiante',
      privacyAccepted: 'true',
      locale: 'it',
      campaign: 'FB_CRYPTO_07',
      adSource: 'crypto_education_guide-prelander',
      utmSource: 'facebook',
      fbclid: 'IwAR9',
      visitorSessionId: null,
      fillMs: expect.any(Number),
      altcha: 'test-proof',
    });
    expect(screen.getByText('Registrazione completata!')).toBeInTheDocument();
    expect(window.localStorage.getItem('lead-id')).toBe('lead-7');
    act(() => jest.advanceTimersByTime(1500));
    // The phone goes to the verification page in this tab's sessionStorage, not in its address.
    expect(mockPush).toHaveBeenCalledWith(
      '/verify-sms?redirect=%2Fstudent-dashboard&campaign=FB_CRYPTO_07&source=crypto_education_guide-prelander&sent=0',
    );
    expect(window.sessionStorage.getItem('verify-phone')).toBe('+393337654321');
  });

  it("sends the variant of the page's experiment marker with the registration", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, { leadId: 'lead-8', phone: '+393337654321', smsSent: true, message: 'x' }),
    );
    const marker = document.createElement('meta');
    marker.name = 'x-experiment';
    marker.content = '4:control';
    document.head.append(marker);
    try {
      const user = userEvent.setup();
      renderForm('CRYPTO_EDUCATION_GUIDE');
      await fillItalian(user);
      await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
      await screen.findByText('Registrazione completata!');
    } finally {
      marker.remove();
    }
    expect(requestBody(fetchMock)).toMatchObject({ experiment: { id: 4, variant: 'control' } });
  });

  it('switches to German for a GERMAN campaign: labels, options, locale, toast and /willkommen-deutsch', async () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/krypto-leitfaden-deutsch');
    const fbq = jest.fn();
    (window as Window & { fbq?: unknown }).fbq = fbq;
    fetchMock.mockResolvedValue(
      jsonResponse(201, {
        leadId: 'lead-9',
        phone: '+4915123456789',
        smsSent: true,
        message: 'ok',
      }),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm('GERMAN_CRYPTO_EDUCATION', '/student-dashboard');

    const select = byLabel('Trading-Erfahrung');
    const values = Array.from(select.querySelectorAll('option')).map((o) => o.value);
    expect(values).toEqual(['', 'base', 'intermediate', 'advanced']);
    await user.type(byLabel('Vorname'), 'Max');
    await user.type(byLabel('Nachname'), 'Müller');
    await user.type(byLabel('E-Mail'), 'max@example.de');
    await user.type(byLabel('Mobilnummer'), '+49 151 23456789');
    await user.selectOptions(select, 'intermediate');
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await act(() => jest.advanceTimersByTimeAsync(0));

    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('de');
    expect(requestBody(fetchMock)).toMatchObject({
      experience: 'intermediate',
      locale: 'de',
      campaign: 'GERMAN_CRYPTO_EDUCATION',
    });
    expect(requestBody(fetchMock)).not.toHaveProperty('password');
    expect(fbq).toHaveBeenCalledWith('track', 'Lead', {}, { eventID: 'Lead.lead-9' });
    expect(fbq).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Registrierung erfolgreich!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1500));
    expect(mockPush).toHaveBeenCalledWith(
      '/sms-bestaetigung?redirect=%2Fwillkommen-deutsch&campaign=GERMAN_CRYPTO_EDUCATION&source=german_crypto_education-prelander',
    );
    expect(window.sessionStorage.getItem('verify-phone')).toBe('+4915123456789');
    delete (window as Window & { fbq?: unknown }).fbq;
  });

  it('shows German validation and the German fallback error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderForm('DEUTSCH_FB_03');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(byLabel('Vorname')).toHaveAccessibleDescription(
      'Der Vorname muss mindestens 2 Zeichen enthalten',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(byLabel('Vorname'), 'Max');
    await user.type(byLabel('Nachname'), 'Müller');
    await user.type(byLabel('E-Mail'), 'max@example.de');
    await user.type(byLabel('Mobilnummer'), '+49 151 23456789');
    await user.selectOptions(byLabel('Trading-Erfahrung'), 'base');
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Registrierungsfehler')).toBeInTheDocument();
    expect(
      screen.getByText('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.'),
    ).toBeInTheDocument();
  });

  it('puts server field errors on their fields with a destructive toast', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        error: {
          code: 'validation_failed',
          message: 'Alcuni campi non sono validi.',
          fields: { email: 'Email già registrata' },
        },
      }),
    );
    const user = userEvent.setup();
    renderForm('MARKET_ANALYSIS_EDUCATION');
    await fillItalian(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Errore nella registrazione')).toBeInTheDocument();
    expect(screen.getByText('Alcuni campi non sono validi.')).toBeInTheDocument();
    expect(byLabel('Email')).toHaveAccessibleDescription('Email già registrata');
    expect(byLabel('Email')).toHaveFocus();
  });
});

describe('campaignFormCopy where messages are precompiled', () => {
  it('reads each validation message by its key, never the raw group (next dev refuses t.raw)', () => {
    for (const [language, messages] of [
      ['it', itMessages],
      ['de', deMessages],
    ] as const) {
      const base = createTranslator({ locale: language, messages });
      // As next-intl with `precompile: true`: text and rich text work, raw access throws.
      const t = Object.assign((key: string) => base(key as never), {
        rich: base.rich as unknown as CopyTranslator['rich'],
        raw: () => {
          throw new Error('`t.raw` is not supported when messages are precompiled.');
        },
      });
      const copy = campaignFormCopy(t, language);
      expect(copy.validation.phone).toBe(messages.validation.phone);
      expect(copy.validation.privacy).toBe(messages.validation.privacy);
    }
  });
});

describe('a browser whose lead is verified already', () => {
  const lead = (isVerified: boolean, locale = 'it') => ({
    lead: { id: 'lead-1', firstName: 'Giulia', lastName: 'Bianchi', isVerified, locale },
  });

  it('gets its guide and the way to its student area instead of the form', async () => {
    window.history.replaceState(null, '', '/guida-trading-base?campaign=FB_PL_TRADING_NEW_07');
    window.localStorage.setItem('lead-id', 'lead-1');
    fetchMock.mockResolvedValue(jsonResponse(200, lead(true)));
    renderForm('SP_TRADING');
    // The panel's code loads once the lead is known (React.lazy): a cold import under load.
    expect(
      await screen.findByText('Sei già registrato: la tua guida ti aspetta', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scarica la guida (PDF)' })).toHaveAttribute(
      'href',
      '/ebooks/tradingBasics.pdf',
    );
    expect(screen.getByRole('link', { name: 'Vai alla tua area studenti' })).toHaveAttribute(
      'href',
      '/student-dashboard?ebook=trading',
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/leads/lead-1');
  });

  it('in German on a German campaign, with the German student area', async () => {
    window.history.replaceState(null, '', '/krypto-leitfaden-deutsch');
    window.localStorage.setItem('lead-id', 'lead-1');
    fetchMock.mockResolvedValue(jsonResponse(200, lead(true, 'de')));
    renderForm('GERMAN_CRYPTO_EDUCATION');
    expect(await screen.findByRole('link', { name: 'Zu Ihrem Lernbereich' })).toHaveAttribute(
      'href',
      '/lernbereich?ebook=crypto',
    );
    expect(screen.getByRole('link', { name: 'Leitfaden herunterladen (PDF)' })).toHaveAttribute(
      'href',
      '/ebooks/cryptoBasics.pdf',
    );
  });

  it('keeps the form for a lead not verified yet, or one the server does not recognise', async () => {
    window.localStorage.setItem('lead-id', 'lead-1');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, lead(false)));
    const first = renderForm('CRYPTO_EDUCATION_GUIDE');
    await act(async () => {});
    expect(screen.getByRole('form', { name: 'Campaign form' })).toBeInTheDocument();
    first.unmount();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(404, { error: { code: 'not_found', message: 'Risorsa non trovata.' } }),
    );
    renderForm('CRYPTO_EDUCATION_GUIDE');
    await act(async () => {});
    expect(screen.getByRole('form', { name: 'Campaign form' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks the server nothing when the browser holds no lead', () => {
    renderForm('CRYPTO_EDUCATION_GUIDE');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
