/**
 * /admin/security: setup shows the QR code and the key, the first code enables the second
 * factor and the recovery codes are listed once; turning it off sends the password and a code.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MfaSettings } from '@/components/admin/security/mfa-settings';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

const replace = jest.fn();
const refresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace, refresh, prefetch: jest.fn() }),
}));

// jsdom has no canvas for the browser build of qrcode; the page only needs its data: URL.
jest.mock('qrcode', () => ({
  toDataURL: async (text: string) => `data:image/png;base64,${btoa(text.slice(0, 12))}`,
}));

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

it('enrols: QR code and key, the first code, then the ten recovery codes', async () => {
  fetchMock
    .mockResolvedValueOnce(
      jsonResponse(200, {
        secret: SECRET,
        otpauthUrl: `otpauth://totp/localhost:operatore?secret=${SECRET}&digits=6&period=30`,
      }),
    )
    .mockResolvedValueOnce(jsonResponse(200, { recoveryCodes: CODES }));
  const user = userEvent.setup();
  renderAdmin(<MfaSettings enabled={false} required />);
  expect(screen.getByRole('status')).toHaveTextContent('devi prima attivare');
  // The back-office would send an admin who must enrol straight back here: no way out.
  expect(screen.queryByRole('link', { name: /Torna/ })).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Password'), 'una-password-lunga-1');
  await user.click(screen.getByRole('button', { name: 'Attiva la verifica in due passaggi' }));
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/mfa/setup');
  // A cookie alone cannot change the factor: the password goes with setup and enable.
  expect(requestBody(fetchMock, 0)).toEqual({ password: 'una-password-lunga-1' });
  const qr = await screen.findByRole('img', { name: "Codice QR per l'app di autenticazione" });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(screen.getByText(SECRET)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Codice di verifica'), '123456');
  await user.click(screen.getByRole('button', { name: 'Conferma e attiva' }));
  const list = await screen.findByRole('list', { name: 'Codici di recupero' });
  expect(list.querySelectorAll('li')).toHaveLength(10);
  expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/admin/mfa/enable');
  expect(requestBody(fetchMock, 1)).toEqual({ password: 'una-password-lunga-1', code: '123456' });
  await user.click(screen.getByRole('button', { name: 'Ho salvato i codici' }));
  expect(replace).toHaveBeenCalledWith('/admin');
});

it('turns it off with the password and a code', async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true }));
  const user = userEvent.setup();
  renderAdmin(<MfaSettings enabled required={false} />);
  expect(screen.getByRole('link', { name: "← Torna all'amministrazione" })).toHaveAttribute(
    'href',
    '/admin',
  );
  await user.type(screen.getByLabelText('Password'), 'una-password-lunga-1');
  await user.type(screen.getByLabelText('Codice di verifica'), 'abcde-fgh01');
  await user.click(screen.getByRole('button', { name: 'Disattiva la verifica in due passaggi' }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/mfa/disable');
  expect(requestBody(fetchMock, 0)).toEqual({
    password: 'una-password-lunga-1',
    code: 'abcde-fgh01',
  });
});

it('says a code is needed beside the field, without asking the server, when it is left empty', async () => {
  const user = userEvent.setup();
  renderAdmin(<MfaSettings enabled required={false} />);
  await user.type(screen.getByLabelText('Password'), 'una-password-lunga-1');
  await user.click(screen.getByRole('button', { name: 'Disattiva la verifica in due passaggi' }));
  const code = screen.getByLabelText('Codice di verifica');
  await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
  expect(code).toHaveAccessibleDescription('Campo obbligatorio');
  expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'false');
  expect(fetchMock).not.toHaveBeenCalled();
});
