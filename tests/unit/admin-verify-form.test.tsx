/**
 * The settings tab's verification group: the Verify channels in force in their order, whether
 * saved or VERIFY_WORKFLOW's; reordering, removing and adding a channel; the route's schema
 * refuses an empty workflow before sending; a save goes to its own endpoint. With the app's
 * own SMS the group says the workflow applies once Verify is configured. Beside the form,
 * each channel's last 30 days with its cost.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerifyForm } from '@/components/admin/settings/verify-form';
import { VerifySettings } from '@/components/admin/settings/verify-settings';
import type { VerifySettingsResponse } from '@/lib/contracts/admin/verify-settings';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

const CURRENT: VerifySettingsResponse = {
  workflow: ['whatsapp', 'sms'],
  source: 'env',
  driver: 'vonage-verify',
  channels: [
    {
      channel: 'whatsapp',
      sent: 40,
      delivered: 38,
      completed: 30,
      cost: 1.5,
      costPerCompleted: 0.05,
    },
    { channel: 'sms', sent: 10, delivered: 9, completed: 8, cost: null, costPerCompleted: null },
  ],
};

const order = () =>
  within(screen.getByRole('list', { name: "Canali nell'ordine in cui vengono provati" }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.match(/^\d+\.(WhatsApp|SMS|Chiamata)/)?.[1]);

describe('verification settings', () => {
  it('shows the channels in force in order and where they come from', () => {
    renderAdmin(<VerifyForm current={CURRENT} />);
    expect(order()).toEqual(['WhatsApp', 'SMS']);
    expect(screen.getByText("Dalle variabili d'ambiente")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sposta su WhatsApp' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aggiungi Chiamata' })).toBeInTheDocument();
    expect(screen.queryByText(/VERIFY_DRIVER non è vonage-verify/)).not.toBeInTheDocument();
  });

  it('says the app sends its own SMS until Verify is configured, and stays editable', () => {
    renderAdmin(<VerifyForm current={{ ...CURRENT, driver: 'app' }} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      /VERIFY_DRIVER non è vonage-verify.*vale appena Vonage Verify è configurato/,
    );
    expect(screen.getByRole('button', { name: 'Salva i canali' })).toBeEnabled();
  });

  it('refuses an empty workflow, then saves the new order to /api/admin/settings/verify', async () => {
    const user = userEvent.setup();
    renderAdmin(<VerifyForm current={CURRENT} />);
    await user.click(screen.getByRole('button', { name: 'Togli WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Togli SMS' }));
    await user.click(screen.getByRole('button', { name: 'Salva i canali' }));
    expect(await screen.findByText('Scegli da 1 a 3 canali diversi')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Aggiungi SMS' }));
    await user.click(screen.getByRole('button', { name: 'Aggiungi Chiamata' }));
    await user.click(screen.getByRole('button', { name: 'Sposta su Chiamata' }));
    expect(order()).toEqual(['Chiamata', 'SMS']);
    expect(screen.queryByText('Scegli da 1 a 3 canali diversi')).not.toBeInTheDocument();

    fetchMock.mockResolvedValue(
      jsonResponse(200, { ...CURRENT, workflow: ['voice', 'sms'], source: 'stored' }),
    );
    await user.click(screen.getByRole('button', { name: 'Salva i canali' }));
    expect((await screen.findAllByText(/Canali di verifica salvati/)).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/settings/verify');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(requestBody(fetchMock)).toEqual({ workflow: ['voice', 'sms'] });
  });

  it('shows each channel’s last 30 days with its cost beside the form', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, CURRENT));
    renderAdmin(<VerifySettings />);
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'Ultimi 30 giorni per canale' })).toBeVisible();
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(
      'CanaleInviatiConsegnatiCompletatiCostoCosto per verifica completata',
    );
    expect(rows[1]).toHaveTextContent(/^WhatsApp4038301,50\s*€0,05\s*€$/);
    expect(rows[2]).toHaveTextContent(/^SMS1098Non notoNon noto$/);
  });
});
