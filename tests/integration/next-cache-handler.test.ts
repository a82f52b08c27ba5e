/**
 * The page cache every app instance shares (lib/server/cache/next-cache-handler.mjs), driven
 * through Next's own IncrementalCache and revalidatePath as a running server drives it. Two
 * handler classes on one database stand for two replicas (each has its own in-memory copies);
 * each request gets a fresh IncrementalCache, as in Next. What the operator relies on: a page
 * one replica rendered is served by the other; a save's revalidatePath on one replica makes
 * the other render the page again on its next visit; a render that began before the save never
 * stands as the fresh page; concurrent renders leave one whole page. On PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL through `pg` (the production driver).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { revalidatePath } from 'next/cache';
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { getImplicitTags } from 'next/dist/server/lib/implicit-tags';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import type { GetIncrementalResponseCacheContext } from 'next/dist/server/response-cache';
import { executeRevalidates } from 'next/dist/server/revalidation-utils';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import NextCacheHandler, {
  createPostgresCacheHandler,
  sharedCacheWanted,
  type CacheHandlerClass,
  type CacheQuery,
} from '@/lib/server/cache/next-cache-handler.mjs';
import { sqlOf } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/generated/prisma/client';
import { setupTestDatabase } from '../support/test-db';

const db = setupTestDatabase();

/** The test database's own driver (pg pool or PGlite), as the handler's `pg` pool is used. */
const query: CacheQuery = (text, values) =>
  sqlOf(db())<Record<string, unknown>>({ text, values } as unknown as Prisma.Sql);

const PREVIEW = { previewModeId: 'id', previewModeSigningKey: 'k', previewModeEncryptionKey: 'k' };

/**
 * One request on a replica: Next makes an IncrementalCache (and a handler) per request. `disk`:
 * the server directory of a file cache (Next's own handler's), as on PGlite.
 */
function request(replica: CacheHandlerClass, disk?: string) {
  return new IncrementalCache({
    ...(disk ? { fs: nodeFs, flushToDisk: true, serverDistDir: disk } : {}),
    dev: false,
    requestHeaders: {},
    previewProps: PREVIEW,
    prerenderManifest: {
      version: 4,
      routes: {},
      dynamicRoutes: {},
      notFoundRoutes: [],
      preview: PREVIEW,
    } as never,
    CurCacheHandler: replica as never,
  });
}

const replica = (build = 'build-1') => createPostgresCacheHandler({ query, build });

/** The home page's route (app/(it)/page.tsx) and how Next keys and tags its entry. */
const HOME = { pathname: '/', page: '/(it)/page' };
const IMPRESSUM = { pathname: '/impressum', page: '/(de)/impressum/page' };
type Page = typeof HOME;
const owner = (page: Page) => ({ kind: 'APP_PAGE', sourceRoute: page.page }) as never;

async function pageValue(page: Page, text: string) {
  const { tags } = await getImplicitTags(page.page, page.pathname, null);
  return {
    kind: 'APP_PAGE',
    html: `<html><body>${text}</body></html>`,
    rscData: Buffer.from(`0:${text}`),
    segmentData: new Map([['/_tree', Buffer.from(`tree ${text}`)]]),
    headers: { 'x-next-cache-tags': tags.join(',') },
    postponed: undefined,
    status: 200,
  };
}

const readCtx = (page: Page) =>
  ({
    kind: 'APP_PAGE',
    isFallback: false,
    isRoutePPREnabled: false,
    route: owner(page),
  }) as unknown as GetIncrementalResponseCacheContext;
const writeCtx = (page: Page) =>
  ({
    cacheControl: { revalidate: 60, expire: undefined },
    isFallback: false,
    isRoutePPREnabled: false,
    route: owner(page),
  }) as never;

/** A request that finds `page` (maybe nothing) and then stores what it rendered, as Next does. */
async function renderAndStore(replica: CacheHandlerClass, page: Page, text: string) {
  const req = request(replica);
  await req.get(page.pathname, readCtx(page));
  await req.set(page.pathname, (await pageValue(page, text)) as never, writeCtx(page));
}

/** The page's HTML as a fresh request on `replica` finds it; null on a miss. */
async function served(replica: CacheHandlerClass, page: Page) {
  const entry = await request(replica).get(page.pathname, readCtx(page));
  return entry ? (entry.value as unknown as { html: string }).html : null;
}

/** revalidatePath(path) in a route handler of `replica`, and Next's flush after the handler. */
async function revalidatePathOn(replica: CacheHandlerClass, path: string) {
  const store = { incrementalCache: request(replica), route: '/api/admin/settings' } as never;
  workAsyncStorage.run(store, () => revalidatePath(path));
  await executeRevalidates(store);
}

const html = (text: string) => `<html><body>${text}</body></html>`;

/** Puts back an environment variable as it was (assigning undefined would store 'undefined'). */
function restoreEnv(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

describe('one page cache for every replica', () => {
  it('stores a page whole and serves it from another replica, with its lifetime', async () => {
    const [a, b] = [replica(), replica()];
    await renderAndStore(a, HOME, 'Broker Uno');
    const entry = await request(b).get('/', readCtx(HOME));
    expect(entry).not.toBeNull();
    const value = entry!.value as unknown as Awaited<ReturnType<typeof pageValue>>;
    expect(value).toEqual(await pageValue(HOME, 'Broker Uno'));
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(Buffer.isBuffer(value.segmentData.get('/_tree'))).toBe(true);
    expect(entry!.cacheControl).toEqual({ revalidate: 60 });
    expect(entry!.isStale).toBeFalsy();
  });

  it("makes every replica render the page again after a save's revalidatePath on one", async () => {
    const [a, b] = [replica(), replica()];
    await renderAndStore(a, HOME, 'Broker Uno');
    await renderAndStore(a, IMPRESSUM, 'Impressum');
    expect(await served(b, HOME)).toBe(html('Broker Uno'));

    await revalidatePathOn(a, '/');
    // Both replicas miss the home page (Next renders it before answering); other pages stand.
    expect(await served(b, HOME)).toBeNull();
    expect(await served(a, HOME)).toBeNull();
    expect(await served(b, IMPRESSUM)).toBe(html('Impressum'));

    await renderAndStore(b, HOME, 'Broker Due');
    expect(await served(a, HOME)).toBe(html('Broker Due'));
    expect(await served(b, HOME)).toBe(html('Broker Due'));
  });

  it('treats /index as the home page, as revalidatePath does, and a child path apart', async () => {
    const [a, b] = [replica(), replica()];
    await renderAndStore(a, HOME, 'Home');
    await revalidatePathOn(b, '/impressum');
    expect(await served(a, HOME)).toBe(html('Home'));
    await revalidatePathOn(b, '/index');
    expect(await served(a, HOME)).toBeNull();
  });

  it('does not keep a page whose render began before the save as the fresh one', async () => {
    const [a, b] = [replica(), replica()];
    await renderAndStore(a, HOME, 'Broker Uno');
    // Replica B starts regenerating the page (reads the old settings)…
    const slow = request(b);
    await slow.get('/', readCtx(HOME));
    // …the save lands on replica A meanwhile…
    await revalidatePathOn(a, '/');
    // …and B stores its render afterwards.
    await slow.set('/', (await pageValue(HOME, 'Broker Uno (old)')) as never, writeCtx(HOME));
    expect(await served(a, HOME)).toBeNull();
    expect(await served(b, HOME)).toBeNull();
  });

  it('keeps the newest render when an older one finishes last, and one whole page from concurrent ones', async () => {
    const [a, b] = [replica(), replica()];
    const older = request(a);
    await older.get('/', readCtx(HOME));
    const startedAt = (req: IncrementalCache) =>
      (req.cacheHandler as unknown as { readAt: Map<string, number> }).readAt.values().next()
        .value as number;
    // A render that begins strictly later (on the database's clock).
    let newer = request(b);
    await newer.get('/', readCtx(HOME));
    while (startedAt(newer) <= startedAt(older)) {
      newer = request(b);
      await newer.get('/', readCtx(HOME));
    }
    await newer.set('/', (await pageValue(HOME, 'newer')) as never, writeCtx(HOME));
    await older.set('/', (await pageValue(HOME, 'older')) as never, writeCtx(HOME));
    expect(await served(a, HOME)).toBe(html('newer'));

    const texts = Array.from({ length: 8 }, (_, i) => `render ${i}`);
    await Promise.all(texts.map((text, i) => renderAndStore(i % 2 ? a : b, HOME, text)));
    const entry = await request(b).get('/', readCtx(HOME));
    const value = entry!.value as unknown as Awaited<ReturnType<typeof pageValue>>;
    const text = texts.find((t) => value.html === html(t));
    expect(text).toBeDefined();
    expect(value).toEqual(await pageValue(HOME, text!));
    const rows = await query('SELECT count(*)::int AS n FROM next_cache_entries', []);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it("serves another replica's newer page, not its own copy, and skips the transfer of a current copy", async () => {
    const seen: unknown[] = [];
    const counting: CacheQuery = async (text, values) => {
      const rows = await query(text, values);
      if (text.includes('copy_current')) seen.push(rows[0]?.value ?? null);
      return rows;
    };
    const a = replica();
    const b = createPostgresCacheHandler({ query: counting, build: 'build-1' });
    await renderAndStore(a, HOME, 'one');
    expect(await served(b, HOME)).toBe(html('one'));
    expect(await served(b, HOME)).toBe(html('one'));
    expect(seen[0]).not.toBeNull(); // the first read brought the page
    expect(seen[1]).toBeNull(); // the second used the copy, still current
    await renderAndStore(a, HOME, 'two');
    expect(await served(b, HOME)).toBe(html('two'));
  });

  it("keeps each build's pages apart, and a revalidation reaches every build", async () => {
    const [old, next] = [replica('build-1'), replica('build-2')];
    await renderAndStore(old, HOME, 'old build');
    expect(await served(next, HOME)).toBeNull();
    await renderAndStore(next, HOME, 'new build');
    expect(await served(old, HOME)).toBe(html('old build'));
    await revalidatePathOn(next, '/');
    expect(await served(old, HOME)).toBeNull();
  });

  it("drops a fetch's cached answer when one of its tags or the page's path is revalidated", async () => {
    const [a, b] = [replica(), replica()];
    const key = 'fetch-key';
    const fetched = {
      kind: 'FETCH',
      data: { headers: {}, body: 'e30=', status: 200, url: 'https://api.example.com/x' },
      revalidate: 60,
    } as never;
    const read = { kind: 'FETCH', revalidate: 60, tags: ['offers'], softTags: ['_N_T_/'] } as never;
    await request(a).set(key, fetched, { fetchCache: true, tags: ['offers'] } as never);
    expect((await request(b).get(key, read))?.value).toEqual(fetched);
    await request(b).revalidateTag('_N_T_/');
    expect(await request(a).get(key, read)).toBeNull();
    await request(a).set(key, fetched, { fetchCache: true, tags: ['offers'] } as never);
    expect(await request(b).get(key, read)).not.toBeNull();
    await request(b).revalidateTag(['offers'], { expire: 3600 });
    expect(await request(a).get(key, read)).toBeNull();
  });

  it('renders afresh when the database cannot be read and nothing is kept, and never fails the request', async () => {
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const down = createPostgresCacheHandler({
        query: async () => {
          throw new Error('connection refused');
        },
        build: 'build-1',
        probeMs: 60_000,
      });
      await expect(served(down, HOME)).resolves.toBeNull();
      await expect(request(down).revalidateTag(['_N_T_/'])).resolves.toBeUndefined();
      const lines = stderr.mock.calls.map(([line]) => String(line));
      expect(lines.some((l) => l.includes('revalidation not recorded'))).toBe(true);
    } finally {
      stderr.mockRestore();
    }
  });
});

describe('the pages while the database is away', () => {
  /** A replica whose database connection the test cuts and restores (a closed TCP proxy). */
  function cuttable(probeMs = 60_000) {
    const link = { up: true, statements: 0 };
    const through: CacheQuery = async (text, values) => {
      link.statements += 1;
      if (!link.up)
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return query(text, values);
    };
    const handler = createPostgresCacheHandler({ query: through, build: 'build-1', probeMs });
    return { handler, link };
  }
  let stderr: jest.SpyInstance;
  let stdout: jest.SpyInstance;
  beforeEach(() => {
    stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterEach(() => {
    stderr.mockRestore();
    stdout.mockRestore();
  });

  it("serves each page's last good copy, as fresh, without asking the database again", async () => {
    const { handler, link } = cuttable();
    await renderAndStore(handler, HOME, 'Landing');
    // Rendered two hours ago: past its minute, Next would render it again (and fail to).
    await query(`UPDATE next_cache_entries SET last_modified = now() - interval '2 hours'`, []);
    expect((await request(handler).get('/', readCtx(HOME)))?.isStale).toBe(true);
    link.up = false;
    const entry = await request(handler).get('/', readCtx(HOME));
    expect((entry?.value as unknown as { html: string }).html).toBe(html('Landing'));
    // Fresh: Next serves it as it is instead of rendering it again (a render needs the data).
    expect(entry?.isStale).toBeFalsy();
    expect(entry?.cacheControl).toEqual({ revalidate: 60 });
    // Fifty visitors at once: each gets the page, and none waits on the database.
    const statements = link.statements;
    const pages = await Promise.all(Array.from({ length: 50 }, () => served(handler, HOME)));
    expect(pages).toEqual(Array(50).fill(html('Landing')));
    expect(link.statements).toBe(statements);
    expect(stderr.mock.calls.map(([l]) => String(l)).join('')).toMatch(/database unreachable/);
  });

  it('answers a miss for a page it holds no copy of (Next renders it), and keeps what it renders', async () => {
    const { handler, link } = cuttable();
    link.up = false;
    expect(await served(handler, IMPRESSUM)).toBeNull();
    await renderAndStore(handler, IMPRESSUM, 'Impressum');
    expect(await served(handler, IMPRESSUM)).toBe(html('Impressum'));
  });

  it('reads the database again once a probe finds it back, and then serves its newer pages', async () => {
    const { handler, link } = cuttable(10);
    const other = replica();
    await renderAndStore(handler, HOME, 'before');
    link.up = false;
    expect(await served(handler, HOME)).toBe(html('before'));
    link.up = true;
    await renderAndStore(other, HOME, 'after');
    // The probe runs every 10 ms: wait for it, not for a fixed time.
    let page = await served(handler, HOME);
    for (let i = 0; i < 500 && page !== html('after'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      page = await served(handler, HOME);
    }
    expect(page).toBe(html('after'));
    expect(stdout.mock.calls.map(([l]) => String(l)).join('')).toMatch(/database back/);
  });
});

describe('which cache a server uses', () => {
  it('uses PostgreSQL only on a running server with DATABASE_URL', () => {
    const url = 'postgresql://app@db:5432/app';
    expect(sharedCacheWanted({ DATABASE_URL: url, NODE_ENV: 'production' })).toBe(true);
    expect(sharedCacheWanted({ DATABASE_URL: url })).toBe(true);
    expect(sharedCacheWanted({ NODE_ENV: 'production' })).toBe(false);
    expect(sharedCacheWanted({ DATABASE_URL: ' ', NODE_ENV: 'production' })).toBe(false);
    expect(
      sharedCacheWanted({
        DATABASE_URL: url,
        NODE_ENV: 'production',
        NEXT_PHASE: 'phase-production-build',
      }),
    ).toBe(false);
    expect(sharedCacheWanted({ DATABASE_URL: url, NODE_ENV: 'development' })).toBe(false);
  });

  it('keeps pages per deployment id, build id (read from beside the server directory) and site address', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'next-build-'));
    const saved = { deployment: process.env.NEXT_DEPLOYMENT_ID, site: process.env.SITE_URL };
    try {
      await mkdir(path.join(dir, 'server'));
      await writeFile(path.join(dir, 'BUILD_ID'), 'build-abc\n');
      process.env.NEXT_DEPLOYMENT_ID = 'deploy-7';
      process.env.SITE_URL = 'https://example.test';
      const Handler = createPostgresCacheHandler({ query });
      const ctx = { serverDistDir: path.join(dir, 'server'), revalidatedTags: [] } as never;
      expect((new Handler(ctx) as unknown as { build: string }).build).toBe(
        'deploy-7/build-abc https://example.test/',
      );
    } finally {
      restoreEnv('NEXT_DEPLOYMENT_ID', saved.deployment);
      restoreEnv('SITE_URL', saved.site);
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("keeps Next's own file cache on PGlite, with Next's default memory size", () => {
    expect(process.env.DATABASE_URL).toBeUndefined();
    const handler = new NextCacheHandler({ revalidatedTags: [], _requestHeaders: {} }) as never as {
      impl: unknown;
    };
    expect(handler.impl).toBeInstanceOf(FileSystemCache);
  });
});

describe('the site address a cached page names', () => {
  const about = { pathname: '/about', page: '/(it)/about/page' };
  let dir: string;
  const savedSiteUrl = process.env.SITE_URL;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'next-server-'));
  });
  afterEach(async () => {
    restoreEnv('SITE_URL', savedSiteUrl);
    await rm(dir, { recursive: true, force: true });
  });

  /** One request of a server on the file cache in `dir` (PGlite), as Next makes it. */
  const onDisk = (Handler: CacheHandlerClass) => request(Handler, dir);
  const page = async (Handler: CacheHandlerClass) => {
    const entry = await onDisk(Handler).get(about.pathname, readCtx(about));
    return entry ? (entry.value as unknown as { html: string }).html : null;
  };
  const store = async (Handler: CacheHandlerClass, text: string) =>
    onDisk(Handler).set(about.pathname, (await pageValue(about, text)) as never, writeCtx(about));

  it("renders again what the build stored, which knew no address, and keeps the server's own render", async () => {
    process.env.SITE_URL = 'https://example.test';
    // The build's prerender: stored without the mark of any address.
    await store(FileSystemCache as never, 'built for http://localhost:3000');
    expect(await page(FileSystemCache as never)).toBe(html('built for http://localhost:3000'));
    expect(await page(NextCacheHandler)).toBeNull();
    await store(NextCacheHandler, 'rendered for https://example.test');
    expect(await page(NextCacheHandler)).toBe(html('rendered for https://example.test'));
  });

  it('renders again a page rendered for another address (the image promoted to production)', async () => {
    process.env.SITE_URL = 'https://staging.example.test';
    await store(NextCacheHandler, 'staging');
    expect(await page(NextCacheHandler)).toBe(html('staging'));
    process.env.SITE_URL = 'https://example.test';
    expect(await page(NextCacheHandler)).toBeNull();
    await store(NextCacheHandler, 'production');
    expect(await page(NextCacheHandler)).toBe(html('production'));
    process.env.SITE_URL = 'https://staging.example.test';
    expect(await page(NextCacheHandler)).toBeNull();
  });

  it("keeps the page's own cache tags, so a save's revalidatePath still reaches it", async () => {
    process.env.SITE_URL = 'https://example.test';
    await store(NextCacheHandler, 'one');
    const entry = await onDisk(NextCacheHandler).get(about.pathname, readCtx(about));
    const tags = String(
      (entry?.value as unknown as { headers: Record<string, string> }).headers['x-next-cache-tags'],
    ).split(',');
    const { tags: implicit } = await getImplicitTags(about.page, about.pathname, null);
    expect(tags).toEqual(expect.arrayContaining(implicit));
  });
});
