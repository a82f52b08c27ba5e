/**
 * The back-office when its session ends: a 401 `unauthorized` from any admin call leaves for
 * /admin-login with the page's path and query and the reason (once, however many calls fail),
 * while a wrong password's 401 does not; two minutes before the idle end a notice offers to
 * stay, its button is one call that counts as activity, background polls do not count, and at
 * the idle end the page asks the server and leaves on its 401. The clock is injected.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IdleNotice, SessionEndRedirect } from '@/components/admin/shell/session-watch';
import { AdminLoginView } from '@/components/admin/login/admin-login-view';
import { apiRequest } from '@/lib/browser/api-client';
import { jsonResponse, mockFetch, renderAdmin } from './support/render';

jest.mock('next/navigation', () => ({
  usePathname: () => '/admin/leads',
  useRouter: () => ({
    push: jest.fn(),
    replace: jest.fn(),
    refresh: jest.fn(),
    prefetch: jest.fn(),
  }),
}));

const unauthorized = () =>
  jsonResponse(401, { error: { code: 'unauthorized', message: 'Accesso riservato.' } });

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
  window.history.replaceState(null, '', '/admin/leads?q=rossi&page=2');
});

describe('the session-end handler', () => {
  it('leaves once for the sign-in page with the path, the query and the reason', async () => {
    const navigate = jest.fn();
    renderAdmin(<SessionEndRedirect navigate={navigate} />);
    fetchMock.mockImplementation(async () => unauthorized());
    const calls = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        apiRequest('GET', '/api/admin/kpis', undefined, { background: true }),
      ),
    );
    expect(calls.every((c) => c.status === 'rejected')).toBe(true);
    expect(navigate.mock.calls).toEqual([
      ['/admin-login?next=%2Fadmin%2Fleads%3Fq%3Drossi%26page%3D2&reason=expired'],
    ]);
  });

  it('stays for a wrong password (401 with its own code) and for other errors', async () => {
    const navigate = jest.fn();
    renderAdmin(<SessionEndRedirect navigate={navigate} />);
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(401, { error: { code: 'invalid_password', message: 'Password errata.' } }),
      )
      .mockResolvedValueOnce(jsonResponse(403, { error: { code: 'forbidden', message: 'No.' } }));
    await expect(apiRequest('POST', '/api/admin/step-up', { password: 'x' })).rejects.toThrow();
    await expect(apiRequest('GET', '/api/admin/accounts')).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is gone once the back-office unmounts (the sign-in page keeps its own 401s)', async () => {
    const navigate = jest.fn();
    const { unmount } = renderAdmin(<SessionEndRedirect navigate={navigate} />);
    unmount();
    fetchMock.mockResolvedValue(unauthorized());
    await expect(apiRequest('GET', '/api/admin/kpis')).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says on the sign-in page that the session ended', () => {
    renderAdmin(<AdminLoginView next="/admin/leads" expired />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'La sessione è terminata (inattività o uscita da un altro dispositivo): accedi di nuovo per continuare.',
    );
  });
});

describe('the idle notice', () => {
  let clock = 0;
  const now = () => clock;
  const minutes = (m: number) => m * 60_000;
  /** Moves the injected clock and lets the notice look at it (its interval). */
  const advance = async (ms: number) => {
    clock += ms;
    await act(async () => {
      jest.advanceTimersByTime(15_000);
    });
  };

  beforeEach(() => {
    jest.useFakeTimers();
    clock = Date.UTC(2026, 10, 25, 9, 0);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const notice = () => screen.queryByRole('alert');

  it('shows two minutes before the idle end, and "Resta connesso" is one call that counts', async () => {
    renderAdmin(<IdleNotice now={now} />);
    await advance(minutes(27.5));
    expect(notice()).toBeNull();
    await advance(minutes(0.5));
    expect(notice()).toHaveTextContent(
      'La sessione sta per scadere per inattività: tra 2 minuti dovrai accedere di nuovo.',
    );

    fetchMock.mockResolvedValue(jsonResponse(200, { username: 'operatore', role: 'owner' }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Resta connesso' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/session');
    expect(new Headers(init?.headers).get('X-Background-Refresh')).toBeNull();
    expect(notice()).toBeNull();
    // The count starts again from that call.
    await advance(minutes(27.5));
    expect(notice()).toBeNull();
  });

  it("does not count the page's background polls as activity, but its own actions", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    renderAdmin(<IdleNotice now={now} />);
    for (let i = 0; i < 28; i++) {
      await advance(minutes(1));
      await act(() => apiRequest('GET', '/api/admin/visitors', undefined, { background: true }));
    }
    expect(notice()).not.toBeNull();
    await act(() => apiRequest('PATCH', '/api/admin/calls/consultation/1', { status: 'done' }));
    expect(notice()).toBeNull();
    await advance(minutes(1));
    expect(notice()).toBeNull();
  });

  it('asks the server at the idle end, as a background call, and leaves on its 401', async () => {
    const navigate = jest.fn();
    renderAdmin(
      <>
        <SessionEndRedirect navigate={navigate} />
        <IdleNotice now={now} />
      </>,
    );
    fetchMock.mockResolvedValue(unauthorized());
    await advance(minutes(29.5));
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(minutes(0.5));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/session');
    expect(new Headers(init?.headers).get('X-Background-Refresh')).toBe('1');
    await act(async () => {
      await Promise.resolve();
    });
    expect(navigate).toHaveBeenCalledWith(
      '/admin-login?next=%2Fadmin%2Fleads%3Fq%3Drossi%26page%3D2&reason=expired',
    );
  });
});
