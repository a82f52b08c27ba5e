/**
 * Calls tab components: each entry shows the contact (phone as a tel: link),
 * the kind, the preferred day and slot, goals and the time of the last status change; an
 * anonymous request says it has no contact; a new status is saved at once through PATCH (and
 * a failure toasts); an outcome is saved by its button through PUT and says what Meta was told; the export link carries the filters; the partner-click card shows its
 * figures. (CallsTab itself needs nuqs, which jest does not transform; e2e covers the URL.)
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { CallList } from '@/components/admin/calls/call-list';
import { CallFilters } from '@/components/admin/calls/call-filters';
import { PartnerClicksCard } from '@/components/admin/calls/partner-clicks-card';
import type { CallEntry } from '@/lib/contracts/admin/calls';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

const LEAD_ID = '0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

const CONSULTATION: CallEntry = {
  kind: 'consultation',
  id: 7,
  lead: {
    id: LEAD_ID,
    firstName: 'Mario',
    lastName: 'Rossi',
    email: 'mario.rossi@example.it',
    phone: '+393471110001',
    phoneDisplay: '+39 347 111 0001',
  },
  preferredDate: 'questa-settimana',
  preferredTime: 'sera',
  goals: 'Capire il trading',
  questions: 'Quanto costa?',
  status: 'no_answer',
  statusChangedAt: '2026-11-20T23:30:00.000Z',
  outcome: null,
  outcomeChangedAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};
const ANONYMOUS: CallEntry = {
  ...CONSULTATION,
  id: 8,
  lead: null,
  questions: null,
  status: 'new',
  statusChangedAt: null,
};
const PREMIUM: CallEntry = {
  ...CONSULTATION,
  kind: 'premium',
  id: 3,
  preferredDate: null,
  preferredTime: null,
  goals: null,
  questions: null,
  status: 'new',
  statusChangedAt: null,
};

describe('CallList', () => {
  it("shows a caller's entries without email or phone, with a button that opens the lead's detail", async () => {
    const user = userEvent.setup();
    const onOpenLead = jest.fn();
    const hidden = { ...CONSULTATION.lead!, email: null, phone: null, phoneDisplay: null };
    const { container } = renderAdmin(
      <CallList entries={[{ ...CONSULTATION, lead: hidden }, ANONYMOUS]} onOpenLead={onOpenLead} />,
    );
    expect(container.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
    expect(container).not.toHaveTextContent('null');
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Mario Rossi');
    expect(items[0]).toHaveTextContent('Preferenza: questa settimana · sera (18-21)');
    // The anonymous request has no lead to open.
    expect(within(items[1]!).queryByRole('button', { name: /Mostra contatto/ })).toBeNull();
    await user.click(
      within(items[0]!).getByRole('button', { name: /^Mostra contatto di Mario Rossi/ }),
    );
    expect(onOpenLead).toHaveBeenCalledWith(LEAD_ID);
  });

  it('shows no contact button to an owner, whose entries carry the contact', () => {
    renderAdmin(<CallList entries={[CONSULTATION]} onOpenLead={jest.fn()} />);
    expect(screen.queryByRole('button', { name: /Mostra contatto/ })).toBeNull();
    expect(screen.getByRole('link', { name: '+39 347 111 0001' })).toBeInTheDocument();
  });

  it('shows contact, kind, preference, goals and the last change of each entry', () => {
    renderAdmin(<CallList entries={[PREMIUM, CONSULTATION, ANONYMOUS]} />);
    const items = within(
      screen.getByRole('list', { name: 'Richieste da lavorare, dalla più recente' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Mario RossiPiano Premium');
    expect(items[0]).toHaveTextContent('Stato mai cambiato');
    const consultation = within(items[1]!);
    // As the server wrote it for reading (phoneDisplay); dialled as E.164.
    expect(consultation.getByRole('link', { name: '+39 347 111 0001' })).toHaveAttribute(
      'href',
      'tel:+393471110001',
    );
    expect(consultation.getByRole('link', { name: 'mario.rossi@example.it' })).toHaveAttribute(
      'href',
      'mailto:mario.rossi@example.it',
    );
    expect(items[1]).toHaveTextContent('Consulenza');
    expect(items[1]).toHaveTextContent('Preferenza: questa settimana · sera (18-21)');
    expect(items[1]).toHaveTextContent('Obiettivi: Capire il trading');
    expect(items[1]).toHaveTextContent('Domande: Quanto costa?');
    expect(items[1]).toHaveTextContent('Stato cambiato il 21/11/26, 00:30'); // Rome time
    expect(consultation.getByLabelText('Stato della richiesta di Mario Rossi')).toHaveValue(
      'no_answer',
    );
    expect(items[2]).toHaveTextContent('Richiesta anonima');
    expect(items[2]).toHaveTextContent('nessun contatto disponibile');
    expect(within(items[2]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('saves a new status at once through PATCH', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        entry: { kind: 'premium', id: 3, status: 'contacted', statusChangedAt: new Date() },
      }),
    );
    renderAdmin(<CallList entries={[PREMIUM]} />);
    await user.selectOptions(
      screen.getByLabelText('Stato della richiesta di Mario Rossi'),
      'contacted',
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/calls/premium/3');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(requestBody(fetchMock)).toEqual({ status: 'contacted' });
  });

  it('toasts when the status cannot be saved', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(404, { error: { code: 'not_found', message: 'Risorsa non trovata.' } }),
    );
    renderAdmin(<CallList entries={[ANONYMOUS]} />);
    await user.selectOptions(
      screen.getByLabelText('Stato della richiesta di Richiesta anonima'),
      'done',
    );
    expect(await screen.findAllByText('Impossibile salvare lo stato')).not.toHaveLength(0);
  });
});

describe('the call outcome', () => {
  it('is chosen with the keyboard and saved only by its button, then says what Meta was told', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        entry: { kind: 'premium', id: 3, outcome: 'qualified', outcomeChangedAt: new Date() },
        meta: { event: 'QualifiedLead', result: 'queued' },
      }),
    );
    renderAdmin(<CallList entries={[PREMIUM]} />);
    const select = screen.getByLabelText('Esito della chiamata con Mario Rossi');
    expect(select).toHaveValue('');
    expect(screen.getByText('Nessun esito registrato')).toBeInTheDocument();
    const save = screen.getByRole('button', {
      name: 'Salva esito della chiamata con Mario Rossi',
    });
    expect(save).toBeDisabled();
    // Moving through the options from the keyboard saves nothing.
    select.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.selectOptions(select, 'qualified');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.tab();
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/calls/premium/3/outcome');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(requestBody(fetchMock)).toEqual({ outcome: 'qualified' });
    expect(
      await screen.findAllByText('Inviato a Meta come evento QualifiedLead.'),
    ).not.toHaveLength(0);
  });

  it('offers every outcome with the account price, and shows the one recorded', () => {
    renderAdmin(
      <CallList
        entries={[
          {
            ...PREMIUM,
            outcome: 'converted_account',
            outcomeChangedAt: '2026-11-21T08:00:00.000Z',
          },
        ]}
      />,
    );
    const select = screen.getByLabelText('Esito della chiamata con Mario Rossi');
    expect(select).toHaveValue('converted_account');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Raggiunto',
      'Qualificato',
      'Non interessato',
      'Convertito: conto formazione (250 €)',
      'Convertito: piano Premium',
    ]);
    expect(screen.getByText(/^Esito registrato/)).toHaveTextContent(
      'Esito registrato: Convertito: conto formazione (250 €) il 21/11/26, 09:00',
    );
  });

  it('names the outcome saved, not a choice made but not saved', async () => {
    const user = userEvent.setup();
    let reload: (entries: CallEntry[]) => void = () => undefined;
    function ReloadingList() {
      const [entries, setEntries] = useState([PREMIUM]);
      reload = setEntries;
      return <CallList entries={entries} />;
    }
    renderAdmin(<ReloadingList />);
    await user.selectOptions(screen.getByLabelText(/^Esito della chiamata/), 'qualified');
    expect(screen.getByText('Nessun esito registrato')).toBeInTheDocument();
    // The list reloaded after «Salva esito» carries the outcome: the card names it.
    act(() =>
      reload([{ ...PREMIUM, outcome: 'qualified', outcomeChangedAt: '2026-11-21T08:00:00.000Z' }]),
    );
    expect(screen.getByText(/^Esito registrato/)).toHaveTextContent(
      'Esito registrato: Qualificato il 21/11/26, 09:00',
    );
    await user.selectOptions(screen.getByLabelText(/^Esito della chiamata/), 'reached');
    expect(screen.getByText(/^Esito registrato/)).toHaveTextContent('Qualificato');
  });

  it('gives every button an accessible name that starts with its visible text (WCAG 2.5.3)', () => {
    const hidden = { ...CONSULTATION.lead!, email: null, phone: null, phoneDisplay: null };
    renderAdmin(
      <CallList entries={[{ ...CONSULTATION, lead: hidden }, PREMIUM]} onOpenLead={jest.fn()} />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(
      expect.arrayContaining(['Mostra contatto', 'Salva esito']),
    );
    for (const button of buttons) {
      const name = button.getAttribute('aria-label') ?? button.textContent ?? '';
      expect(name.startsWith(button.textContent ?? '')).toBe(true);
    }
  });

  it('says when an outcome sends no event, and toasts a failure', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        entry: { kind: 'premium', id: 3, outcome: 'not_interested', outcomeChangedAt: new Date() },
        meta: { event: null, result: 'not_sent' },
      }),
    );
    renderAdmin(<CallList entries={[PREMIUM]} />);
    await user.selectOptions(screen.getByLabelText(/^Esito della chiamata/), 'not_interested');
    await user.click(screen.getByRole('button', { name: /^Salva esito/ }));
    expect(
      await screen.findAllByText('Per questo esito non si invia nessun evento a Meta.'),
    ).not.toHaveLength(0);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(404, { error: { code: 'not_found', message: 'Risorsa non trovata.' } }),
    );
    await user.selectOptions(screen.getByLabelText(/^Esito della chiamata/), 'reached');
    await user.click(screen.getByRole('button', { name: /^Salva esito/ }));
    expect(await screen.findAllByText("Impossibile salvare l'esito")).not.toHaveLength(0);
  });
});

describe('CallFilters', () => {
  it('links the CSV export to the current filters, updates and resets', async () => {
    const user = userEvent.setup();
    const update = jest.fn();
    const reset = jest.fn();
    const filters = {
      q: 'rossi',
      kind: 'premium' as const,
      status: 'open' as const,
      period: 'all' as const,
      page: 2,
    };
    renderAdmin(
      <CallFilters
        filters={filters}
        query={{ ...filters, pageSize: 25 }}
        update={update}
        page={filters.page}
        setPage={jest.fn()}
        reset={reset}
      />,
    );
    expect(screen.getByRole('link', { name: 'Esporta CSV' })).toHaveAttribute(
      'href',
      '/api/admin/calls/export?q=rossi&kind=premium&status=open',
    );
    expect(screen.getByLabelText('Cerca')).toHaveValue('rossi');
    await user.selectOptions(screen.getByLabelText('Stato'), 'no_answer');
    expect(update).toHaveBeenCalledWith({ status: 'no_answer' });
    await user.selectOptions(screen.getByLabelText('Tipo'), 'consultation');
    expect(update).toHaveBeenCalledWith({ kind: 'consultation' });
    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    expect(reset).toHaveBeenCalled();
  });
});

describe('PartnerClicksCard', () => {
  it('shows today, the last 30 days and the newest clicks', () => {
    renderAdmin(
      <PartnerClicksCard
        isError={false}
        data={{
          today: 2,
          last30Days: 1234,
          recent: [
            { at: '2026-11-20T23:30:00.000Z', lead: CONSULTATION.lead, campaignId: 'FB_AD_01' },
            { at: '2026-11-20T10:00:00.000Z', lead: null, campaignId: null },
          ],
        }}
      />,
    );
    expect(screen.getByText('Click verso il partner')).toBeInTheDocument();
    expect(screen.getByText('Oggi').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Ultimi 30 giorni').nextSibling).toHaveTextContent('1234');
    const items = within(screen.getByRole('list', { name: 'Click recenti' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Mario Rossi21/11/26, 00:30 · campagna FB_AD_01');
    expect(items[1]).toHaveTextContent('Visitatore senza accesso');
  });
});
