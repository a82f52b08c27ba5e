/**
 * Dashboard, analytics and funnel parts: figures formatted in
 * Italian, the audit labels, the goals as progress bars, no cost without entered spend, the
 * spend form checked with the server's schema, and the funnel's definitions and drop-off.
 * (The tabs themselves need nuqs, which jest does not transform; the e2e run covers them.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KpiCards } from '@/components/admin/dashboard/kpi-cards';
import { RecentAudit } from '@/components/admin/dashboard/recent-audit';
import { DailyChart } from '@/components/admin/dashboard/daily-chart';
import { ExperienceBars } from '@/components/admin/dashboard/experience-bars';
import { MonthlyGoals } from '@/components/admin/analytics/monthly-goals';
import { SourcesList } from '@/components/admin/analytics/sources-list';
import { SpendCard } from '@/components/admin/analytics/spend-card';
import { FunnelStages } from '@/components/admin/funnel/funnel-stages';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

const noSpend = {
  campaigns: [],
  totalCents: 0,
  costPerLeadCents: null,
  costPerVerifiedCents: null,
  valueCents: null,
  roi: null,
  unvaluedLeads: 0,
  leadValues: [],
  unmappedCents: 0,
  meta: null,
};

describe('dashboard', () => {
  it('shows the KPIs with Italian numbers and a dash for a rate without leads', () => {
    const { unmount } = renderAdmin(
      <KpiCards
        data={{
          totalLeads: 12345,
          leadsToday: 3,
          verifiedLeads: 617,
          verificationRate: 0.5,
          highPriorityLeads: 12,
          conversionRate: 0.625,
          experience: [],
          daily: [],
          callsToCall: 47,
        }}
      />,
    );
    expect(screen.getByText('12.345')).toBeInTheDocument();
    expect(screen.getByText('3 oggi')).toBeInTheDocument();
    expect(screen.getByText('Tasso di verifica 50%')).toBeInTheDocument();
    expect(screen.getByText('62,5%')).toBeInTheDocument();
    expect(screen.getByText('Da chiamare')).toBeInTheDocument();
    expect(screen.getByText('47')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apri la lista chiamate' })).toHaveAttribute(
      'href',
      '/admin/calls?status=open',
    );
    expect(screen.getByRole('region', { name: 'Indicatori principali' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    unmount();
    // While the KPIs load, the region says it is busy and shows no figure yet.
    renderAdmin(<KpiCards data={undefined} />);
    const loading = screen.getByRole('region', { name: 'Indicatori principali' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveTextContent(/^$/);
    expect(within(loading).queryByRole('link')).toBeNull();
  });

  it('gives the chart a text summary and the experience bars their names', async () => {
    renderAdmin(
      <>
        <DailyChart
          data={[{ date: '2026-11-21', registrations: 2, verifications: 1 }]}
          labels={{
            registrations: 'Registrazioni',
            verifications: 'Verifiche',
            summary: 'Riassunto',
          }}
        />
        <ExperienceBars
          experience={[
            {
              group: 'principiante',
              count: 3,
              levels: [
                { level: 'principiante', count: 1 },
                { level: 'base', count: 2 },
              ],
            },
            {
              group: 'avanzato',
              count: 0,
              levels: [
                { level: 'avanzato', count: 0 },
                { level: 'professionale', count: 0 },
              ],
            },
          ]}
        />
      </>,
    );
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('Riassunto')).toBeInTheDocument();
    expect(screen.getByLabelText('Principianti (con Base): 3 lead')).toBeInTheDocument();
    expect(screen.getByLabelText('Avanzati (con Professionale): 0 lead')).toBeInTheDocument();
    expect(screen.getByText('Principiante 1 · Base 2')).toBeInTheDocument();
    // The bars load on demand, in place of a block of their height.
    await waitFor(() => expect(figure.querySelector('[data-chart]')).not.toBeNull());
  });

  it('lists the audit entries with Italian labels, a code it does not know named as such', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        entries: [
          {
            id: 2,
            username: 'operatore',
            action: 'adspend.set',
            targetType: 'campaign',
            targetId: 'FB_AD_07',
            details: null,
            ipTruncated: '203.0.113.0',
            createdAt: '2026-11-20T23:30:00.000Z',
          },
          {
            id: 3,
            username: 'titolare',
            action: 'experiment.stop',
            targetType: 'experiment',
            targetId: '4',
            details: null,
            ipTruncated: null,
            createdAt: '2026-11-21T10:00:00.000Z',
          },
          {
            id: 1,
            username: 'operatore',
            action: 'lead.delete',
            targetType: 'lead',
            targetId: '0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f',
            details: null,
            ipTruncated: null,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
    );
    const { container } = renderAdmin(<RecentAudit />);
    const items = await within(container).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('operatore Spesa pubblicitaria · su FB_AD_07');
    expect(items[0]).toHaveTextContent('21/11/26, 00:30 · rete 203.0.113.0'); // Rome time
    expect(items[1]).toHaveTextContent('titolare Esperimento concluso · su 4');
    expect(items[2]).toHaveTextContent('operatore Operazione «lead.delete» · su 0b7f3c1e');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/audit?limit=20');
  });
});

describe('analytics', () => {
  it('shows the monthly goals as labelled progress bars', () => {
    renderAdmin(
      <MonthlyGoals
        goals={{ leads: { goal: 100, actual: 42 }, verifications: { goal: 80, actual: 90 } }}
      />,
    );
    const [leads, verifications] = screen.getAllByRole('progressbar');
    expect(leads).toHaveAccessibleName('Lead');
    expect(leads).toHaveAttribute('aria-valuenow', '42');
    expect(leads).toHaveAttribute('aria-valuetext', '42 su 100 (42%)');
    expect(verifications).toHaveAttribute('aria-valuenow', '80'); // clamped to the goal
    expect(screen.getByText(/113%.*Obiettivo raggiunto/)).toBeInTheDocument();
  });

  it('names the rest of the sources "altro"', () => {
    renderAdmin(
      <SourcesList
        sources={[
          { source: 'facebook_campaign_1', leads: 7 },
          { source: null, leads: 3 },
        ]}
      />,
    );
    expect(screen.getByLabelText('Altro (le altre fonti): 3 lead')).toBeInTheDocument();
  });

  it('says no spend was entered instead of inventing a cost per lead', () => {
    renderAdmin(<SpendCard month="2026-11" spend={noSpend} />);
    expect(
      screen.getByText(
        'Nessuna spesa inserita per questo mese: inseriscila per calcolare il costo per lead e il ROI.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/15,50|85,00|448/)).not.toBeInTheDocument();
  });

  it('checks the spend form with the server schema, then saves it', async () => {
    const user = userEvent.setup();
    renderAdmin(<SpendCard month="2026-11" spend={noSpend} />);
    await user.type(screen.getByLabelText('ID campagna'), 'FB_AD_01');
    await user.type(screen.getByLabelText('Importo (€)'), '12,345');
    await user.click(screen.getByRole('button', { name: 'Salva spesa' }));
    expect(screen.getByLabelText('Importo (€)')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(
      jsonResponse(200, { spend: { campaignId: 'FB_AD_01', month: '2026-11', amountCents: 1234 } }),
    );
    await user.clear(screen.getByLabelText('Importo (€)'));
    await user.type(screen.getByLabelText('Importo (€)'), '12,34');
    await user.click(screen.getByRole('button', { name: 'Salva spesa' }));
    expect(await screen.findAllByText('Spesa salvata')).not.toHaveLength(0);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/ad-spend');
    expect(requestBody(fetchMock)).toEqual({
      campaignId: 'FB_AD_01',
      month: '2026-11',
      amountEuro: '12,34',
    });
    await waitFor(() => expect(screen.getByLabelText('Importo (€)')).toHaveValue(''));
  });

  it('shows the cost per lead from the entered spend in euro', () => {
    renderAdmin(
      <SpendCard
        month="2026-11"
        spend={{
          campaigns: [
            {
              campaignId: 'FB_AD_01',
              amountCents: 3150,
              source: 'manual',
              replacedManualCents: null,
              leads: 2,
              verified: 0,
              costPerLeadCents: 1575,
              costPerVerifiedCents: null,
              valueCents: null,
              roi: null,
            },
          ],
          totalCents: 3150,
          costPerLeadCents: 1575,
          costPerVerifiedCents: null,
          valueCents: null,
          roi: null,
          unvaluedLeads: 0,
          leadValues: [],
          unmappedCents: 0,
          meta: null,
        }}
      />,
    );
    const row = screen.getByRole('row', { name: /FB_AD_01/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Inserita a mano', '31,50\u00a0€', '2', '0', '15,75\u00a0€', '—', '—', '—']);
  });
});

describe('funnel', () => {
  it('shows each stage with its definition and drop-off', () => {
    const { container } = renderAdmin(
      <FunnelStages
        stages={[
          { stage: 'visitors', count: 0, dropOff: null },
          { stage: 'registrations', count: 4, dropOff: null },
          { stage: 'verified', count: 3, dropOff: 0.25 },
          { stage: 'qualified', count: 1, dropOff: 2 / 3 },
        ]}
      />,
    );
    const stages = within(container.querySelector('ol')!).getAllByRole('listitem');
    expect(stages).toHaveLength(4);
    expect(stages[1]).toHaveTextContent('Nessun confronto: il passo precedente è a zero');
    expect(stages[2]).toHaveTextContent('25% persi rispetto al passo precedente');
    expect(stages[3]).toHaveTextContent('66,7% persi rispetto al passo precedente');
    expect(stages[3]).toHaveTextContent(
      'Lead verificati con priorità alta oppure con almeno una richiesta di consulenza, del piano Premium o del conto formazione.',
    );
    expect(screen.queryByText(/10 ×|stima/i)).not.toBeInTheDocument();
  });
});
