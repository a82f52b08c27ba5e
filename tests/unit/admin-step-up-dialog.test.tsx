/**
 * The step-up dialog: an owner write answered 403 step_up_required opens it from the request
 * helper; the password and the code (asked when the account has a factor) go to
 * /api/admin/step-up, the server's refusal shows in the dialog, and after the step-up the
 * write is sent again once. Cancelling lets the write fail with the server's message.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepUpDialog } from '@/components/admin/step-up/step-up-dialog';
import { ApiError, apiRequest, setStepUpHandler } from '@/lib/browser/api-client';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

const STEP_UP_REQUIRED = {
  error: { code: 'step_up_required', message: 'Per questa operazione conferma di nuovo.' },
};

/** Answers like the server: the write needs a step-up until one succeeded. */
function server({ mfaEnabled, wrongFirst }: { mfaEnabled: boolean; wrongFirst: boolean }) {
  let steppedUp = false;
  let wrong = wrongFirst;
  fetchMock.mockImplementation(async (url, init) => {
    if (url === '/api/admin/session')
      return jsonResponse(200, { username: 'titolare', role: 'owner', mfaEnabled });
    if (url === '/api/admin/step-up') {
      if (wrong) {
        wrong = false;
        return jsonResponse(401, {
          error: {
            code: 'invalid_mfa_code',
            message: 'Il codice non è corretto o è già stato usato.',
          },
        });
      }
      steppedUp = true;
      return jsonResponse(200, { validUntil: '2026-11-25T21:05:00.000Z' });
    }
    if (url === '/api/admin/accounts' && init?.method === 'POST')
      return steppedUp ? jsonResponse(201, { id: 7 }) : jsonResponse(403, STEP_UP_REQUIRED);
    if (String(url).startsWith('/api/admin/experiments') && init?.method !== 'GET')
      return steppedUp ? jsonResponse(200, { id: 5 }) : jsonResponse(403, STEP_UP_REQUIRED);
    throw new Error(`unexpected ${String(url)}`);
  });
}

/** The window's module loads with the first step-up: a cold import can take a while here. */
const findDialog = (name?: string) =>
  screen.findByRole('dialog', name ? { name } : {}, { timeout: 10_000 });

const createAccount = () =>
  apiRequest<{ id: number }>(
    'POST',
    '/api/admin/accounts',
    { username: 'nuovo' },
    { locale: 'it' },
  );

it('asks for the password and the code, shows a refusal, then sends the write again', async () => {
  server({ mfaEnabled: true, wrongFirst: true });
  renderAdmin(<StepUpDialog />);
  const user = userEvent.setup();
  let answer: Promise<{ id: number }> | undefined;
  act(() => {
    answer = createAccount();
  });
  const dialog = await findDialog('Conferma la tua identità');
  expect(dialog).toHaveAccessibleDescription(/^Per creare o modificare un account inserisci/);
  const password = within(dialog).getByLabelText('Password');
  await waitFor(() => expect(password).toHaveFocus());
  await user.type(password, 'una-password-lunga-1');
  const code = await within(dialog).findByLabelText('Codice di verifica o di recupero');
  await user.type(code, '000000');
  await user.click(within(dialog).getByRole('button', { name: 'Conferma e continua' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Il codice non è corretto o è già stato usato.',
  );
  await user.clear(code);
  await user.type(code, '123456{Enter}');
  await expect(answer).resolves.toEqual({ id: 7 });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const stepUps = fetchMock.mock.calls.flatMap(([url], i) =>
    url === '/api/admin/step-up' ? [requestBody(fetchMock, i)] : [],
  );
  expect(stepUps).toEqual([
    { password: 'una-password-lunga-1', code: '000000' },
    { password: 'una-password-lunga-1', code: '123456' },
  ]);
  expect(fetchMock.mock.calls.filter(([url]) => url === '/api/admin/accounts')).toHaveLength(2);
});

it.each([
  [
    'PATCH',
    '/api/admin/experiments/5',
    { action: 'stop', winner: 'control' },
    'fermare un esperimento A/B',
  ],
  ['PATCH', '/api/admin/experiments/5', { action: 'start' }, 'avviare un esperimento A/B'],
  ['POST', '/api/admin/experiments', { name: 'Titolo' }, 'creare un esperimento A/B'],
] as const)('says what it confirms: %s %s %j', async (method, url, body, purpose) => {
  server({ mfaEnabled: false, wrongFirst: false });
  renderAdmin(<StepUpDialog />);
  const user = userEvent.setup();
  let answer: Promise<unknown> | undefined;
  act(() => {
    answer = apiRequest(method, url, body, { locale: 'it' });
  });
  const dialog = await findDialog('Conferma la tua identità');
  expect(dialog).toHaveAccessibleDescription(new RegExp(`^Per ${purpose} inserisci di nuovo`));
  expect(dialog).not.toHaveTextContent(/account|impostazioni/);
  await user.type(within(dialog).getByLabelText('Password'), 'una-password-lunga-1{Enter}');
  await expect(answer).resolves.toEqual({ id: 5 });
});

it('asks no code of an account without a second factor', async () => {
  server({ mfaEnabled: false, wrongFirst: false });
  renderAdmin(<StepUpDialog />);
  const user = userEvent.setup();
  let answer: Promise<{ id: number }> | undefined;
  act(() => {
    answer = createAccount();
  });
  const dialog = await findDialog();
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/session', expect.anything()),
  );
  expect(within(dialog).queryByLabelText(/Codice/)).not.toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Password'), 'una-password-lunga-1{Enter}');
  await expect(answer).resolves.toEqual({ id: 7 });
  const step = fetchMock.mock.calls.findIndex(([url]) => url === '/api/admin/step-up');
  expect(requestBody(fetchMock, step)).toEqual({ password: 'una-password-lunga-1' });
});

it('lets the write fail with the server message when the admin presses Escape', async () => {
  server({ mfaEnabled: false, wrongFirst: false });
  renderAdmin(<StepUpDialog />);
  const user = userEvent.setup();
  let answer: Promise<unknown> | undefined;
  act(() => {
    answer = createAccount().catch((error: unknown) => error);
  });
  await findDialog();
  await user.keyboard('{Escape}');
  const error = (await answer) as ApiError;
  expect(error).toBeInstanceOf(ApiError);
  expect(error.code).toBe('step_up_required');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/step-up')).toBe(false);
});

it('opens one dialog for writes that need it at once, and sends each again', async () => {
  server({ mfaEnabled: false, wrongFirst: false });
  renderAdmin(<StepUpDialog />);
  const user = userEvent.setup();
  let answers: Promise<unknown[]> | undefined;
  act(() => {
    answers = Promise.all([createAccount(), createAccount(), createAccount()]);
  });
  await findDialog();
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  await user.type(screen.getByLabelText('Password'), 'una-password-lunga-1{Enter}');
  await expect(answers).resolves.toEqual([{ id: 7 }, { id: 7 }, { id: 7 }]);
  expect(fetchMock.mock.calls.filter(([url]) => url === '/api/admin/step-up')).toHaveLength(1);
});

it('sends a write again only once, and not at all without a handler', async () => {
  fetchMock.mockImplementation(async () => jsonResponse(403, STEP_UP_REQUIRED));
  const handler = jest.fn(async () => true);
  const remove = setStepUpHandler(handler);
  await expect(createAccount()).rejects.toMatchObject({ code: 'step_up_required' });
  expect(handler).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  remove();
  fetchMock.mockClear();
  await expect(createAccount()).rejects.toMatchObject({ code: 'step_up_required' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it("shows the schema's message beside a code too long to be one, without a step-up", async () => {
  server({ mfaEnabled: true, wrongFirst: false });
  renderAdmin(<StepUpDialog />);
  const user = userEvent.setup();
  act(() => {
    void createAccount().catch(() => undefined);
  });
  const dialog = await findDialog();
  await user.type(within(dialog).getByLabelText('Password'), 'una-password-lunga-1');
  const code = await within(dialog).findByLabelText('Codice di verifica o di recupero');
  await user.type(code, `${'1'.repeat(33)}{Enter}`);
  await waitFor(() => expect(code).toHaveAccessibleDescription('Valore non valido'));
  expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/step-up')).toBe(false);
  await user.keyboard('{Escape}');
});
