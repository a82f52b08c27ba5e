/**
 * The sales-pages tab's CSV carries each generated id's own lead count, asked for those ids
 * (GET /api/admin/campaigns/leads), whatever the id's rank among all campaigns.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LandingPagesTab } from '@/components/admin/landing/landing-pages-tab';
import { downloadCsv } from '@/components/admin/common/downloads';
import { jsonResponse, mockFetch, renderAdmin } from './support/render';

jest.mock('@/components/admin/common/downloads', () => ({
  copyText: jest.fn(),
  downloadCsv: jest.fn(),
}));

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url) => {
    const u = new URL(String(url), 'http://localhost');
    if (u.pathname === '/api/admin/campaigns/leads')
      return jsonResponse(200, { counts: { SP_CRYPTO_30: 3 } });
    if (u.pathname === '/api/admin/landing-performance') return jsonResponse(200, { variants: [] });
    return jsonResponse(404, {});
  });
});

it('asks for the leads of the 120 sales-page ids and writes them in the CSV', async () => {
  const user = userEvent.setup();
  renderAdmin(<LandingPagesTab kind="sales" />);
  await waitFor(() => {
    const call = fetchMock.mock.calls.find(([u]) =>
      String(u).startsWith('/api/admin/campaigns/leads'),
    );
    expect(call).toBeDefined();
    const ids = new URL(String(call![0]), 'http://localhost').searchParams.get('ids')!.split(',');
    expect(ids).toHaveLength(120);
  });
  const buttons = await screen.findAllByRole('button', { name: 'Scarica CSV' });
  // Clicked until the counts have arrived (the CSV is written from what is loaded).
  await waitFor(async () => {
    await user.click(buttons[1]!);
    expect(jest.mocked(downloadCsv).mock.calls.at(-1)![1][30]![3]).toBe(3);
  });
  const rows = jest.mocked(downloadCsv).mock.calls.at(-1)![1];
  expect(rows).toHaveLength(31);
  expect(rows[30]).toEqual(['SP_CRYPTO_30', expect.any(String), expect.any(String), 3]);
});
