/**
 * The production server's page rewrite (server/scripts-after-paint.mjs): a pre-rendered page's
 * script chunks start after its first paint, in their order, and only pre-rendered pages are
 * touched (tests/unit/serve-response.test.ts: as the production server sends it).
 */
import vm from 'node:vm';
import { deferChunkScripts, FALLBACK_MS } from '@/server/scripts-after-paint.mjs';
import { chunk, page } from './support/next-page';

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
