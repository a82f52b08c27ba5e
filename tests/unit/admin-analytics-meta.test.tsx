/**
 * The analytics section's Meta spend: the spend table names each figure's source (imported
 * from Meta, or entered by hand, and the manual amount an import replaced) and the spend linked
 * to no campaign; the Meta card shows the last run and why it stopped, the unmapped spend, the
 * cost per lead per campaign, ad set and ad (none where ads share an id), and its button runs
 * an import and says how it ended.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SpendTable } from '@/components/admin/analytics/spend-table';
import { MetaSpendCard } from '@/components/admin/analytics/meta-spend-card';
import type {
  MetaObjectSpend,
  MetaSpendReport,
  SpendSummary,
} from '@/lib/contracts/admin/analytics';
import { jsonResponse, mockFetch, renderAdmin } from './support/render';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

const object = (over: Partial<MetaObjectSpend>): MetaObjectSpend => ({
  id: 'x',
  name: 'x',
  campaignName: null,
  adsetName: null,
  campaignIds: [],
  spendCents: 0,
  impressions: 0,
  clicks: 0,
  leads: 0,
  verified: 0,
  costPerLeadCents: null,
  costPerVerifiedCents: null,
  shared: false,
  ...over,
});

const META: MetaSpendReport = {
  configured: true,
  lastRun: {
    status: 'throttled',
    trigger: 'schedule',
    startedAt: '2026-11-20T09:00:00.000Z',
    finishedAt: '2026-11-20T09:10:00.000Z',
    since: '2026-11-14',
    until: '2026-11-20',
    rows: null,
    error: 'Meta error 80000: too many calls',
  },
  lastSuccessAt: '2026-11-20T08:00:05.000Z',
  campaigns: [
    object({
      id: 'c1',
      name: 'Lead Italia',
      campaignIds: ['FB_AD_01', 'FB_AD_02'],
      spendCents: 5000,
      impressions: 12000,
      clicks: 340,
      leads: 4,
      verified: 3,
      costPerLeadCents: 1250,
      costPerVerifiedCents: 1667,
    }),
    object({ id: 'c3', name: 'Brand awareness', spendCents: 850 }),
  ],
  adsets: [],
  ads: [
    object({
      id: 'a1',
      name: 'FB_AD_01 video',
      campaignName: 'Lead Italia',
      adsetName: 'Donne 25-45',
      campaignIds: ['FB_AD_01'],
      spendCents: 3000,
      leads: 3,
      shared: true,
    }),
  ],
  unmappedCents: 850,
  otherCurrencies: ['USD'],
};

const EMPTY_SPEND: SpendSummary = {
  campaigns: [],
  totalCents: 0,
  unmappedCents: 0,
  costPerLeadCents: null,
  costPerVerifiedCents: null,
  valueCents: null,
  roi: null,
  unvaluedLeads: 0,
  leadValues: [],
  meta: META,
};

describe('SpendTable', () => {
  it('names the source of each spend figure and shows the unmapped Meta spend', () => {
    const spend: SpendSummary = {
      campaigns: [
        {
          campaignId: 'FB_AD_01',
          amountCents: 3000,
          source: 'meta',
          replacedManualCents: 99_900,
          leads: 3,
          verified: 2,
          costPerLeadCents: 1000,
          costPerVerifiedCents: 1500,
          valueCents: null,
          roi: null,
        },
        {
          campaignId: 'GOOGLE_01',
          amountCents: 4000,
          source: 'manual',
          replacedManualCents: null,
          leads: 1,
          verified: 1,
          costPerLeadCents: 4000,
          costPerVerifiedCents: 4000,
          valueCents: null,
          roi: null,
        },
      ],
      totalCents: 7850,
      unmappedCents: 850,
      costPerLeadCents: 1963,
      costPerVerifiedCents: 2617,
      valueCents: null,
      roi: null,
      unvaluedLeads: 0,
      leadValues: [],
      meta: META,
    };
    renderAdmin(<SpendTable spend={spend} />);
    expect(screen.getByRole('row', { name: /FB_AD_01/ })).toHaveTextContent(
      'FB_AD_01Importata da Metasostituisce 999,00 € inseriti a mano30,00 €',
    );
    expect(screen.getByRole('row', { name: /GOOGLE_01/ })).toHaveTextContent(
      'GOOGLE_01Inserita a mano40,00 €',
    );
    expect(screen.getByRole('row', { name: /Spesa Meta non collegata/ })).toHaveTextContent(
      '8,50 €',
    );
  });

  it('scrolls sideways in a labelled region the keyboard can reach', () => {
    // A table of plain figures has nothing else to focus: on a phone its hidden columns are
    // reachable only if the scrolling box itself takes focus (axe scrollable-region-focusable).
    renderAdmin(<SpendTable spend={{ ...EMPTY_SPEND, campaigns: [] }} />);
    const region = screen.getByRole('region', { name: 'Spesa e costo per campagna nel mese' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });
});

describe('MetaSpendCard', () => {
  it('shows the last run, why it stopped, the unmapped spend and the cost per lead by level', async () => {
    const user = userEvent.setup();
    renderAdmin(<MetaSpendCard meta={META} />);
    expect(
      screen.getByText(
        'Ultima importazione: fermata dai limiti di Meta il 20/11/26, 10:10 (giorni 2026-11-14 – 2026-11-20)',
      ),
    ).toBeInTheDocument();
    // Why, in Italian with what to do; Meta's own words kept for support.
    expect(screen.getByText('Meta sta limitando le richieste per questo account.')).toBeVisible();
    expect(
      screen.getByText(/Non serve fare nulla: l'importazione oraria riprova da sola\./),
    ).toBeInTheDocument();
    const raw = screen.getByText('Meta error 80000: too many calls');
    expect(raw.closest('details')).not.toHaveAttribute('open');
    expect(
      within(raw.closest('details')!).getByText("Dettaglio tecnico per l'assistenza"),
    ).toBeInTheDocument();
    expect(screen.getByText('Ultima importazione riuscita: 20/11/26, 09:00')).toBeInTheDocument();
    expect(
      screen.getByText('Spesa non collegata a un nostro ID campagna: 8,50 €'),
    ).toBeInTheDocument();
    expect(screen.getByText(/valuta diversa dall'euro \(USD\)/)).toBeInTheDocument();
    const campaigns = screen.getByRole('table', {
      name: 'Spesa e costo per lead per campagna Meta',
    });
    const lead = within(campaigns).getByRole('row', { name: /Lead Italia/ });
    expect(lead).toHaveTextContent('FB_AD_01, FB_AD_0250,00 €12.000340' + '4312,50 €16,67 €');
    expect(within(campaigns).getByRole('row', { name: /Brand awareness/ })).toHaveTextContent(
      'non collegata',
    );
    await user.click(screen.getByRole('tab', { name: 'Inserzioni' }));
    const ad = screen.getByRole('row', { name: /FB_AD_01 video/ });
    expect(ad).toHaveTextContent('in Lead Italia › Donne 25-45');
    expect(ad).toHaveTextContent('ID condiviso con altre righe: costo per lead non calcolabile');
  });

  it('imports on request and says how the run ended', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        run: { ...META.lastRun, status: 'done', trigger: 'manual', rows: 42, error: null },
      }),
    );
    renderAdmin(<MetaSpendCard meta={META} />);
    await user.click(screen.getByRole('button', { name: 'Importa ora da Meta' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/ad-spend/meta-import');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(await screen.findAllByText('Importazione riuscita: 42 righe salvate')).not.toHaveLength(
      0,
    );
  });

  it('explains a refused token in Italian, in the card and in the toast of a manual import', async () => {
    const user = userEvent.setup();
    const raw = 'Meta error 190: Error validating access token: Session has expired.';
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        run: { ...META.lastRun, status: 'failed', trigger: 'manual', rows: 0, error: raw },
      }),
    );
    renderAdmin(
      <MetaSpendCard
        meta={{ ...META, lastRun: { ...META.lastRun!, status: 'failed', error: raw } }}
      />,
    );
    expect(screen.getByText(/^Meta non accetta più il token di accesso/)).toBeInTheDocument();
    expect(
      screen.getByText(/mettilo in META_ADS_ACCESS_TOKEN e riavvia l'app\./),
    ).toBeInTheDocument();
    expect(screen.getByText(raw)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importa ora da Meta' }));
    expect(await screen.findAllByText('Importazione non riuscita')).not.toHaveLength(0);
    expect(
      screen.getAllByText(/^Meta non accetta più il token di accesso .* META_ADS_ACCESS_TOKEN/),
    ).not.toHaveLength(0);
  });

  it('has no button while the import is not configured, and says what to set', () => {
    renderAdmin(<MetaSpendCard meta={{ ...META, configured: false, lastRun: null }} />);
    expect(screen.queryByRole('button', { name: 'Importa ora da Meta' })).toBeNull();
    expect(
      screen.getByText(/imposta META_ADS_ACCESS_TOKEN e META_AD_ACCOUNT_ID/),
    ).toBeInTheDocument();
  });
});
