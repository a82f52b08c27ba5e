/**
 * The funnel's A/B card: with no running or stopped experiment it says so and links to the
 * experiments section; otherwise it lists the running ones, then the last three stopped (the
 * most recently stopped first; drafts and older ones left out), each with its readout on leads
 * as the server computes it: who leads and by how much, and the notes to read it by.
 */
import { screen, within } from '@testing-library/react';
import { FunnelExperiments } from '@/components/admin/funnel/funnel-experiments';
import type { ExperimentView } from '@/lib/contracts/admin/experiments';
import { experimentResults, experimentView } from './support/experiments';
import { jsonResponse, mockFetch, renderAdmin } from './support/render';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

/** A stopped 50 : 50 experiment on the home page that B won. */
const experiment = (id: number, over: Partial<ExperimentView>) =>
  experimentView({
    id,
    name: `Esperimento ${id}`,
    status: 'stopped',
    winner: 'b',
    startedAt: '2026-10-02T10:00:00.000Z',
    ...over,
  });

/** Every results URL answers the readout of `counts` (the same weights: computed once). */
function serve(experiments: ExperimentView[], counts: [number, number, number, number]) {
  const [cv, cl, bv, bl] = counts;
  const readout = experimentResults(experiments[0]!, [
    { key: 'control', visitors: cv, leads: cl, verifiedLeads: 0 },
    { key: 'b', visitors: bv, leads: bl, verifiedLeads: 0 },
  ]);
  fetchMock.mockImplementation(async (url) => {
    if (url === '/api/admin/experiments') return jsonResponse(200, { experiments });
    const found = experiments.find((e) => url === `/api/admin/experiments/${e.id}/results`);
    if (!found) throw new Error(`unexpected ${String(url)}`);
    return jsonResponse(200, { ...readout, experiment: found });
  });
}

it('says there is no experiment and where to create one', async () => {
  serve([experiment(1, { status: 'draft', winner: null, startedAt: null })], [0, 0, 0, 0]);
  renderAdmin(<FunnelExperiments />);
  expect(await screen.findByText(/Nessun esperimento in corso o concluso/)).toBeInTheDocument();
  expect(screen.queryByRole('list')).toBeNull();
  expect(screen.getByRole('link', { name: 'Apri gli esperimenti' })).toHaveAttribute(
    'href',
    '/admin/experiments',
  );
  // A draft has no readout: nothing asked for it.
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('shows the running experiments, then the last three stopped, each with its readout', async () => {
  const running = experiment(10, {
    name: 'Titolo nuovo',
    page: '/trading-educativo',
    status: 'running',
    winner: null,
  });
  const stopped = [1, 2, 3, 4].map((day) =>
    experiment(day, { stoppedAt: `2026-11-0${day}T12:00:00.000Z` }),
  );
  serve(
    [running, ...stopped, experiment(20, { status: 'draft', winner: null })],
    [3000, 90, 3000, 130],
  );
  renderAdmin(<FunnelExperiments />);
  const list = await screen.findByRole('list', { name: 'Esperimenti A/B' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'Titolo nuovo',
    'Esperimento 4',
    'Esperimento 3',
    'Esperimento 2',
  ]);
  expect(items[0]).toHaveTextContent('In corso');
  expect(items[0]).toHaveTextContent('Trading educativo · /trading-educativo');
  expect(items[1]).toHaveTextContent('Concluso');
  expect(items[1]).toHaveTextContent('vincitore: Variante B');
  // 130 / 3000 against 90 / 3000: B is ahead, but the control is still short of 100 leads:
  // no variant is named the leader.
  expect(
    await within(items[0]!).findByText(
      'Sui lead: dati insufficienti. Nessuna variante è in testa finché ognuna non ha almeno 1000 visitatori e 100 lead.',
    ),
  ).toBeInTheDocument();
  expect(items[0]).not.toHaveTextContent(/in testa (il controllo|Variante)/);
  expect(items[0]).toHaveTextContent('Mancano: Controllo (10 conversioni).');
  expect(items[0]).toHaveTextContent('Ripartizione dei visitatori coerente con i pesi');
});

it('names the leader once every variant has its minimum sample', async () => {
  const running = experiment(10, { status: 'running', winner: null });
  serve([running], [3000, 150, 3000, 210]);
  renderAdmin(<FunnelExperiments />);
  expect(
    await screen.findByText(
      /^Sui lead è in testa Variante B: probabilità di essere la migliore 99,\d%, incremento sul controllo \+3\d,\d% \(da \+\d+,\d% a \+\d+,\d%\)\.$/,
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'Ogni variante ha almeno 1000 visitatori e 100 conversioni: i risultati si possono leggere.',
    ),
  ).toBeInTheDocument();
});

it('names no leader with no visitors at all, nor after a stop with a variant never seen', async () => {
  serve([experiment(10, { status: 'running', winner: null })], [0, 0, 0, 0]);
  const { unmount } = renderAdmin(<FunnelExperiments />);
  expect(await screen.findByText(/^Sui lead: dati insufficienti/)).toBeInTheDocument();
  expect(screen.queryByText(/in testa il controllo|probabilità/)).toBeNull();
  unmount();
  serve([experiment(11, {})], [11, 1, 0, 0]);
  renderAdmin(<FunnelExperiments />);
  expect(await screen.findByText(/^Sui lead: dati insufficienti/)).toBeInTheDocument();
  expect(screen.queryByText(/in testa Variante B/)).toBeNull();
  expect(
    screen.getByText(
      /Mancano: Controllo \(989 visitatori e 99 conversioni\) e Variante B \(1000 visitatori e 100 conversioni\)\./,
    ),
  ).toBeInTheDocument();
});
