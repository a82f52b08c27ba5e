/**
 * Fresh figures: a priority change in the leads table reloads the dashboard's KPIs (the
 * high-priority count), and the dashboard's "Aggiorna" reloads them on demand.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeadsTable } from '@/components/admin/leads/leads-table';
import { DashboardTab } from '@/components/admin/dashboard/dashboard-tab';
import { useKpis } from '@/components/admin/dashboard/use-kpis';
import type { DashboardKpis } from '@/lib/contracts/admin/kpis';
import type { LeadListRow } from '@/lib/contracts/admin/leads';
import { jsonResponse, mockFetch, renderAdmin } from './support/render';

const ID = '0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f';
const ROW: LeadListRow = {
  id: ID,
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario.rossi@example.it',
  phone: '+393471110001',
  phoneDisplay: '+39 347 111 0001',
  experience: 'base',
  isVerified: true,
  priority: 'medium',
  campaignId: null,
  adSource: null,
  locale: 'it',
  createdAt: '2026-11-21T09:00:00.000Z',
  lastSms: null,
};

const kpis = (high: number): DashboardKpis => ({
  totalLeads: 1,
  leadsToday: 1,
  verifiedLeads: 1,
  verificationRate: 1,
  highPriorityLeads: high,
  conversionRate: 1,
  experience: [],
  daily: [],
  callsToCall: 0,
});

function HighPriority() {
  const { data } = useKpis();
  return <p>alta priorità: {data ? data.highPriorityLeads : '…'}</p>;
}

let fetchMock: ReturnType<typeof mockFetch>;
let high = 0;
beforeEach(() => {
  high = 0;
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === '/api/admin/kpis') return jsonResponse(200, kpis(high));
    if (init?.method === 'PATCH') {
      high = 1;
      return jsonResponse(200, { lead: { ...ROW, priority: 'high' } });
    }
    return jsonResponse(200, { entries: [] });
  });
});

const kpiCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/admin/kpis');

describe('dashboard figures after a change', () => {
  it('reload the KPIs after a priority change, so the high-priority count is right', async () => {
    const user = userEvent.setup();
    renderAdmin(
      <>
        <HighPriority />
        <LeadsTable leads={[ROW]} onOpen={() => undefined} />
      </>,
    );
    expect(await screen.findByText('alta priorità: 0')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Priorità di Mario Rossi'), 'high');
    expect(await screen.findByText('alta priorità: 1')).toBeInTheDocument();
    expect(kpiCalls()).toHaveLength(2);
  });

  it('reload on "Aggiorna"', async () => {
    const user = userEvent.setup();
    renderAdmin(<DashboardTab />);
    await waitFor(() => expect(kpiCalls()).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Aggiorna' }));
    await waitFor(() => expect(kpiCalls()).toHaveLength(2));
  });
});
