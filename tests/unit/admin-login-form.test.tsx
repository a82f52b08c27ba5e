/**
 * The admin sign-in form with a second factor: the server's mfaRequired answer brings up the
 * code field, the next submit sends the code with the password, and a wrong code shows the
 * server's message.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminLoginForm } from '@/components/admin/login/admin-login-form';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace, prefetch: jest.fn() }),
}));

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
  replace.mockReset();
});

const mfaAnswer = (code: string, message: string) =>
  jsonResponse(401, { success: false, message, mfaRequired: true, error: { code, message } });

it('asks for the code when told mfaRequired, then signs in with it', async () => {
  fetchMock
    .mockResolvedValueOnce(mfaAnswer('mfa_required', 'Inserisci il codice.'))
    .mockResolvedValueOnce(mfaAnswer('invalid_mfa_code', 'Il codice non è corretto.'))
    .mockResolvedValueOnce(jsonResponse(200, { success: true, message: 'Login successful' }));
  const user = userEvent.setup();
  renderAdmin(<AdminLoginForm next="/admin?tab=calls" />);
  expect(screen.queryByLabelText('Codice di verifica')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Username'), 'operatore');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'una-password-lunga-1');
  await user.click(screen.getByRole('button', { name: 'Accedi' }));

  const code = await screen.findByLabelText('Codice di verifica');
  expect(requestBody(fetchMock, 0)).toEqual({
    username: 'operatore',
    password: 'una-password-lunga-1',
  });
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Accedi' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Il codice non è corretto.');

  await user.clear(code);
  await user.type(code, '654321');
  await user.click(screen.getByRole('button', { name: 'Accedi' }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/admin?tab=calls'));
  expect(requestBody(fetchMock, 2)).toEqual({
    username: 'operatore',
    password: 'una-password-lunga-1',
    code: '654321',
  });
});
