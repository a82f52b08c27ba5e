/**
 * What the tested pages serve, as the proxy reads it: a running experiment's variants, a
 * stopped one's challenger winner, or nothing; kept in memory and refreshed in the background
 * once stale, so the proxy's request waits for the database only on a process's first one, and
 * a failing database neither breaks the pages nor gets a query per request.
 */
import {
  createServingCache,
  servedVariant,
  servingOf,
  SERVING_TTL_MS,
  type ServingSnapshot,
} from '@/lib/server/experiments/serving';

const VARIANTS = [
  { key: 'control', weight: 50, changes: {} },
  { key: 'b', weight: 50, changes: { headline: 'Impara il trading in 10 minuti al giorno' } },
];

describe('servingOf', () => {
  it('serves a running experiment, a challenger winner, and nothing for a control winner', () => {
    const snapshot = servingOf([
      { id: 1, page: '/', status: 'running', variants: VARIANTS, winner: null },
      { id: 2, page: '/trading-educativo', status: 'stopped', variants: VARIANTS, winner: 'b' },
      { id: 3, page: '/ebook-gratis', status: 'stopped', variants: VARIANTS, winner: 'control' },
      { id: 4, page: '/crypto-guida', status: 'stopped', variants: VARIANTS, winner: null },
    ]);
    expect(snapshot.get('/')).toEqual({ status: 'running', experimentId: 1, variants: VARIANTS });
    expect(snapshot.get('/trading-educativo')).toEqual({
      status: 'winner',
      experimentId: 2,
      winner: 'b',
      changes: VARIANTS[1]!.changes,
    });
    expect(snapshot.has('/ebook-gratis')).toBe(false);
    expect(snapshot.has('/crypto-guida')).toBe(false);
  });

  it('leaves out a row it cannot read (the page is served as it is)', () => {
    const snapshot = servingOf([
      { id: 1, page: '/', status: 'running', variants: [{ key: 'z', weight: 1 }], winner: null },
      { id: 2, page: '/prelander', status: 'running', variants: 'not json', winner: null },
      { id: 3, page: '/crypto-guida', status: 'stopped', variants: VARIANTS, winner: 'c' },
    ]);
    expect(snapshot.size).toBe(0);
  });
});

describe('servedVariant', () => {
  const running = servingOf([
    { id: 9, page: '/', status: 'running', variants: VARIANTS, winner: null },
  ]).get('/');
  const won = servingOf([
    { id: 9, page: '/', status: 'stopped', variants: VARIANTS, winner: 'b' },
  ]).get('/');

  it('gives each variant of a running experiment its changes and the experiment id', () => {
    expect(servedVariant(running, 'control')).toEqual({ experimentId: 9, changes: {} });
    expect(servedVariant(running, 'b')).toEqual({
      experimentId: 9,
      changes: { headline: 'Impara il trading in 10 minuti al giorno' },
    });
    // A route the experiment does not use shows the page as it is, unmeasured.
    expect(servedVariant(running, 'c')).toEqual({ experimentId: null, changes: {} });
  });

  it("gives the winner's route its changes without an id, every other the page as it is", () => {
    expect(servedVariant(won, 'b')).toEqual({
      experimentId: null,
      changes: { headline: 'Impara il trading in 10 minuti al giorno' },
    });
    expect(servedVariant(won, 'control')).toEqual({ experimentId: null, changes: {} });
    expect(servedVariant(undefined, 'b')).toEqual({ experimentId: null, changes: {} });
  });
});

/** A loader whose loads the test resolves or rejects one by one. */
function controlledLoader() {
  const pending: Array<{ resolve: (s: ServingSnapshot) => void; reject: (e: Error) => void }> = [];
  const load = jest.fn(
    () =>
      new Promise<ServingSnapshot>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { load, pending };
}

const snapshotOf = (id: number): ServingSnapshot =>
  new Map([['/', { status: 'running' as const, experimentId: id, variants: [] }]]);

/** A cache on a test clock (`clock.now`, ms) that has loaded snapshotOf(1); its loader's loads. */
async function loadedCache() {
  const clock = { now: 0 };
  const { load, pending } = controlledLoader();
  const cache = createServingCache({ load, now: () => clock.now });
  const first = cache.get();
  pending[0]!.resolve(snapshotOf(1));
  await first;
  return { cache, clock, load, pending };
}

describe('createServingCache', () => {
  it('loads once for requests that arrive together before the first snapshot', async () => {
    const { load, pending } = controlledLoader();
    const cache = createServingCache({ load, now: () => 0 });
    const both = Promise.all([cache.get(), cache.get()]);
    expect(load).toHaveBeenCalledTimes(1);
    pending[0]!.resolve(snapshotOf(1));
    const [a, b] = await both;
    expect(a).toBe(b);
    expect(a.get('/')).toMatchObject({ experimentId: 1 });
  });

  it('answers from memory while fresh, and from the stale snapshot while one refresh runs', async () => {
    const { cache, clock, load, pending } = await loadedCache();
    clock.now = SERVING_TTL_MS - 1;
    expect((await cache.get()).get('/')).toMatchObject({ experimentId: 1 });
    expect(load).toHaveBeenCalledTimes(1);

    clock.now = SERVING_TTL_MS;
    // Stale: answered at once with what is kept, one refresh started for all the callers.
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a.get('/')).toMatchObject({ experimentId: 1 });
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(2);

    pending[1]!.resolve(snapshotOf(2));
    await new Promise(setImmediate);
    expect((await cache.get()).get('/')).toMatchObject({ experimentId: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last snapshot when a refresh fails, and tries again only a TTL later', async () => {
    const { cache, clock, load, pending } = await loadedCache();
    clock.now = SERVING_TTL_MS;
    await cache.get();
    pending[1]!.reject(new Error('connection refused'));
    await new Promise(setImmediate);

    clock.now = SERVING_TTL_MS + 10;
    expect((await cache.get()).get('/')).toMatchObject({ experimentId: 1 });
    expect(load).toHaveBeenCalledTimes(2);
    clock.now = 2 * SERVING_TTL_MS;
    await cache.get();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('serves every page as it is when the first load fails, without a query per request', async () => {
    let now = 0;
    const load = jest.fn(async (): Promise<ServingSnapshot> => {
      throw new Error('database down');
    });
    const cache = createServingCache({ load, now: () => now });
    expect((await cache.get()).size).toBe(0);
    now = 1_000;
    expect((await cache.get()).size).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again on invalidate(), and the next request gets what it read', async () => {
    const { cache, load, pending } = await loadedCache();
    const invalidated = cache.invalidate();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
    pending[1]!.resolve(snapshotOf(2));
    await invalidated;
    expect((await cache.get()).get('/')).toMatchObject({ experimentId: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again after a load that was under way when invalidate() came', async () => {
    let release: (() => void) | undefined;
    let reads = 0;
    const load = jest.fn(async (): Promise<ServingSnapshot> => {
      const read = ++reads;
      if (read === 1) await new Promise<void>((resolve) => (release = resolve));
      return new Map([['/', { status: 'running', experimentId: read, variants: [] }]]);
    });
    const cache = createServingCache({ load, now: () => 0 });
    const first = cache.get();
    const invalidated = cache.invalidate();
    release!();
    await Promise.all([first, invalidated]);
    expect((await cache.get()).get('/')).toMatchObject({ experimentId: 2 });
  });
});
