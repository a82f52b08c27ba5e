/**
 * What the tested pages serve, read from the database: per page its running experiment, else
 * its most recently stopped one (a challenger winner is served to everyone, a control winner
 * or a draft changes nothing), and what each variant route renders.
 */
import { readServing, pageVariant } from '@/lib/server/experiments/serving';
import type { ExperimentVariant } from '@/lib/contracts/admin/experiments';
import { setupTestDatabase } from '../support/test-db';

const db = setupTestDatabase();

const variants = (headline: string): ExperimentVariant[] => [
  { key: 'control', weight: 50, changes: {} },
  { key: 'b', weight: 30, changes: { headline } },
  { key: 'c', weight: 20, changes: { cta: `${headline}: scarica` } },
];

async function experiment(
  page: string,
  status: 'draft' | 'running' | 'stopped',
  {
    winner = null,
    stoppedAt = null,
    headline = 'Titolo',
  }: {
    winner?: string | null;
    stoppedAt?: string | null;
    headline?: string;
  } = {},
) {
  const row = await db().experiment.create({
    data: {
      name: `${page} ${status}`,
      page,
      status,
      variants: variants(headline) as object[],
      winner,
      startedAt: status === 'draft' ? null : new Date('2026-11-01T00:00:00Z'),
      stoppedAt: stoppedAt ? new Date(stoppedAt) : null,
    },
  });
  return row.id;
}

it('serves the running experiment, else the latest stop, per page', async () => {
  // '/': an older stop with a winner, then a running experiment: the running one.
  await experiment('/', 'stopped', { winner: 'b', stoppedAt: '2026-11-10T00:00:00Z' });
  const running = await experiment('/', 'running', { headline: 'In corso' });
  // A pre-lander: two stops, the latest chose c.
  await experiment('/trading-educativo', 'stopped', {
    winner: 'b',
    stoppedAt: '2026-11-05T00:00:00Z',
  });
  const latest = await experiment('/trading-educativo', 'stopped', {
    winner: 'c',
    stoppedAt: '2026-11-20T00:00:00Z',
    headline: 'Vincitore',
  });
  // A sales page whose latest stop kept the control: nothing, whatever an older stop chose.
  await experiment('/guida-trading-base', 'stopped', {
    winner: 'b',
    stoppedAt: '2026-11-05T00:00:00Z',
  });
  await experiment('/guida-trading-base', 'stopped', {
    winner: 'control',
    stoppedAt: '2026-11-21T00:00:00Z',
  });
  // A draft is never served.
  await experiment('/ebook-gratis', 'draft');

  const snapshot = await readServing(db());
  expect([...snapshot.keys()].sort()).toEqual(['/', '/trading-educativo']);
  expect(snapshot.get('/')).toEqual({
    status: 'running',
    experimentId: running,
    variants: variants('In corso'),
  });
  expect(snapshot.get('/trading-educativo')).toEqual({
    status: 'winner',
    experimentId: latest,
    winner: 'c',
    changes: { cta: 'Vincitore: scarica' },
  });

  // What each route renders, read afresh.
  expect(await pageVariant('home', 'control')).toEqual({ experimentId: running, changes: {} });
  expect(await pageVariant('home', 'b')).toEqual({
    experimentId: running,
    changes: { headline: 'In corso' },
  });
  expect(await pageVariant('home', 'd')).toEqual({ experimentId: null, changes: {} });
  expect(await pageVariant('trading-educativo', 'c')).toEqual({
    experimentId: null,
    changes: { cta: 'Vincitore: scarica' },
  });
  expect(await pageVariant('trading-educativo', 'control')).toEqual({
    experimentId: null,
    changes: {},
  });
  expect(await pageVariant('guida-trading-base', 'b')).toEqual({
    experimentId: null,
    changes: {},
  });
  expect(await pageVariant('ebook-gratis', 'b')).toEqual({ experimentId: null, changes: {} });
});

it('serves nothing without experiments', async () => {
  expect((await readServing(db())).size).toBe(0);
  expect(await pageVariant('home', 'control')).toEqual({ experimentId: null, changes: {} });
});
