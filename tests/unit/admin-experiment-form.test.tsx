/**
 * The back-office experiment form: checked with the route's own schema before anything is
 * sent (name, weights, the slots' longest texts), a new draft sent as the contract's body with
 * the variants keyed by position after a challenger is removed, a draft edited with `edit`, and
 * the server's refusal shown in words next to the field it names.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExperimentForm } from '@/components/admin/experiments/experiment-form';
import { SLOT_MAX_LENGTH } from '@/lib/experiments/pages';
import { experimentView } from './support/experiments';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

const DRAFT = experimentView({ page: '/trading-educativo' });

const create = () => screen.getByRole('button', { name: 'Salva la bozza' });

describe('experiment form', () => {
  it('checks the name, the weights and the slot lengths with the server schema before sending', async () => {
    const user = userEvent.setup();
    renderAdmin(<ExperimentForm onDone={jest.fn()} />);
    const weight = screen.getByLabelText('Peso di Variante B');
    await user.clear(weight);
    await user.type(weight, '0');
    await user.type(
      screen.getByLabelText('Testo del pulsante (Variante B)'),
      'x'.repeat(SLOT_MAX_LENGTH.cta + 1),
    );
    await user.click(create());
    expect(
      await screen.findByText("Dai all'esperimento un nome da 2 a 100 caratteri."),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Il peso di ogni variante è un numero intero da 1 a 100.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Testo troppo lungo: titolo al massimo 120 caratteri, sottotitolo 240, pulsante 40.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Testo del pulsante (Variante B)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a new draft with its page, weights and slots, re-keying the challengers after a removal', async () => {
    const user = userEvent.setup();
    const onDone = jest.fn();
    renderAdmin(<ExperimentForm onDone={onDone} />);
    await user.type(screen.getByLabelText("Nome dell'esperimento"), '  CTA più diretta  ');
    await user.selectOptions(screen.getByLabelText('Pagina'), '/trading-educativo');
    expect(
      screen.getByRole('option', { name: 'Trading educativo · /trading-educativo' }),
    ).toHaveProperty('selected', true);
    // B, then C and D: four variants are the most, so "add" goes away.
    await user.click(screen.getByRole('button', { name: 'Aggiungi una variante' }));
    await user.click(screen.getByRole('button', { name: 'Aggiungi una variante' }));
    expect(screen.queryByRole('button', { name: 'Aggiungi una variante' })).toBeNull();
    expect(
      screen.getByText('Da 1 a 100: 25% del traffico', {
        selector: '#experiment-new-v0-weight-hint',
      }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Titolo (Variante C)'), 'Questo diventa B');
    await user.type(screen.getByLabelText('Testo del pulsante (Variante C)'), 'Scarica la guida');
    await user.selectOptions(screen.getByLabelText('Posizione del modulo (Variante C)'), 'above');
    await user.selectOptions(screen.getByLabelText('Immagine principale (Variante D)'), 'chart');
    // Removing B: C becomes B and D becomes C, with what was typed in them.
    await user.click(screen.getByRole('button', { name: 'Rimuovi Variante B' }));
    expect(screen.getByLabelText('Titolo (Variante B)')).toHaveValue('Questo diventa B');
    expect(screen.queryByLabelText('Titolo (Variante D)')).toBeNull();
    const weightC = screen.getByLabelText('Peso di Variante C');
    await user.clear(weightC);
    await user.type(weightC, '20');
    expect(screen.getByText('Da 1 a 100: 16,7% del traffico')).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(jsonResponse(201, { ...DRAFT, id: 9 }));
    fetchMock.mockResolvedValue(jsonResponse(200, { experiments: [] }));
    await user.click(create());
    expect(await screen.findAllByText("Bozza dell'esperimento salvata")).not.toHaveLength(0);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/experiments');
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).method).toBe('POST');
    expect(requestBody(fetchMock)).toEqual({
      name: 'CTA più diretta',
      page: '/trading-educativo',
      variants: [
        { key: 'control', weight: 50, changes: {} },
        {
          key: 'b',
          weight: 50,
          changes: {
            headline: 'Questo diventa B',
            subheadline: '',
            cta: 'Scarica la guida',
            heroImage: 'none',
            formPosition: 'above',
          },
        },
        {
          key: 'c',
          weight: 20,
          changes: { headline: '', subheadline: '', cta: '', heroImage: 'chart' },
        },
      ],
    });
    expect(onDone).toHaveBeenCalled();
  });

  it("edits a draft with its own values, and shows the server's refusal next to the field", async () => {
    const user = userEvent.setup();
    renderAdmin(<ExperimentForm current={DRAFT} onDone={jest.fn()} />);
    const form = screen.getByRole('form', { name: "Modifica l'esperimento «Titolo corto»" });
    expect(within(form).getByLabelText('Titolo (Variante B)')).toHaveValue(
      'Il trading, spiegato semplice',
    );
    expect(within(form).getByLabelText('Pagina')).toHaveValue('/trading-educativo');
    const message = 'Controlla i campi evidenziati';
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, {
        error: {
          code: 'validation_failed',
          message,
          fields: { name: 'Il nome deve avere da 2 a 100 caratteri' },
        },
      }),
    );
    fetchMock.mockResolvedValue(jsonResponse(200, { experiments: [DRAFT] }));
    await user.click(within(form).getByRole('button', { name: 'Salva le modifiche' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(within(form).getByLabelText("Nome dell'esperimento")).toHaveAccessibleDescription(
      'Il nome deve avere da 2 a 100 caratteri',
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/experiments/4');
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).method).toBe('PATCH');
    expect(requestBody(fetchMock)).toEqual({
      action: 'edit',
      experiment: {
        name: 'Titolo corto',
        page: '/trading-educativo',
        variants: [
          { key: 'control', weight: 50, changes: {} },
          {
            key: 'b',
            weight: 50,
            changes: {
              headline: 'Il trading, spiegato semplice',
              subheadline: '',
              cta: '',
              heroImage: 'none',
            },
          },
        ],
      },
    });
  });
});
