import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { GermanWelcome } from '@/components/campaign/german-welcome';
import { GERMAN_CALL_MINUTES, GERMAN_SMS_LINK_MINUTES } from '@/lib/offers';
import deMessages from '@/messages/de.json';
import { jsonResponse, mockFetch, requestBody } from './support/render';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/willkommen-deutsch',
}));

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});
afterEach(() => {
  delete (window as Window & { fbq?: unknown }).fbq;
});

function renderPage() {
  return render(
    <NextIntlClientProvider locale="de" messages={deMessages} timeZone="Europe/Berlin">
      <GermanWelcome />
    </NextIntlClientProvider>,
  );
}

const BUTTON = 'Informationen anfordern';

describe('German education account (/willkommen-deutsch)', () => {
  it('words the SMS and call times as what the operator aims for, with the configured minutes', () => {
    renderPage();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(steps[0]).toContain(
      `Unser Ziel ist, dass Sie ihn innerhalb von ${GERMAN_SMS_LINK_MINUTES} Minuten`,
    );
    expect(steps[1]).toContain(
      `Wir bemühen uns, Sie innerhalb von ${GERMAN_CALL_MINUTES} Minuten anzurufen`,
    );
    expect(deMessages.meta.germanWelcome.description).toContain(
      `unser Ziel: innerhalb von ${GERMAN_SMS_LINK_MINUTES} Minuten`,
    );
  });

  it('requests information, shows the answer and fires InitiateCheckout with 250 EUR', async () => {
    const fbq = jest.fn();
    (window as Window & { fbq?: unknown }).fbq = fbq;
    fetchMock.mockResolvedValue(
      jsonResponse(201, { created: true, message: 'Anfrage gespeichert.' }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByRole('status')).toHaveTextContent('Anfrage gespeichert.');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/offers/requests');
    expect(requestBody(fetchMock)).toEqual({ offer: 'education_de' });
    expect(fbq).toHaveBeenCalledWith('track', 'InitiateCheckout', {
      content_name: 'education_de',
      value: 250,
      currency: 'EUR',
    });
    expect(screen.getByRole('button', { name: BUTTON })).toBeDisabled();
  });

  it('explains that the number must be confirmed first, with a link home', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { error: { code: 'unauthorized', message: 'Nicht angemeldet.' } }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: BUTTON }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('bestätigen Sie bitte zuerst Ihre Telefonnummer');
    expect(screen.getByRole('link', { name: 'Zur Registrierung' })).toHaveAttribute(
      'href',
      '/krypto-leitfaden-deutsch',
    );
    expect(screen.getByRole('button', { name: BUTTON })).toBeEnabled();
  });
});
