import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { ConsultationDialog } from '@/components/consultation/consultation-dialog';
import messages from '@/messages/it.json';
import { jsonResponse, mockFetch, renderWithProviders, requestBody } from './support/render';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
  window.localStorage.clear();
});

async function open() {
  const user = userEvent.setup();
  renderWithProviders(<ConsultationDialog />);
  await user.click(screen.getByRole('button', { name: 'Prenota la consulenza gratuita' }));
  const dialog = await screen.findByRole('dialog');
  // The dialog and its form load on demand (React.lazy), not with the page.
  await within(dialog).findByLabelText('I tuoi obiettivi');
  return { user, dialog };
}

describe('consultation dialog', () => {
  it('says its button cannot act until the page has hydrated, then lets it act', () => {
    // In the pre-rendered HTML a tap would open nothing: the button says so (aria-disabled),
    // and browsers and tests wait for the hydrated one.
    const html = renderToString(
      <NextIntlClientProvider locale="it" messages={messages} timeZone="Europe/Rome">
        <ConsultationDialog />
      </NextIntlClientProvider>,
    );
    expect(html).toMatch(/<button[^>]*aria-disabled="true"[^>]*>/);
    renderWithProviders(<ConsultationDialog />);
    expect(
      screen.getByRole('button', { name: 'Prenota la consulenza gratuita' }),
    ).not.toHaveAttribute('aria-disabled');
  });

  it('shows the product spec messages word for word for an empty or too short request', async () => {
    const { user, dialog } = await open();
    await user.type(within(dialog).getByLabelText('I tuoi obiettivi'), 'breve');
    await user.click(within(dialog).getByRole('button', { name: 'Invia la richiesta' }));
    expect(await within(dialog).findByText('Seleziona una data preferita')).toBeInTheDocument();
    expect(within(dialog).getByText('Seleziona un orario preferito')).toBeInTheDocument();
    expect(within(dialog).getByText('Seleziona il tuo livello di esperienza')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Descrivi i tuoi obiettivi (minimo 10 caratteri)'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the request, confirms it, fires Schedule, and resets when closed', async () => {
    const fbq = jest.fn();
    (window as unknown as { fbq: jest.Mock }).fbq = fbq;
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true }));
    const { user, dialog } = await open();
    await user.selectOptions(
      within(dialog).getByLabelText(/Quando preferisci/),
      'questa-settimana',
    );
    await user.selectOptions(within(dialog).getByLabelText('Fascia oraria preferita'), 'mattina');
    await user.selectOptions(within(dialog).getByLabelText('Il tuo livello di esperienza'), 'base');
    await user.type(
      within(dialog).getByLabelText('I tuoi obiettivi'),
      'Imparare a gestire il rischio',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Invia la richiesta' }));

    expect(await within(dialog).findByText('Richiesta inviata con successo!')).toBeInTheDocument();
    expect(
      within(dialog).getByText("Ti contatteremo entro 24 ore per confermare l'appuntamento."),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/consultations');
    expect(requestBody(fetchMock)).toMatchObject({
      preferredDate: 'questa-settimana',
      preferredTime: 'mattina',
      experience: 'base',
      goals: 'Imparare a gestire il rischio',
    });
    // The pixel's eventID is derived from the key the server got, as its Schedule event's id.
    const { eventKey } = requestBody(fetchMock) as { eventKey: string };
    expect(eventKey).toMatch(/^[\w-]{8,64}$/);
    expect(fbq).toHaveBeenCalledWith('track', 'Schedule', {}, { eventID: `Schedule.${eventKey}` });
    expect(window.localStorage.getItem('consultation-booked')).toBe('true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Prenota la consulenza gratuita' }));
    const again = await screen.findByRole('dialog');
    expect(await within(again).findByLabelText('I tuoi obiettivi')).toHaveValue('');
    expect(within(again).getByRole('button', { name: 'Invia la richiesta' })).toBeInTheDocument();
    delete (window as unknown as { fbq?: jest.Mock }).fbq;
  });

  it('opens from the keyboard and gives focus back to its trigger on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConsultationDialog />);
    const trigger = screen.getByRole('button', { name: 'Prenota la consulenza gratuita' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Prenota una consulenza gratuita' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows 'Errore nell'invio' when the server fails", async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { error: { code: 'internal', message: 'x' } }));
    const { user, dialog } = await open();
    await user.selectOptions(within(dialog).getByLabelText(/Quando preferisci/), 'flessibile');
    await user.selectOptions(
      within(dialog).getByLabelText('Fascia oraria preferita'),
      'flessibile',
    );
    await user.selectOptions(
      within(dialog).getByLabelText('Il tuo livello di esperienza'),
      'avanzato',
    );
    await user.type(within(dialog).getByLabelText('I tuoi obiettivi'), 'Migliorare la disciplina');
    await user.click(within(dialog).getByRole('button', { name: 'Invia la richiesta' }));
    // The toast (the toaster swaps a plain stack for Radix's while it loads: wait for both lines).
    await waitFor(() => {
      expect(screen.getAllByText("Errore nell'invio")).not.toHaveLength(0);
      expect(screen.getAllByText('Si è verificato un errore. Riprova più tardi.')).not.toHaveLength(
        0,
      );
    });
    expect(screen.queryByText('Richiesta inviata con successo!')).not.toBeInTheDocument();
  });
});
