/**
 * The back-office experiments section: the empty state, a draft started (and the server's
 * refusal when the page already runs one, in its words), a running experiment stopped with the
 * winner chosen in the confirmation, a caller seeing the list without any action, and the
 * results table of a readout computed as the server computes it (lib/experiments/statistics.ts):
 * each variant's figures in their columns, the sample-ratio warning, the "keep running" note
 * naming who is short and by how much, and the toggle to verified leads.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExperimentsTab } from '@/components/admin/experiments/experiments-tab';
import { AdminRoleProvider } from '@/components/admin/shell/admin-role';
import type { ExperimentView } from '@/lib/contracts/admin/experiments';
import { experimentResults, experimentView } from './support/experiments';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

const DRAFT = experimentView();
const RUNNING = experimentView({
  id: 5,
  name: 'Pulsante verde',
  page: '/guida-trading-base',
  status: 'running',
  variants: [
    { key: 'control', weight: 50, changes: {} },
    { key: 'b', weight: 25, changes: { cta: 'Scarica ora' } },
    { key: 'c', weight: 25, changes: { formPosition: 'above' } },
  ],
  startedAt: '2026-11-21T09:00:00.000Z',
});

/** Answers each `METHOD url` from `routes`; any other request fails the test. */
function answer(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected ${key}`);
    return route();
  });
}

const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('experiments section', () => {
  it('says when there is no experiment yet, and opens the form of a new one', async () => {
    const user = userEvent.setup();
    answer({ 'GET /api/admin/experiments': () => jsonResponse(200, { experiments: [] }) });
    renderAdmin(<ExperimentsTab />);
    expect(await screen.findByText(/Nessun esperimento ancora/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nuovo esperimento' }));
    expect(screen.getByRole('form', { name: 'Nuovo esperimento' })).toBeInTheDocument();
    expect(screen.getByLabelText("Nome dell'esperimento")).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.getByRole('button', { name: 'Nuovo esperimento' })).toHaveFocus();
  });

  it("starts a draft, and shows the server's refusal when the page already runs one", async () => {
    const user = userEvent.setup();
    const refusal =
      'Su questa pagina è già in corso un esperimento: fermalo prima di avviarne un altro.';
    let started = false;
    answer({
      'GET /api/admin/experiments': () =>
        jsonResponse(200, {
          experiments: [started ? { ...DRAFT, status: 'running' } : DRAFT],
        }),
      'PATCH /api/admin/experiments/4': () =>
        jsonResponse(409, { error: { code: 'experiment_running', message: refusal } }),
    });
    renderAdmin(<ExperimentsTab />);
    const list = await screen.findByRole('list', { name: 'Esperimenti' });
    expect(within(list).getByText('Bozza')).toBeInTheDocument();
    expect(
      within(list).getByText(/Home page · \/ · Controllo 50% e Variante B 50%/),
    ).toBeInTheDocument();
    // A draft has no results yet.
    expect(screen.queryByRole('button', { name: /risultati/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Avvia «Titolo corto»' }));
    expect(requestBody(fetchMock, 1)).toEqual({ action: 'start' });
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    expect(screen.getByText("Impossibile avviare l'esperimento")).toBeInTheDocument();

    started = true;
    const results = experimentResults({ ...DRAFT, status: 'running' }, [
      { key: 'control', visitors: 0, leads: 0, verifiedLeads: 0 },
      { key: 'b', visitors: 0, leads: 0, verifiedLeads: 0 },
    ]);
    answer({
      'GET /api/admin/experiments': () =>
        jsonResponse(200, { experiments: [{ ...DRAFT, status: 'running' }] }),
      'PATCH /api/admin/experiments/4': () => jsonResponse(200, { ...DRAFT, status: 'running' }),
      'GET /api/admin/experiments/4/results': () => jsonResponse(200, results),
    });
    await user.click(screen.getByRole('button', { name: 'Avvia «Titolo corto»' }));
    expect(await screen.findByText('In corso')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ferma «Titolo corto»' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avvia «Titolo corto»' })).toBeNull();
  });

  it('stops a running experiment with the winner chosen in the confirmation', async () => {
    const user = userEvent.setup();
    const stopped: ExperimentView = {
      ...RUNNING,
      status: 'stopped',
      winner: 'c',
      stoppedAt: '2026-11-26T18:30:00.000Z',
    };
    let done = false;
    // Every variant past its minimum sample: the figures may name a winner (C).
    const readout = experimentResults(RUNNING, [
      { key: 'control', visitors: 4000, leads: 160, verifiedLeads: 120 },
      { key: 'b', visitors: 2000, leads: 110, verifiedLeads: 80 },
      { key: 'c', visitors: 2000, leads: 150, verifiedLeads: 110 },
    ]);
    expect(readout.leads.leader).toBe('c');
    const results = () => jsonResponse(200, readout);
    answer({
      'GET /api/admin/experiments': () =>
        jsonResponse(200, { experiments: [done ? stopped : RUNNING] }),
      'GET /api/admin/experiments/5/results': results,
      'PATCH /api/admin/experiments/5': () => {
        done = true;
        return jsonResponse(200, stopped);
      },
    });
    renderAdmin(<ExperimentsTab />);
    await user.click(await screen.findByRole('button', { name: 'Ferma «Pulsante verde»' }));
    const panel = screen.getByRole('group', { name: /Fermare «Pulsante verde»\?/ });
    // Cancel has the focus: a stray Enter stops nothing.
    expect(within(panel).getByRole('button', { name: 'Annulla' })).toHaveFocus();
    const winner = within(panel).getByRole('group', { name: 'Variante vincente' });
    expect(
      within(winner)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(["Controllo (la pagina resta com'era)", 'Variante B', 'Variante C (in testa)']);
    expect(within(panel).queryByText(/Dati insufficienti/)).toBeNull();
    expect(within(winner).getByRole('radio', { name: /Controllo/ })).toBeChecked();
    await user.click(within(winner).getByRole('radio', { name: 'Variante C (in testa)' }));
    expect(calls('PATCH')).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Ferma e applica: Variante C' }));
    expect(calls('PATCH')[0]?.[0]).toBe('/api/admin/experiments/5');
    expect(JSON.parse(String(calls('PATCH')[0]?.[1]?.body))).toEqual({
      action: 'stop',
      winner: 'c',
    });
    expect(await screen.findByText('Concluso')).toBeInTheDocument();
    // The stop's answer refreshed the list and the results on screen.
    expect(calls('GET').map(([url]) => url)).toEqual([
      '/api/admin/experiments',
      '/api/admin/experiments/5/results',
      '/api/admin/experiments',
      '/api/admin/experiments/5/results',
    ]);
    expect(screen.getByText(/vincitore: Variante C/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ferma «Pulsante verde»' })).toBeNull();
  });

  it('says the data are insufficient when stopping early, and offers no winner', async () => {
    const user = userEvent.setup();
    // B has no visitor yet; the control has 11 and one lead (as seen in a real stop).
    const readout = experimentResults(RUNNING, [
      { key: 'control', visitors: 11, leads: 1, verifiedLeads: 0 },
      { key: 'b', visitors: 0, leads: 0, verifiedLeads: 0 },
      { key: 'c', visitors: 0, leads: 0, verifiedLeads: 0 },
    ]);
    answer({
      'GET /api/admin/experiments': () => jsonResponse(200, { experiments: [RUNNING] }),
      'GET /api/admin/experiments/5/results': () => jsonResponse(200, readout),
      'PATCH /api/admin/experiments/5': () =>
        jsonResponse(200, { ...RUNNING, status: 'stopped', winner: 'control' }),
    });
    renderAdmin(<ExperimentsTab />);
    await screen.findByRole('region', { name: 'Risultati di «Pulsante verde»' });
    await user.click(screen.getByRole('button', { name: 'Ferma «Pulsante verde»' }));
    const panel = screen.getByRole('group', { name: /Fermare «Pulsante verde»\?/ });
    expect(within(panel).getByRole('status')).toHaveTextContent(
      "Dati insufficienti: non tutte le varianti hanno ancora 1000 visitatori e 100 lead, quindi i risultati non indicano un vincitore. Fermando ora la pagina resta com'era (controllo).",
    );
    // The other variants wait behind a closed disclosure; nothing is marked as leading.
    const other = within(panel).getByText("Mostrare comunque un'altra variante a tutti");
    expect(other.closest('details')).not.toHaveAttribute('open');
    expect(within(panel).queryByText(/in testa/)).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Ferma e applica: Controllo' }));
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(JSON.parse(String(calls('PATCH')[0]?.[1]?.body))).toEqual({
      action: 'stop',
      winner: 'control',
    });
  });

  it('shows a caller the experiments and their results without any action', async () => {
    const results = experimentResults(RUNNING, [
      { key: 'control', visitors: 10, leads: 1, verifiedLeads: 0 },
      { key: 'b', visitors: 5, leads: 0, verifiedLeads: 0 },
      { key: 'c', visitors: 5, leads: 1, verifiedLeads: 1 },
    ]);
    answer({
      'GET /api/admin/experiments': () => jsonResponse(200, { experiments: [DRAFT, RUNNING] }),
      'GET /api/admin/experiments/5/results': () => jsonResponse(200, results),
    });
    renderAdmin(
      <AdminRoleProvider role="caller">
        <ExperimentsTab />
      </AdminRoleProvider>,
    );
    expect(
      await screen.findByRole('region', { name: 'Risultati di «Pulsante verde»' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Esperimenti' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Nascondi i risultati', 'Lead', 'Lead verificati']);
    expect(screen.queryByRole('button', { name: 'Nuovo esperimento' })).toBeNull();
  });
});

describe('results of an experiment', () => {
  const COUNTS = [
    { key: 'control' as const, visitors: 4000, leads: 120, verifiedLeads: 60 },
    { key: 'b' as const, visitors: 2000, leads: 95, verifiedLeads: 50 },
    { key: 'c' as const, visitors: 2000, leads: 58, verifiedLeads: 30 },
  ];

  /** Each row's cells, as a person reads the table. */
  function rows(name: string) {
    const table = within(screen.getByRole('region', { name }));
    return table
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  }

  it("shows each variant's figures, the keep-running note and the split check, leads or verified", async () => {
    const user = userEvent.setup();
    const results = experimentResults(RUNNING, COUNTS);
    answer({
      'GET /api/admin/experiments': () => jsonResponse(200, { experiments: [RUNNING] }),
      'GET /api/admin/experiments/5/results': () => jsonResponse(200, results),
    });
    renderAdmin(<ExperimentsTab />);
    await screen.findByRole('region', { name: 'Risultati di «Pulsante verde»' });
    const b = results.leads.variants[1]!;
    // The readout as the server computed it: B is ahead of control (4.75 % against 3 %).
    expect(b.probabilityToBeatControl).toBeGreaterThan(0.99);
    const percent = (value: number, signDisplay: 'auto' | 'exceptZero' = 'auto') =>
      new Intl.NumberFormat('it-IT', {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
        signDisplay,
      }).format(value);
    const lift = ({ median, ci95: [low, high] }: { median: number; ci95: [number, number] }) =>
      `${percent(median, 'exceptZero')} (da ${percent(low, 'exceptZero')} a ${percent(high, 'exceptZero')})`;
    expect(rows('Risultati di «Pulsante verde»')).toEqual([
      [
        'Variante',
        'Visitatori',
        'Lead',
        'Lead verificati',
        'Conversione',
        'P(batte il controllo)',
        'P(migliore)',
        'Incremento sul controllo (IC 95 %)',
      ],
      [
        'Controllo',
        '4000',
        '120',
        '60',
        '3,00%',
        '—',
        percent(results.leads.variants[0]!.probabilityToBeBest),
        '—',
      ],
      [
        'Variante B',
        '2000',
        '95',
        '50',
        '4,75%',
        percent(b.probabilityToBeatControl!),
        percent(b.probabilityToBeBest),
        lift(b.lift!),
      ],
      expect.arrayContaining(['Variante C', '2000', '58', '30', '2,90%']),
    ]);
    // The split is the configured one (4000 : 2000 : 2000 at 50 : 25 : 25).
    expect(
      screen.getByText(/Ripartizione dei visitatori coerente con i pesi .*p = 1\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      screen.getByText(
        "Dati insufficienti: continua l'esperimento. Prima di leggere i risultati ogni variante deve avere almeno 1000 visitatori e 100 conversioni. Mancano: Variante B (5 conversioni) e Variante C (42 conversioni).",
      ),
    ).toBeInTheDocument();

    const verified = screen.getByRole('button', { name: 'Lead verificati' });
    expect(verified).toHaveAttribute('aria-pressed', 'false');
    await user.click(verified);
    expect(verified).toHaveAttribute('aria-pressed', 'true');
    expect(rows('Risultati di «Pulsante verde»')[1]?.[4]).toBe('1,50%');
    expect(
      screen.getByText(
        /Mancano: Controllo \(40 conversioni\), Variante B \(50 conversioni\) e Variante C \(70 conversioni\)\./,
      ),
    ).toBeInTheDocument();
  });

  it('warns when the split of the visitors is not the configured one', async () => {
    const skewed = experimentResults(RUNNING, [
      { key: 'control', visitors: 4000, leads: 200, verifiedLeads: 150 },
      { key: 'b', visitors: 2400, leads: 120, verifiedLeads: 110 },
      { key: 'c', visitors: 2000, leads: 110, verifiedLeads: 105 },
    ]);
    expect(skewed.leads.sampleRatio?.mismatch).toBe(true);
    answer({
      'GET /api/admin/experiments': () => jsonResponse(200, { experiments: [RUNNING] }),
      'GET /api/admin/experiments/5/results': () => jsonResponse(200, skewed),
    });
    renderAdmin(<ExperimentsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /la ripartizione dei visitatori non corrisponde ai pesi impostati \(test del chi quadro, p < 0,0001, soglia 0,001\)/,
    );
    expect(
      screen.getByText(
        'Ogni variante ha almeno 1000 visitatori e 100 conversioni: i risultati si possono leggere.',
      ),
    ).toBeInTheDocument();
  });
});
