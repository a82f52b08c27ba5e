/**
 * The back-office settings tab: loading and failure states, the form filled with the settings
 * in force and their source, the route's own schema in the browser (all five partner fields or
 * none, nothing sent on a refusal), keyboard-only saving with its pending state, and the
 * server's field errors; a save's audit entry in the dashboard's recent activity.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import { SettingsTab } from '@/components/admin/settings/settings-tab';
import { RecentAudit } from '@/components/admin/dashboard/recent-audit';
import type { SettingsResponse } from '@/lib/contracts/admin/settings';
import {
  DEFAULT_ALERT_THRESHOLDS,
  type AlertSettingsResponse,
} from '@/lib/contracts/admin/alert-settings';
import type { GuidesResponse } from '@/lib/contracts/admin/guides';
import type { VerifySettingsResponse } from '@/lib/contracts/admin/verify-settings';
import { EBOOKS } from '@/lib/catalog/ebooks';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

const CURRENT: SettingsResponse = {
  settings: {
    partnerBroker: {
      name: 'Broker Esempio Ltd',
      regulator: 'CySEC',
      authorisation: '123/45',
      retailLossPercent: 74,
      url: 'https://broker.example.com/?aff=1',
    },
    premiumMonthlyCapacity: null,
  },
  sources: { partnerBroker: 'env', premiumMonthlyCapacity: 'stored' },
};

const GUIDES: GuidesResponse = {
  guides: EBOOKS.flatMap((e) =>
    (['it', 'de'] as const).map((locale) => ({
      ebookId: e.id,
      locale,
      pages: 6,
      upload: null,
    })),
  ),
  maxBytes: 8 * 1024 * 1024,
};

/** The answer of each of the tab's endpoints. */
const VERIFY: VerifySettingsResponse = {
  workflow: ['sms'],
  source: 'env',
  driver: 'app',
  channels: [],
};

const answerFor = (url: unknown) =>
  ({
    '/api/admin/settings/alerts': ALERTS,
    '/api/admin/settings/verify': VERIFY,
    '/api/admin/guides': GUIDES,
  })[String(url)] ?? CURRENT;

const ALERTS: AlertSettingsResponse = {
  thresholds: DEFAULT_ALERT_THRESHOLDS,
  source: 'default',
  recipients: [],
};

describe('settings tab', () => {
  it('shows a busy placeholder while loading, then the form', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderAdmin(<SettingsTab />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse(200, CURRENT));
    expect(await screen.findByLabelText('Nome del broker')).toHaveValue('Broker Esempio Ltd');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/settings');
  });

  it('says so when the settings cannot be loaded, and loads them again on retry', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(500, { error: { code: 'internal', message: 'Si è verificato un errore.' } }),
    );
    renderAdmin(<SettingsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossibile caricare le impostazioni: Si è verificato un errore.',
    );
    // Each group of the tab gets its own endpoint's answer.
    fetchMock.mockImplementation((url) => Promise.resolve(jsonResponse(200, answerFor(url))));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByLabelText('Nome del broker')).toHaveValue('Broker Esempio Ltd');
    expect(await screen.findByLabelText("SMS non consegnati nell'ultima ora (%)")).toHaveValue(
      '20',
    );
  });
});

describe('guides group', () => {
  it('lists every guide as a sample, uploads a PDF as the body and shows a refusal', async () => {
    fetchMock.mockImplementation((url) => Promise.resolve(jsonResponse(200, answerFor(url))));
    renderAdmin(<SettingsTab />);
    const row = await screen.findByTestId('guide-riskManagement-de');
    expect(row).toHaveTextContent('Gestione del rischio e del capitale (tedesco)');
    expect(row).toHaveTextContent('Campione generato: 6 pagine');

    fetchMock.mockImplementation((url, init) =>
      Promise.resolve(
        init?.method === 'PUT'
          ? jsonResponse(422, {
              error: { code: 'guide_broken_pdf', message: 'Il PDF è danneggiato.' },
            })
          : jsonResponse(200, answerFor(url)),
      ),
    );
    const file = new File(['%PDF-1.7 rotto'], 'rotto.pdf', { type: 'application/pdf' });
    await userEvent
      .setup()
      .upload(
        screen.getByLabelText('Carica PDF: «Gestione del rischio e del capitale» (tedesco)'),
        file,
      );
    expect(
      await screen.findByText('Il PDF è danneggiato.', { selector: '[role=alert]' }),
    ).toBeVisible();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/admin/guides/riskManagement/de?name=rotto.pdf');
    expect(put[1]?.body).toBeInstanceOf(Blob);
    expect((put[1]?.headers as Record<string, string>)['Content-Type']).toBe('application/pdf');
  });
});

describe('settings form', () => {
  it('shows the values in force and where they come from', () => {
    renderAdmin(<SettingsForm current={CURRENT} />);
    expect(screen.getByLabelText('Autorità di vigilanza')).toHaveValue('CySEC');
    expect(screen.getByLabelText('Conti retail CFD in perdita (%)')).toHaveValue('74');
    expect(screen.getByLabelText('Posti al mese')).toHaveValue('');
    expect(screen.getByRole('group', { name: /Broker partner/ })).toHaveTextContent(
      "Dalle variabili d'ambiente",
    );
    expect(screen.getByRole('group', { name: /Piano premium/ })).toHaveTextContent(
      "Salvato nell'amministrazione",
    );
  });

  it('checks with the server schema before sending: all five partner fields or none', async () => {
    const user = userEvent.setup();
    renderAdmin(<SettingsForm current={CURRENT} />);
    await user.clear(screen.getByLabelText('Autorità di vigilanza'));
    await user.clear(screen.getByLabelText('Posti al mese'));
    await user.type(screen.getByLabelText('Posti al mese'), '0');
    await user.click(screen.getByRole('button', { name: 'Salva le impostazioni' }));
    expect(
      await screen.findByText('Compila tutti e cinque i campi del broker, o svuotali tutti'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Inserisci un numero intero da 1 a 100000, o lascia vuoto'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Autorità di vigilanza')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves with the keyboard alone, shows the pending state, then the toast', async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderAdmin(<SettingsForm current={CURRENT} />);
    await user.tab();
    expect(screen.getByLabelText('Nome del broker')).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}Broker Nuovo SpA');
    // Tab order follows the form: regulator, authorisation, percentage, address, places.
    for (let i = 0; i < 5; i++) await user.tab();
    expect(screen.getByLabelText('Posti al mese')).toHaveFocus();
    await user.keyboard('30{Enter}');
    expect(await screen.findByRole('button', { name: /Salvataggio/ })).toBeDisabled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/settings');
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).method).toBe('PUT');
    expect(requestBody(fetchMock)).toEqual({
      partnerName: 'Broker Nuovo SpA',
      partnerRegulator: 'CySEC',
      partnerAuthorisation: '123/45',
      partnerRetailLossPercent: '74',
      partnerUrl: 'https://broker.example.com/?aff=1',
      premiumMonthlyCapacity: '30',
    });
    answer(
      jsonResponse(200, {
        settings: {
          partnerBroker: { ...CURRENT.settings.partnerBroker, name: 'Broker Nuovo SpA' },
          premiumMonthlyCapacity: 30,
        },
        sources: { partnerBroker: 'stored', premiumMonthlyCapacity: 'stored' },
      }),
    );
    expect((await screen.findAllByText(/Impostazioni salvate/)).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Salva le impostazioni' })).toBeEnabled(),
    );
    expect(screen.getByLabelText('Posti al mese')).toHaveValue('30');
  });

  it("shows the server's message and its field errors when the save is refused", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        error: {
          code: 'validation_failed',
          message: 'Alcuni campi non sono validi. Controlla e riprova.',
          fields: { partnerUrl: 'Valore non valido' },
        },
      }),
    );
    renderAdmin(<SettingsForm current={CURRENT} />);
    await user.click(screen.getByRole('button', { name: 'Salva le impostazioni' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Alcuni campi non sono validi. Controlla e riprova.',
    );
    expect(screen.getByText('Valore non valido')).toBeInTheDocument();
    expect(screen.getByLabelText('Indirizzo del sito del broker')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText('Nome del broker')).toHaveValue('Broker Esempio Ltd');
  });
});

describe('recent activity', () => {
  it('names a settings save in Italian', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        entries: [
          {
            id: 1,
            username: 'operatore',
            action: 'settings.update',
            targetType: 'site_settings',
            targetId: null,
            details: { premiumMonthlyCapacity: { from: null, to: 5 } },
            ipTruncated: '203.0.113.0',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
    );
    renderAdmin(<RecentAudit />);
    const label = await screen.findByText(/Impostazioni del sito modificate/);
    expect(label.closest('li')).toHaveTextContent('operatore Impostazioni del sito modificate');
  });
});
