/**
 * The accounts tab (owners): the list with role, state and second factor, disabling and
 * resetting through the API, creating an account; and which tabs a caller sees.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountsTab } from '@/components/admin/accounts/accounts-tab';
import { sectionsFor } from '@/components/admin/shell/admin-nav';
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
      email: 'titolare@example.com',
      role: 'owner',
      disabled: false,
      mfaEnabled: true,
      mustChangePassword: false,
      createdAt: '2026-11-01T10:00:00.000Z',
    },
    {
      id: 2,
      username: 'chiamate',
      email: null,
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
  expect(owner).toHaveTextContent('titolare@example.com');
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

const LINK = {
  path: '/admin-enrol#AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE',
  expiresAt: '2026-11-25T11:00:00.000Z',
};

it('shows the enrolment link of a new account once, with a copy button', async () => {
  fetchMock.mockImplementation(async (_url, init) =>
    init?.method === 'POST'
      ? jsonResponse(201, { id: 3, enrolment: LINK })
      : jsonResponse(200, LIST),
  );
  renderAdmin(<AccountsTab />);
  await screen.findByRole('table', { name: 'Account' });
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Nuovo account' });
  await user.type(within(form).getByLabelText('Username'), 'Nuovo');
  await user.type(within(form).getByLabelText(/Email/), 'nuovo@example.com');
  await user.click(within(form).getByRole('button', { name: 'Crea account' }));
  const notice = await screen.findByRole('region', { name: 'Link di attivazione per nuovo' });
  const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
  // No password typed: the invitee chooses it on the link.
  expect(requestBody(fetchMock, post)).toEqual({
    username: 'Nuovo',
    email: 'nuovo@example.com',
    role: 'caller',
  });
  const url = within(notice).getByLabelText('Link di attivazione');
  expect(url).toHaveValue(`${window.location.origin}${LINK.path}`);
  await user.click(within(notice).getByRole('button', { name: 'Copia il link' }));
  // userEvent stands in for the clipboard.
  expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${LINK.path}`);
  expect(within(notice).getByRole('button', { name: 'Copiato' })).toBeInTheDocument();
  // Closed, it is gone for good: nothing on the page holds it any more.
  await user.click(within(notice).getByRole('button', { name: 'Chiudi' }));
  expect(screen.queryByRole('region', { name: /Link di attivazione/ })).not.toBeInTheDocument();
  expect(document.body.innerHTML).not.toContain(LINK.path.split('#')[1]);
});

it('issues a new enrolment link for an account without a second factor', async () => {
  const list: AccountsResponse = {
    ...LIST,
    accounts: [
      ...LIST.accounts,
      {
        id: 4,
        username: 'invitato',
        email: null,
        role: 'caller',
        disabled: false,
        mfaEnabled: false,
        mustChangePassword: false,
        createdAt: '2026-11-03T10:00:00.000Z',
      },
    ],
  };
  fetchMock.mockImplementation(async (url) =>
    url === '/api/admin/enrolment-links'
      ? jsonResponse(201, { enrolment: LINK })
      : jsonResponse(200, list),
  );
  renderAdmin(<AccountsTab />);
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: 'Nuovo link di attivazione per invitato' }),
  );
  const notice = await screen.findByRole('region', { name: 'Link di attivazione per invitato' });
  const call = fetchMock.mock.calls.findIndex(([url]) => url === '/api/admin/enrolment-links');
  expect(requestBody(fetchMock, call)).toEqual({ userId: 4 });
  expect(within(notice).getByLabelText('Link di attivazione')).toHaveValue(
    `${window.location.origin}${LINK.path}`,
  );
  // A disabled account, or one with a factor, gets no link.
  expect(screen.queryByRole('button', { name: /link di attivazione per chiamate/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /link di attivazione per titolare/ })).toBeNull();
});

it('shows a caller only the tabs whose data the server gives it', () => {
  const hidden = sectionsFor('owner').filter((tab) => !sectionsFor('caller').includes(tab));
  expect(hidden).toEqual(['communications', 'testimonials', 'webhooks', 'settings', 'accounts']);
  expect(sectionsFor('caller')).toEqual(expect.arrayContaining(['dashboard', 'leads', 'calls']));
});

it("shows the schema's messages beside a bad username and email without creating anything", async () => {
  fetchMock.mockImplementation(async () => jsonResponse(200, LIST));
  const user = userEvent.setup();
  renderAdmin(<AccountsTab />);
  await screen.findByRole('table', { name: 'Account' });
  const form = screen.getByRole('form', { name: 'Nuovo account' });
  const username = within(form).getByLabelText('Username');
  const email = within(form).getByLabelText(/Email/);
  await user.type(username, 'ab');
  await user.type(email, 'non-una-email');
  await user.click(within(form).getByRole('button', { name: 'Crea account' }));
  await waitFor(() =>
    expect(username).toHaveAccessibleDescription(
      'Username: da 3 a 64 tra lettere, cifre, punto, @, trattino e trattino basso',
    ),
  );
  expect(email).toHaveAccessibleDescription('Inserisci un indirizzo email valido');
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
});
