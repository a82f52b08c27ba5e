/**
 * The settings tab's alerts group: the thresholds in force in the fields, whether they are
 * saved or the defaults, who receives the emails (or that nobody does); the route's schema
 * checks before sending, and a save goes to its own endpoint.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertForm } from '@/components/admin/settings/alert-form';
import {
  DEFAULT_ALERT_THRESHOLDS,
  type AlertSettingsResponse,
} from '@/lib/contracts/admin/alert-settings';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

const CURRENT: AlertSettingsResponse = {
  thresholds: DEFAULT_ALERT_THRESHOLDS,
  source: 'default',
  recipients: ['titolare@example.it', 'socia@example.it'],
};

const SMS_SHARE = "SMS non consegnati nell'ultima ora (%)";
const SAVE = 'Salva le soglie';

describe('alert settings', () => {
  it('shows the thresholds in force, their source and the recipients', () => {
    renderAdmin(<AlertForm current={CURRENT} />);
    expect(screen.getByLabelText(SMS_SHARE)).toHaveValue('20');
    expect(screen.getByLabelText('Attesa massima dei messaggi in uscita (minuti)')).toHaveValue(
      '15',
    );
    expect(screen.getByText('Soglie predefinite: non ancora salvate')).toBeInTheDocument();
    expect(screen.getByText(/Destinatari: titolare@example.it, socia@example.it/)).toBeVisible();
  });

  it('says when no owner would receive them', () => {
    renderAdmin(<AlertForm current={{ ...CURRENT, recipients: [] }} />);
    expect(screen.getByText(/Nessun titolare attivo ha un'email/)).toBeVisible();
  });

  it('checks with the route schema, then saves to /api/admin/settings/alerts', async () => {
    const user = userEvent.setup();
    renderAdmin(<AlertForm current={CURRENT} />);
    await user.clear(screen.getByLabelText(SMS_SHARE));
    await user.type(screen.getByLabelText(SMS_SHARE), '150');
    await user.click(screen.getByRole('button', { name: SAVE }));
    expect(await screen.findByText('Inserisci un numero intero da 1 a 100')).toBeInTheDocument();
    expect(screen.getByLabelText(SMS_SHARE)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    const saved = { ...CURRENT.thresholds, smsFailurePercent: 35 };
    fetchMock.mockResolvedValue(
      jsonResponse(200, { thresholds: saved, source: 'stored', recipients: CURRENT.recipients }),
    );
    await user.clear(screen.getByLabelText(SMS_SHARE));
    await user.type(screen.getByLabelText(SMS_SHARE), '35');
    await user.click(screen.getByRole('button', { name: SAVE }));
    expect((await screen.findAllByText('Soglie degli avvisi salvate')).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/settings/alerts');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(requestBody(fetchMock)).toEqual({
      smsFailurePercent: '35',
      smsFailureMinCount: '10',
      outboxDelayMinutes: '15',
      refusedProofsPerHour: '200',
    });
  });
});
