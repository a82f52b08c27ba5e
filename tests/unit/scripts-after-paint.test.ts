/**
 * The production server's page rewrite (scripts/scripts-after-paint.mjs): a pre-rendered page's
 * script chunks start after its first paint, in their order, and only pre-rendered pages are
 * touched; the page still reaches the browser compressed (scripts/server.mjs).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import {
  deferChunkScripts,
  deferChunkScriptsOf,
  FALLBACK_MS,
} from '@/scripts/scripts-after-paint.mjs';

const chunk = (name: string) => `/_next/static/chunks/${name}.js?dpl=d1`;

/** A page as Next 16 renders one: chunks in the head, the runtime after its bootstrap data. */
const page = [
  '<!DOCTYPE html><html lang="it"><head><meta charSet="utf-8"/>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('runtime')}"/>`,
  '<style data-precedence="next">body{margin:0}</style>',
  `<script src="${chunk('a')}" async=""></script><script src="${chunk('b')}" async=""></script>`,
  `<link rel="icon" href="/icon.svg"/><script src="${chunk('polyfills')}" noModule=""></script>`,
  '</head><body><main><h1>Informativa privacy</h1><p>Testo</p></main>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":[]})</script>',
  `<script src="${chunk('runtime')}" async=""></script>`,
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

describe('deferChunkScripts', () => {
  const html = deferChunkScripts(page);

  it('leaves no chunk for the browser to fetch while it parses the page', () => {
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async/);
    expect(html).not.toContain('rel="preload"');
  });

  it('keeps the rest of the page as it was', () => {
    expect(html).toContain('<style data-precedence="next">body{margin:0}</style>');
    expect(html).toContain(`<script src="${chunk('polyfills')}" noModule=""></script>`);
    expect(html).toContain('<main><h1>Informativa privacy</h1><p>Testo</p></main>');
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
  });

  it('queues each chunk where its tag was, the runtime after its bootstrap data', () => {
    const calls = [...html.matchAll(/__nextAfterPaint\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(calls).toEqual([chunk('a'), chunk('b'), chunk('runtime')]);
    expect(html.indexOf(`__nextAfterPaint("${chunk('runtime')}")`)).toBeGreaterThan(
      html.indexOf('"otherChunks"'),
    );
    expect(html.match(/self\.__nextAfterPaint=/g)).toHaveLength(1);
  });

  it('returns a page without chunk scripts unchanged', () => {
    const plain = '<html><head><link rel="preload" as="script" href="/x.js"/></head></html>';
    expect(deferChunkScripts(plain)).toBe(plain);
  });
});

/**
 * Runs the rewritten page's inline scripts in order against a minimal browser: `paint()`
 * reports the first contentful paint; `appended` lists the scripts put in the head.
 */
function browserRunning(html: string, { paintTiming = true } = {}) {
  const appended: Array<{ src: string; async: boolean }> = [];
  const timers: Array<{ at: number; run: () => void }> = [];
  let now = 0;
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  const context = vm.createContext({
    document: {
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (el: { src: string; async: boolean }) => appended.push({ ...el }) },
    },
    PerformanceObserver,
    setTimeout: (run: () => void, ms = 0) => timers.push({ at: now + ms, run }),
    requestAnimationFrame: (run: () => void) => timers.push({ at: now + 16, run }),
  });
  context.self = context;
  for (const [, source = ''] of html.matchAll(/<script(?: id="[^"]*")?>(.*?)<\/script>/g)) {
    vm.runInContext(source, context);
  }
  const advance = (ms: number) => {
    now += ms;
    for (let due = timers.find((t) => t.at <= now); due; due = timers.find((t) => t.at <= now)) {
      timers.splice(timers.indexOf(due), 1);
      due.run();
    }
  };
  const paint = () =>
    observer?.({
      getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []),
    });
  return { appended, advance, paint, context };
}

describe('the loader in the page', () => {
  const html = deferChunkScripts(page);

  it('fetches no chunk before the first paint, then all of them, in order, as async scripts', () => {
    const browser = browserRunning(html);
    browser.advance(FALLBACK_MS - 1);
    expect(browser.appended).toEqual([]);
    browser.paint();
    browser.advance(0);
    expect(browser.appended).toEqual(
      [chunk('a'), chunk('b'), chunk('runtime')].map((src) => ({ src, async: true })),
    );
    browser.advance(FALLBACK_MS);
    expect(browser.appended).toHaveLength(3);
  });

  it('loads a chunk queued after the first paint at once', () => {
    const browser = browserRunning(html);
    browser.paint();
    browser.advance(0);
    vm.runInContext(`__nextAfterPaint("${chunk('late')}")`, browser.context);
    expect(browser.appended.at(-1)).toEqual({ src: chunk('late'), async: true });
  });

  it(`loads them after ${FALLBACK_MS} ms in a tab that paints nothing`, () => {
    const browser = browserRunning(html);
    browser.advance(FALLBACK_MS);
    expect(browser.appended).toHaveLength(3);
  });

  it('waits two frames in a browser without paint timing', () => {
    const browser = browserRunning(html, { paintTiming: false });
    browser.advance(16);
    expect(browser.appended).toEqual([]);
    browser.advance(16);
    expect(browser.appended).toHaveLength(3);
  });
});

describe('the production server’s responses (compression, then the rewrite)', () => {
  let server: http.Server;
  let base: string;
  const compress = compression();

  /** What Next sends for each path, as Next sends it. */
  const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (req.url === '/prerendered' || req.url === '/prerendered-head') {
      res.setHeader('x-nextjs-prerender', '1');
      const body = Buffer.from(page);
      res.setHeader('content-length', body.length);
      if (req.url === '/prerendered-head') res.writeHead(200, { 'x-nextjs-cache': 'HIT' });
      res.end(body);
    } else if (req.url === '/streamed') {
      const half = Math.floor(page.length / 2);
      res.write(page.slice(0, half));
      setImmediate(() => res.end(page.slice(half)));
    } else {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ pages: [page, page] }));
    }
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      compress(req as never, res as never, () => {});
      deferChunkScriptsOf(req, res);
      next(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** GET `path` as raw bytes (no automatic decompression), with its headers. */
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(`${base}${path}`, { headers, method }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject)
        .end();
    });

  it('sends a pre-rendered page rewritten and compressed as the browser asks (gzip, brotli)', async () => {
    const res = await get('/prerendered', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(deferChunkScripts(page));
    const br = await get('/prerendered', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(deferChunkScripts(page));
  });

  it('sends it with its new length to a client that takes no compression', async () => {
    for (const path of ['/prerendered', '/prerendered-head']) {
      const res = await get(path);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(deferChunkScripts(page));
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
    }
    expect((await get('/prerendered-head')).headers['x-nextjs-cache']).toBe('HIT');
  });

  it('passes a streamed page and every other answer as written, compressed', async () => {
    const streamed = await get('/streamed', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(streamed.body).toString()).toBe(page);
    const json = await get('/api', { 'accept-encoding': 'gzip' });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.body).toString())).toEqual({ pages: [page, page] });
  });

  it('answers HEAD for a pre-rendered page with the page’s own headers', async () => {
    const res = await get('/prerendered', {}, 'HEAD');
    expect(res.body).toHaveLength(0);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(page));
  });
});
