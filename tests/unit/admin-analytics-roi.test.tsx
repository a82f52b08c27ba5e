/**
 * Analytics' ROI card (docs/decisions.md §5): with no lead value it says so and shows no number; with
 * a value but no spend it shows the value and says why there is no ROI; with both it shows
 * value, spend and ROI, per month and per campaign. The lead-value form saves through PUT
 * /api/admin/lead-value with the schema's checks.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SpendCard } from '@/components/admin/analytics/spend-card';
import type { SpendSummary } from '@/lib/contracts/admin/analytics';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

const NO_SPEND: SpendSummary = {
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

const WITH_BOTH: SpendSummary = {
  campaigns: [
    {
      campaignId: 'FB_AD_01',
      amountCents: 3000,
      source: 'manual',
      replacedManualCents: null,
      leads: 2,
      verified: 1,
      costPerLeadCents: 1500,
      costPerVerifiedCents: 3000,
      valueCents: 5000,
      roi: 2 / 3,
    },
  ],
  totalCents: 3000,
  costPerLeadCents: 1500,
  costPerVerifiedCents: 3000,
  valueCents: 5000,
  roi: 2 / 3,
  unvaluedLeads: 1,
  leadValues: [{ validFrom: '2026-11-01', basis: 'verified', amountCents: 5000 }],
  unmappedCents: 0,
  meta: null,
};

const roiRegion = () => screen.getByRole('region', { name: 'Valore, spesa e ROI del mese' });

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

describe('SpendCard ROI states', () => {
  it('says no lead value is entered and shows no figure', () => {
    renderAdmin(<SpendCard month="2026-11" spend={NO_SPEND} />);
    const roi = roiRegion();
    expect(roi).toHaveTextContent('Nessun valore del lead in vigore in questo mese');
    expect(roi).not.toHaveTextContent(/\d/);
    expect(screen.getByText('Nessun valore inserito.')).toBeInTheDocument();
  });

  it('shows the value without spend, and says why there is no ROI', () => {
    renderAdmin(
      <SpendCard
        month="2026-11"
        spend={{
          ...NO_SPEND,
          valueCents: 0,
          leadValues: [{ validFrom: '2026-11-01', basis: 'lead', amountCents: 2000 }],
        }}
      />,
    );
    const roi = roiRegion();
    expect(roi).toHaveTextContent('Valore dei lead0,00 €');
    expect(roi).toHaveTextContent('senza spesa il ROI non si calcola');
    expect(within(roi).queryByText('ROI')).toBeNull();
    expect(screen.getByText('Dal 1 novembre 2026: 20,00 € per ogni lead')).toBeInTheDocument();
  });

  it('shows value, spend and ROI for the month and per campaign', () => {
    renderAdmin(<SpendCard month="2026-11" spend={WITH_BOTH} />);
    const roi = roiRegion();
    expect(roi).toHaveTextContent('Valore dei lead50,00 €');
    expect(roi).toHaveTextContent('Spesa30,00 €');
    expect(roi).toHaveTextContent('ROI+66,7%');
    expect(roi).toHaveTextContent('1 lead registrato prima del primo valore inserito');
    const row = screen.getByRole('row', { name: /FB_AD_01/ });
    expect(row).toHaveTextContent('50,00 €');
    expect(row).toHaveTextContent('+66,7%');
  });

  it('saves a lead value from a day on, and refuses a bad amount in the browser', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(200, { value: { validFrom: '2026-11-10', basis: 'lead', amountCents: 2550 } }),
    );
    renderAdmin(<SpendCard month="2026-11" spend={NO_SPEND} />);
    const day = screen.getByLabelText('Valido dal');
    expect(day).toHaveValue('2026-11-01');
    await user.clear(day);
    await user.type(day, '2026-11-10');
    await user.selectOptions(screen.getByLabelText('Per'), 'lead');
    await user.type(screen.getByLabelText('Valore (€)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Salva valore' }));
    expect(
      await screen.findByText('Importo non valido: da 0 a 10.000.000 €, al massimo 2 decimali.', {
        selector: '#lead-value-amount-error',
      }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Valore (€)'));
    await user.type(screen.getByLabelText('Valore (€)'), '25,50');
    await user.click(screen.getByRole('button', { name: 'Salva valore' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/lead-value');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(requestBody(fetchMock)).toEqual({
      validFrom: '2026-11-10',
      basis: 'lead',
      amountEuro: '25,50',
    });
    expect(await screen.findAllByText('Valore salvato')).not.toHaveLength(0);
  });
});
