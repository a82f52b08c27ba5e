/**
 * Live visitors: "Paesi" counts known countries only, the detail list says which of the N
 * online sessions it shows and pages through them, and "Aggiorna" reloads.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VisitorsPanel } from '@/components/admin/visitors/visitors-panel';
import type { LiveVisitor, LiveVisitors } from '@/lib/contracts/admin/visitors';
import { jsonResponse, mockFetch, renderAdmin } from './support/render';

const session = (i: number): LiveVisitor => ({
  sessionId: `s${String(i).padStart(7, '0')}`,
  country: i % 2 ? 'Italy' : null,
  countryCode: i % 2 ? 'IT' : null,
  city: null,
  currentPage: '/',
  pageName: 'Home',
  ipAddress: '93.40.1.0',
  referrer: 'Direct',
  lastSeen: new Date().toISOString(),
  isActive: true,
});

function answer(page: number): LiveVisitors {
  const from = (page - 1) * 50;
  return {
    onlineNow: 73,
    total: 73,
    page,
    pageSize: 50,
    countryCount: 1,
    pageCount: 1,
    countries: [
      { countryCode: 'IT', country: 'Italy', count: 37 },
      { countryCode: null, country: null, count: 36 },
    ],
    pages: [{ path: '/', name: 'Home', count: 73 }],
    visitors: Array.from({ length: Math.min(50, 73 - from) }, (_, i) => session(from + i)),
  };
}

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url) => {
    const page = Number(new URL(String(url), 'http://localhost').searchParams.get('page'));
    return jsonResponse(200, answer(page));
  });
});

describe('VisitorsPanel', () => {
  it('counts known countries, says "1–50 di 73" and shows the next page', async () => {
    const user = userEvent.setup();
    renderAdmin(<VisitorsPanel autoRefresh={false} onAutoRefresh={() => undefined} />);
    const cards = await screen.findByRole('region', { name: 'Online ora' });
    await waitFor(() => expect(cards).toHaveTextContent('Paesi1'));
    expect(cards).toHaveTextContent('Online ora73');
    // The unknown group is still listed by country, just not counted as one.
    expect(screen.getAllByText('Sconosciuto').length).toBeGreaterThan(0);
    expect(screen.getByText('Visitatori 1–50 di 73')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Dettaglio visitatori' });
    expect(within(list).getAllByRole('row')).toHaveLength(51);
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('Visitatori 51–73 di 73')).toBeInTheDocument();
    expect(within(list).getAllByRole('row')).toHaveLength(24);
    expect(screen.getByText('Pagina 2 di 2')).toBeInTheDocument();
  });

  it('reloads on "Aggiorna" and hands the toggle to the tab', async () => {
    const user = userEvent.setup();
    const toggle = jest.fn();
    renderAdmin(<VisitorsPanel autoRefresh onAutoRefresh={toggle} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await user.click(await screen.findByRole('button', { name: 'Aggiorna' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('switch', { name: 'Aggiornamento automatico (5 s)' }));
    expect(toggle).toHaveBeenCalledWith(false);
  });
});
