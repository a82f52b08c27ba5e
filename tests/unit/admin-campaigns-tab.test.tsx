/**
 * Campaigns tab: the cards count every campaign id (not the page), the table is paged on the
 * server with "N di M", and the generator's lead counts are asked for its own ids.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CampaignsTab } from '@/components/admin/campaigns/campaigns-tab';
import type { CampaignSummary, CampaignsResponse } from '@/lib/contracts/admin/campaigns';
import { downloadCsv } from '@/components/admin/common/downloads';
import { jsonResponse, mockFetch, renderAdmin } from './support/render';

// csv-stringify is ESM only; the CSV's rows are what the tab hands to it.
jest.mock('@/components/admin/common/downloads', () => ({
  copyText: jest.fn(),
  downloadCsv: jest.fn(),
}));

const row = (rank: number): CampaignSummary => ({
  campaignId: `FB_X_${String(rank).padStart(3, '0')}`,
  adSource: 'facebook',
  leadCount: 300 - rank,
  verifiedCount: 1,
  latestLead: null,
});

function pageOf(page: number): CampaignsResponse {
  const first = (page - 1) * 25 + 1;
  const count = Math.max(0, Math.min(25, 250 - first + 1));
  return {
    campaigns: Array.from({ length: count }, (_, i) => row(first + i)),
    totals: { campaigns: 250, leads: 12_345, verified: 250, best: row(1) },
    page,
    pageSize: 25,
  };
}

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  window.localStorage.clear();
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url) => {
    const u = new URL(String(url), 'http://localhost');
    if (u.pathname === '/api/admin/campaigns')
      return jsonResponse(200, pageOf(Number(u.searchParams.get('page'))));
    if (u.pathname === '/api/admin/campaigns/leads')
      return jsonResponse(200, { counts: { FB_AD_07: 4 } });
    return jsonResponse(404, {});
  });
});

describe('CampaignsTab', () => {
  it('shows the totals over every campaign id and pages the table on the server', async () => {
    const user = userEvent.setup();
    renderAdmin(<CampaignsTab />);
    const cards = await screen.findByRole('region', { name: 'Rendimento delle campagne' });
    await waitFor(() => expect(cards).toHaveTextContent('Campagne attive250'));
    expect(cards).toHaveTextContent('Lead da campagne12.345');
    expect(cards).toHaveTextContent('FB_X_001');
    expect(screen.getByText('Campagne 1–25 di 250')).toBeInTheDocument();
    expect(screen.getByText('Pagina 1 di 10')).toBeInTheDocument();
    expect(screen.getByText('TOP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scarica CSV di tutte le campagne' })).toHaveAttribute(
      'href',
      '/api/admin/campaigns/export',
    );

    const nav = screen.getByRole('navigation', { name: 'Pagine delle campagne' });
    for (let i = 0; i < 9; i += 1)
      await user.click(within(nav).getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('Campagne 226–250 di 250')).toBeInTheDocument();
    expect(screen.getByText('FB_X_250')).toBeInTheDocument();
    expect(screen.queryByText('TOP')).toBeNull();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(
      '/api/admin/campaigns?page=10&pageSize=25',
    );
  });

  it('asks for the lead counts of the generated ids, whatever their rank', async () => {
    const user = userEvent.setup();
    renderAdmin(<CampaignsTab />);
    await user.click(screen.getByRole('button', { name: 'Genera 50 URL' }));
    const table = await screen.findByRole('region', { name: 'URL generati' });
    const leadsCall = await waitFor(() => {
      const found = fetchMock.mock.calls.find(([u]) =>
        String(u).startsWith('/api/admin/campaigns/leads'),
      );
      expect(found).toBeDefined();
      return String(found![0]);
    });
    const ids = new URL(leadsCall, 'http://localhost').searchParams.get('ids')!.split(',');
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe('FB_AD_01');
    const r = await within(table).findByText('FB_AD_07');
    await waitFor(() => expect(r.closest('tr')).toHaveTextContent(/4$/));
    await user.click(screen.getByRole('button', { name: 'Scarica CSV' }));
    const rows = jest.mocked(downloadCsv).mock.calls[0]![1];
    expect(rows).toHaveLength(51);
    expect(rows[7]).toEqual(['FB_AD_07', 'facebook_campaign_7', expect.any(String), 4]);
  });
});
