/**
 * Leads tab components: the note box is disabled when blank or while saving
 * (docs/product.md §5) and toasts the docs/product.md §8 texts; the table shows its columns, opens the detail
 * and saves the priority; the filter bar's export link carries the filters. (The filters' URL
 * state: admin-list-filters.test.tsx.)
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeadNoteBox } from '@/components/admin/leads/lead-note-box';
import { LeadsTable } from '@/components/admin/leads/leads-table';
import { LeadFilters } from '@/components/admin/leads/lead-filters';
import { LeadGdprActions } from '@/components/admin/leads/lead-gdpr-actions';
import { AdminRoleProvider } from '@/components/admin/shell/admin-role';
import type { LeadListRow } from '@/lib/contracts/admin/leads';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

const ID = '0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

describe('LeadNoteBox', () => {
  it('is disabled while blank, saves the trimmed note, toasts and clears', async () => {
    const user = userEvent.setup();
    let resolve: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    renderAdmin(<LeadNoteBox id={ID} />);
    const button = screen.getByRole('button', { name: 'Aggiungi nota' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Nuova nota'), '   ');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Nuova nota'), ' Richiamare ');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Salvataggio...' })).toBeDisabled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/leads/${ID}/notes`);
    expect(requestBody(fetchMock)).toEqual({ note: 'Richiamare' });
    resolve(
      jsonResponse(201, {
        note: {
          id: 1,
          body: 'Richiamare',
          author: 'operatore',
          createdAt: new Date().toISOString(),
        },
      }),
    );
    expect(await screen.findAllByText('Nota aggiunta')).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText('Nuova nota')).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Aggiungi nota' })).toBeDisabled();
  });

  it('keeps the text and shows the product spec error toast when saving fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(500, { error: { code: 'internal', message: 'Errore interno' } }),
    );
    renderAdmin(<LeadNoteBox id={ID} />);
    await user.type(screen.getByLabelText('Nuova nota'), 'Da non perdere');
    await user.click(screen.getByRole('button', { name: 'Aggiungi nota' }));
    expect(await screen.findAllByText('Errore - Impossibile salvare la nota.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Nuova nota')).toHaveValue('Da non perdere');
  });
});

const ROW: LeadListRow = {
  id: ID,
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario.rossi@example.it',
  phone: '+393471110001',
  phoneDisplay: '+39 347 111 0001',
  experience: 'base',
  isVerified: false,
  priority: 'medium',
  campaignId: 'FB_AD_01',
  adSource: 'facebook_campaign_1',
  locale: 'it',
  createdAt: '2026-11-21T09:00:00.000Z',
  lastSms: {
    state: 'failed',
    errorCode: '5',
    sentAt: '2026-11-21T09:00:01.000Z',
    receiptAt: '2026-11-21T09:00:09.000Z',
  },
};

describe('LeadsTable', () => {
  it('shows name, short id, contact, badges, date and attribution, and opens on a row click', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    renderAdmin(<LeadsTable leads={[ROW]} onOpen={onOpen} />);
    expect(screen.getByRole('region', { name: 'Elenco dei lead' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByText('0b7f3c1e')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'mario.rossi@example.it' })).toHaveAttribute(
      'href',
      'mailto:mario.rossi@example.it',
    );
    expect(screen.getByRole('link', { name: '+39 347 111 0001' })).toHaveAttribute(
      'href',
      'tel:+393471110001',
    );
    expect(screen.getByText('In attesa')).toBeInTheDocument();
    expect(screen.getByText('SMS non consegnato · codice di errore 5')).toBeInTheDocument();
    expect(screen.getByText('Base')).toBeInTheDocument();
    expect(screen.getByText('FB_AD_01')).toBeInTheDocument();
    await user.click(screen.getByText('facebook_campaign_1'));
    expect(onOpen).toHaveBeenCalledWith(ID);
    onOpen.mockClear();
    screen.getByRole('button', { name: 'Mario Rossi: apri il dettaglio del lead' }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(ID);
  });

  it('saves a new priority through PATCH, without opening the detail', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(200, { lead: { ...ROW, priority: 'high' } }));
    const onOpen = jest.fn();
    renderAdmin(<LeadsTable leads={[ROW]} onOpen={onOpen} />);
    await user.selectOptions(screen.getByLabelText('Priorità di Mario Rossi'), 'high');
    expect(onOpen).not.toHaveBeenCalled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/admin/leads/${ID}`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(requestBody(fetchMock)).toEqual({ priority: 'high' });
  });

  it("shows a caller's row without email or phone: a dash pointing to the detail, no links", async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    const { container } = renderAdmin(
      <LeadsTable
        leads={[{ ...ROW, email: null, phone: null, phoneDisplay: null }]}
        onOpen={onOpen}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
    expect(container).not.toHaveTextContent('null');
    expect(screen.getByTitle('Email e telefono sono nella scheda del lead')).toHaveTextContent('—');
    expect(screen.getByText('SMS non consegnato · codice di errore 5')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Mario Rossi: apri il dettaglio del lead' }),
    );
    expect(onOpen).toHaveBeenCalledWith(ID);
  });

  it('toasts when the priority cannot be saved', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(404, { error: { code: 'not_found', message: 'Non trovato' } }),
    );
    renderAdmin(<LeadsTable leads={[ROW]} onOpen={jest.fn()} />);
    await user.selectOptions(screen.getByLabelText('Priorità di Mario Rossi'), 'low');
    expect(await screen.findAllByText('Impossibile salvare la priorità')).not.toHaveLength(0);
  });
});

describe('LeadFilters', () => {
  it('links the CSV export to the current filters and resets', async () => {
    const user = userEvent.setup();
    const reset = jest.fn();
    const update = jest.fn();
    const filters = {
      search: 'rossi',
      status: 'pending' as const,
      period: 'all' as const,
      experience: 'principiante' as const,
      page: 2,
    };
    renderAdmin(
      <LeadFilters
        filters={filters}
        query={{ ...filters, search: 'rossi', pageSize: 25 }}
        update={update}
        page={filters.page}
        setPage={jest.fn()}
        reset={reset}
      />,
    );
    expect(screen.getByRole('link', { name: 'Esporta CSV' })).toHaveAttribute(
      'href',
      '/api/admin/leads/export?search=rossi&status=pending&experience=principiante',
    );
    expect(screen.getByLabelText('Cerca')).toHaveValue('rossi');
    await user.selectOptions(screen.getByLabelText('Periodo'), 'week');
    expect(update).toHaveBeenCalledWith({ period: 'week' });
    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    expect(reset).toHaveBeenCalled();
  });

  it('offers a caller no CSV export, which the server would refuse', () => {
    const filters = {
      search: '',
      status: 'all' as const,
      period: 'all' as const,
      experience: 'all' as const,
      page: 1,
    };
    renderAdmin(
      <AdminRoleProvider role="caller">
        <LeadFilters
          filters={filters}
          query={{ ...filters, pageSize: 25 }}
          update={jest.fn()}
          page={filters.page}
          setPage={jest.fn()}
          reset={jest.fn()}
        />
      </AdminRoleProvider>,
    );
    expect(screen.getByLabelText('Cerca')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Esporta CSV' })).not.toBeInTheDocument();
  });
});

describe('LeadGdprActions', () => {
  it('links the JSON export and erases only after the second, explicit step', async () => {
    const user = userEvent.setup();
    const onErased = jest.fn();
    fetchMock.mockResolvedValue(jsonResponse(200, { erased: ID }));
    renderAdmin(<LeadGdprActions id={ID} onErased={onErased} />);
    expect(screen.getByRole('link', { name: 'Esporta tutti i dati (JSON)' })).toHaveAttribute(
      'href',
      `/api/admin/leads/${ID}/export`,
    );
    await user.click(screen.getByRole('button', { name: 'Cancella il lead' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(/Restano solo le registrazioni del consenso/)).toBeInTheDocument();
    // Cancel is focused: Enter right after the first click does not erase.
    expect(screen.getByRole('button', { name: 'Annulla' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancella definitivamente' }));
    await waitFor(() => expect(onErased).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/admin/leads/${ID}`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(await screen.findAllByText('Lead cancellato')).not.toHaveLength(0);
  });

  it('keeps the lead and toasts the reason when the erasure fails', async () => {
    const user = userEvent.setup();
    const onErased = jest.fn();
    fetchMock.mockResolvedValue(
      jsonResponse(404, { error: { code: 'not_found', message: 'Risorsa non trovata.' } }),
    );
    renderAdmin(<LeadGdprActions id={ID} onErased={onErased} />);
    await user.click(screen.getByRole('button', { name: 'Cancella il lead' }));
    await user.click(screen.getByRole('button', { name: 'Cancella definitivamente' }));
    expect(await screen.findAllByText('Impossibile cancellare il lead')).not.toHaveLength(0);
    expect(onErased).not.toHaveBeenCalled();
  });
});
