/**
 * The accounts tab (owners): the list with role, state and second factor, disabling and
 * resetting through the API, creating an account; and which tabs a caller sees.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountsTab } from '@/components/admin/accounts/accounts-tab';
import { tabsFor } from '@/components/admin/shell/admin-tabs';
import type { AccountsResponse } from '@/lib/contracts/admin/accounts';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

const LIST: AccountsResponse = {
  accounts: [
    {
      id: 1,
      username: 'titolare',
      role: 'owner',
      disabled: false,
      mfaEnabled: true,
      mustChangePassword: false,
      createdAt: '2026-11-01T10:00:00.000Z',
    },
    {
      id: 2,
      username: 'chiamate',
      role: 'caller',
      disabled: true,
      mfaEnabled: true,
      mustChangePassword: false,
      createdAt: '2026-11-02T10:00:00.000Z',
    },
  ],
  selfId: 1,
};

it('lists the accounts and sends the owner changes to the API', async () => {
  fetchMock.mockImplementation(async (url, init) =>
    init?.method && init.method !== 'GET'
      ? jsonResponse(init.method === 'POST' ? 201 : 200, { success: true, id: 3 })
      : jsonResponse(200, LIST),
  );
  renderAdmin(<AccountsTab />);
  const table = await screen.findByRole('table', { name: 'Account' });
  const owner = within(table).getByRole('row', { name: /titolare/ });
  expect(owner).toHaveTextContent('Titolare');
  expect(owner).toHaveTextContent('Attiva');
  const caller = within(table).getByRole('row', { name: /chiamate/ });
  expect(caller).toHaveTextContent('Operatore telefonico');
  expect(caller).toHaveTextContent('Disattivato');
  // The signed-in owner cannot disable its own account, nor reset its own factor or ask
  // itself for a password here: the security page does those, with the password and a code.
  expect(within(owner).queryByRole('button', { name: /Disattiva/ })).not.toBeInTheDocument();
  expect(within(owner).queryByRole('button', { name: /Azzera/ })).not.toBeInTheDocument();
  expect(within(owner).queryByRole('button', { name: /nuova password/ })).not.toBeInTheDocument();
  expect(
    within(owner).getByRole('link', { name: 'Password e verifica in due passaggi' }),
  ).toHaveAttribute('href', '/admin/security');

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Riattiva chiamate' }));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/accounts/2', expect.anything()),
  );
  const patch = fetchMock.mock.calls.findIndex(([url]) => url === '/api/admin/accounts/2');
  expect(fetchMock.mock.calls[patch]?.[1]?.method).toBe('PATCH');
  expect(requestBody(fetchMock, patch)).toEqual({ disabled: false });

  await user.click(screen.getByRole('button', { name: 'Azzera la verifica di chiamate' }));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/accounts/2/mfa', expect.anything()),
  );

  const bodiesTo = (url: string) =>
    fetchMock.mock.calls.flatMap(([to, init], i) =>
      to === url && init?.method === 'PATCH' ? [requestBody(fetchMock, i)] : [],
    );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Ruolo di chiamate' }), 'owner');
  await waitFor(() => expect(bodiesTo('/api/admin/accounts/2')).toContainEqual({ role: 'owner' }));
  await user.click(screen.getByRole('button', { name: 'Richiedi nuova password a chiamate' }));
  await waitFor(() =>
    expect(bodiesTo('/api/admin/accounts/2')).toContainEqual({ mustChangePassword: true }),
  );

  const form = screen.getByRole('form', { name: 'Nuovo account' });
  await user.type(within(form).getByLabelText('Username'), 'nuovo');
  await user.type(within(form).getByLabelText(/Password/), 'tre parole lunghe a caso');
  await user.click(within(form).getByRole('button', { name: 'Crea account' }));
  await waitFor(() => {
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(requestBody(fetchMock, post)).toEqual({
      username: 'nuovo',
      password: 'tre parole lunghe a caso',
      role: 'caller',
    });
  });
});

it('shows a caller only the tabs whose data the server gives it', () => {
  const hidden = tabsFor('owner').filter((tab) => !tabsFor('caller').includes(tab));
  expect(hidden).toEqual(['communications', 'webhooks', 'settings', 'accounts']);
  expect(tabsFor('caller')).toEqual(expect.arrayContaining(['dashboard', 'leads', 'calls']));
});
