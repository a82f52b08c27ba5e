/**
 * /admin-enrol#<token>: the token is read from the fragment and removed from the address bar;
 * the QR code and the key are shown; the password and the first code complete the enrolment,
 * and the recovery codes are listed once.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnrolmentView } from '@/components/admin/security/enrolment-view';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace, refresh: jest.fn(), prefetch: jest.fn() }),
}));

// jsdom has no canvas for the browser build of qrcode; the page only needs its data: URL.
jest.mock('qrcode', () => ({
  toDataURL: async (text: string) => `data:image/png;base64,${btoa(text.slice(0, 12))}`,
}));

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
  replace.mockClear();
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

it('reads the token from the fragment, drops it from the URL, and enrols', async () => {
  window.history.pushState(null, '', `/admin-enrol#${TOKEN}`);
  fetchMock
    .mockResolvedValueOnce(
      jsonResponse(200, {
        username: 'nuovo.chiamante',
        secret: SECRET,
        otpauthUrl: `otpauth://totp/localhost:nuovo.chiamante?secret=${SECRET}`,
        expiresAt: '2026-11-25T11:00:00.000Z',
      }),
    )
    .mockResolvedValueOnce(jsonResponse(200, { recoveryCodes: CODES }));
  renderAdmin(<EnrolmentView />);

  const qr = await screen.findByRole('img', { name: "Codice QR per l'app di autenticazione" });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(screen.getByText(SECRET)).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveValue('nuovo.chiamante');
  // The token went to the API in the body, and is no longer in the address bar or history.
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin-enrol/start');
  expect(requestBody(fetchMock, 0)).toEqual({ token: TOKEN });
  expect(window.location.hash).toBe('');
  expect(window.location.href).not.toContain(TOKEN);

  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Nuova password/), 'la mia password nuova');
  await user.type(screen.getByLabelText('Ripeti la password'), 'la mia password nuova');
  await user.type(screen.getByLabelText('Codice di verifica'), '123456');
  await user.click(screen.getByRole('button', { name: "Attiva l'account" }));

  const list = await screen.findByRole('list', { name: 'Codici di recupero' });
  expect(list.querySelectorAll('li')).toHaveLength(10);
  expect(requestBody(fetchMock, 1)).toEqual({
    token: TOKEN,
    password: 'la mia password nuova',
    code: '123456',
  });
  // The QR code and the key are gone once enrolled.
  expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /entra nell'amministrazione/ }));
  expect(replace).toHaveBeenCalledWith('/admin');
});

/** Opens the page from a live link: the server answers the start, nothing after. */
function openLink() {
  window.history.pushState(null, '', `/admin-enrol#${TOKEN}`);
  fetchMock.mockResolvedValueOnce(
    jsonResponse(200, {
      username: 'nuovo.chiamante',
      secret: SECRET,
      otpauthUrl: `otpauth://totp/x?secret=${SECRET}`,
      expiresAt: '2026-11-25T11:00:00.000Z',
    }),
  );
  renderAdmin(<EnrolmentView />);
}

it('refuses two different passwords without asking the server', async () => {
  openLink();
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Nuova password/), 'la mia password nuova');
  await user.type(screen.getByLabelText('Ripeti la password'), 'un altra password nuova');
  await user.type(screen.getByLabelText('Codice di verifica'), '123456');
  await user.click(screen.getByRole('button', { name: "Attiva l'account" }));
  expect(await screen.findByRole('alert')).toHaveTextContent('non coincidono');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it("says so when the link is dead, in the server's words", async () => {
  window.history.pushState(null, '', `/admin-enrol#${TOKEN}`);
  fetchMock.mockResolvedValueOnce(
    jsonResponse(410, {
      error: { code: 'enrolment_link_invalid', message: 'Il link di attivazione non è valido.' },
    }),
  );
  renderAdmin(<EnrolmentView />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Il link di attivazione non è valido.',
  );
  expect(window.location.hash).toBe('');
});

it('asks nothing of the server without a token', async () => {
  window.history.pushState(null, '', '/admin-enrol');
  renderAdmin(<EnrolmentView />);
  expect(await screen.findByRole('alert')).toHaveTextContent('incompleto');
  await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
});

it('shows what is wrong beside a short password and a 5-digit code, asking the server nothing', async () => {
  openLink();
  const user = userEvent.setup();
  const password = await screen.findByLabelText(/Nuova password/);
  await user.type(password, 'corta');
  await user.type(screen.getByLabelText('Ripeti la password'), 'corta');
  const code = screen.getByLabelText('Codice di verifica');
  await user.type(code, '12345');
  await user.click(screen.getByRole('button', { name: "Attiva l'account" }));
  await waitFor(() => expect(code).toHaveAccessibleDescription('Valore non valido'));
  expect(password).toHaveAccessibleDescription('La password deve contenere almeno 12 caratteri');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
