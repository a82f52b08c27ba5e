/**
 * The code page with Vonage Verify (VERIFY_DRIVER=vonage-verify): the resend block names the channel the code
 * went by and, after the countdown, offers the workflow's next channel in the visitor's
 * language ("Invia via SMS", "Chiamami"; German with «Sie»), asking the API for it and showing
 * the channel the answer names. Without a workflow it stays the plain SMS resend
 * (tests/unit/verify-sms.test.tsx). The page takes the channels the registration's answer
 * named, kept with the phone in the tab (lib/browser/verify-phone.ts), not from its build.
 */
import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '@/components/ui/use-toast';
import { ResendCode } from '@/components/verification/resend-code';
import { VerifySmsView } from '@/components/verification/verify-sms-view';
import { rememberVerifyPhone } from '@/lib/browser/verify-phone';
import { verifyCopyIn } from './support/island-copy';
import { jsonResponse, mockFetch, renderWithProviders, requestBody } from './support/render';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/verify-sms',
}));

const PHONE = '+393331234567';
const WORKFLOW = ['whatsapp', 'sms', 'voice'] as const;
let fetchMock: ReturnType<typeof mockFetch>;

const renderIn = (locale: 'it' | 'de', ui: ReactElement) => renderWithProviders(ui, locale);

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = mockFetch();
});
afterEach(() => {
  act(() => dismissToast());
  jest.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const answer = (channel: string) =>
  jsonResponse(200, { success: true, message: 'ok', retryAfter: 120, channel });

describe.each([
  {
    locale: 'it' as const,
    sentWhatsapp: 'Ti abbiamo inviato il codice via WhatsApp.',
    viaSms: 'Invia via SMS',
    resentSms: 'Ti abbiamo inviato un nuovo codice via SMS.',
    callMe: 'Chiamami',
    called: 'Ti chiamiamo per dettarti un nuovo codice.',
  },
  {
    locale: 'de' as const,
    sentWhatsapp: 'Wir haben Ihnen den Code per WhatsApp gesendet.',
    viaSms: 'Per SMS senden',
    resentSms: 'Wir haben Ihnen einen neuen Code per SMS gesendet.',
    callMe: 'Rufen Sie mich an',
    called: 'Wir rufen Sie an und nennen Ihnen einen neuen Code.',
  },
])('resend by channel ($locale)', (copy) => {
  it('names the channel, then offers the next one after the countdown', async () => {
    fetchMock.mockResolvedValueOnce(answer('sms')).mockResolvedValueOnce(answer('voice'));
    const user = setup();
    renderIn(
      copy.locale,
      <ResendCode
        phone={PHONE}
        initialSeconds={120}
        workflow={WORKFLOW}
        copy={verifyCopyIn(copy.locale)}
      />,
    );
    expect(screen.getByText(copy.sentWhatsapp)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => jest.advanceTimersByTime(120_000));

    await user.click(screen.getByRole('button', { name: copy.viaSms }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/resend-sms');
    expect(requestBody(fetchMock)).toEqual({ phone: PHONE, altcha: 'test-proof', channel: 'sms' });
    expect(screen.getAllByText(copy.resentSms).length).toBeGreaterThan(0);
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');

    await act(() => jest.advanceTimersByTimeAsync(120_000));
    await user.click(screen.getByRole('button', { name: copy.callMe }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(requestBody(fetchMock, 1)).toMatchObject({ channel: 'voice' });
    expect(screen.getAllByText(copy.called).length).toBeGreaterThan(0);
  });
});

describe('resend by channel, at the end of the workflow', () => {
  it('shows the channel the answer names (a landline called) and then a plain resend', async () => {
    fetchMock.mockResolvedValueOnce(answer('voice'));
    const user = setup();
    renderIn(
      'it',
      <ResendCode phone={PHONE} initialSeconds={0} workflow={WORKFLOW} copy={verifyCopyIn()} />,
    );
    // The first send's fate is unknown (not sent, or the number typed here): no channel named.
    expect(screen.queryByText(/Ti abbiamo inviato/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Invia di nuovo il codice' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(requestBody(fetchMock)).toEqual({ phone: PHONE, altcha: 'test-proof' });
    expect(
      screen.getAllByText('Ti chiamiamo per dettarti un nuovo codice.').length,
    ).toBeGreaterThan(0);
    act(() => jest.advanceTimersByTime(120_000));
    expect(screen.getByRole('button', { name: 'Invia di nuovo il codice' })).toBeInTheDocument();
  });
});

describe('the code page with the channels of the answer', () => {
  afterEach(() => window.sessionStorage.clear());

  it('names the channel the registration answer gave for this number (a landline: the call)', () => {
    rememberVerifyPhone(PHONE, ['voice']);
    renderWithProviders(<VerifySmsView copy={verifyCopyIn('de')} />, 'de');
    expect(screen.getByText('Wir rufen Sie an und nennen Ihnen den Code.')).toBeInTheDocument();
  });

  it('forgets the channels when another phone is kept without them (the app’s own SMS)', () => {
    rememberVerifyPhone(PHONE, ['whatsapp', 'sms']);
    rememberVerifyPhone('+393339999999');
    renderWithProviders(<VerifySmsView copy={verifyCopyIn()} />, 'it');
    expect(screen.queryByText(/via WhatsApp/)).toBeNull();
  });

  it('learns the channels from a resend when the tab did not know them, and offers the next', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        success: true,
        message: 'ok',
        retryAfter: 120,
        channel: 'whatsapp',
        channels: ['whatsapp', 'sms'],
      }),
    );
    const user = setup();
    renderIn('it', <ResendCode phone={PHONE} initialSeconds={0} copy={verifyCopyIn()} />);
    await user.click(screen.getByRole('button', { name: 'Invia di nuovo il codice' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Ti abbiamo inviato il codice via WhatsApp.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(120_000));
    expect(screen.getByRole('button', { name: 'Invia via SMS' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('verify-channels')).toBe('["whatsapp","sms"]');
  });
});
