/**
 * /admin/security's password form: the current and the new password (and the code when the
 * account has a factor) go to /api/admin/password; the server's refusal of the new password
 * shows under its field; an admin an owner asked for a new password is told why and goes on
 * to the back-office once it is changed.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordChangeForm } from '@/components/admin/security/password-change-form';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

const replace = jest.fn();
const refresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace, refresh, prefetch: jest.fn() }),
}));

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
  replace.mockClear();
  refresh.mockClear();
});

const COMMON =
  'Questa password è tra le più usate o contiene solo il tuo nome, la tua email o il nome del sito.';

it('sends the passwords and the code; shows the refusal under the new password', async () => {
  fetchMock
    .mockResolvedValueOnce(
      jsonResponse(422, {
        error: {
          code: 'validation_failed',
          message: 'Alcuni campi non sono validi. Controlla e riprova.',
          fields: { newPassword: COMMON },
        },
      }),
    )
    .mockResolvedValueOnce(jsonResponse(200, { ended: 2 }));
  const user = userEvent.setup();
  renderAdmin(<PasswordChangeForm mfaEnabled required={false} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Cambia password' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Password attuale'), 'una-password-lunga-1');
  const fresh = screen.getByLabelText('Nuova password');
  await user.type(fresh, 'password1234');
  await user.type(screen.getByLabelText('Codice di verifica o di recupero'), '123456');
  await user.click(screen.getByRole('button', { name: 'Cambia password' }));
  expect(await screen.findByText(COMMON)).toBeInTheDocument();
  expect(fresh).toHaveAttribute('aria-invalid', 'true');
  expect(fresh.getAttribute('aria-describedby')).toContain('password-new-error');
  expect(requestBody(fetchMock, 0)).toEqual({
    currentPassword: 'una-password-lunga-1',
    newPassword: 'password1234',
    code: '123456',
  });

  await user.clear(fresh);
  await user.type(fresh, 'cinque parole nuove e lunghe');
  await user.click(screen.getByRole('button', { name: 'Cambia password' }));
  expect(
    await screen.findByText(/Password cambiata\. Chiuse 2 altre sessioni\./),
  ).toBeInTheDocument();
  expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/admin/password');
  expect(refresh).toHaveBeenCalled();
});

it('tells an admin asked for a new password why, asks no code without a factor, then goes on', async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { ended: 0 }));
  const user = userEvent.setup();
  renderAdmin(<PasswordChangeForm mfaEnabled={false} required />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Scegli una nuova password' }),
  ).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Un titolare ti ha chiesto');
  expect(screen.queryByLabelText(/Codice/)).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Password attuale'), 'una-password-lunga-1');
  await user.type(screen.getByLabelText('Nuova password'), 'cinque parole nuove e lunghe{Enter}');
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/admin'));
  // The layout (no section frame while the change was due) is drawn again with the frame.
  expect(refresh).toHaveBeenCalled();
  expect(requestBody(fetchMock, 0)).toEqual({
    currentPassword: 'una-password-lunga-1',
    newPassword: 'cinque parole nuove e lunghe',
  });
});

it("shows the schema's message beside a too short new password without asking the server", async () => {
  const user = userEvent.setup();
  renderAdmin(<PasswordChangeForm mfaEnabled={false} required={false} />);
  await user.type(screen.getByLabelText('Password attuale'), 'una-password-lunga-1');
  const fresh = screen.getByLabelText('Nuova password');
  await user.type(fresh, 'corta{Enter}');
  expect(
    await screen.findByText('La password deve contenere almeno 12 caratteri'),
  ).toBeInTheDocument();
  expect(fresh).toHaveAttribute('aria-invalid', 'true');
  expect(fresh.getAttribute('aria-describedby')).toContain('password-new-error');
  expect(fetchMock).not.toHaveBeenCalled();
});
