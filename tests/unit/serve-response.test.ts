/**
 * What the production server does to every response (server/serve-response.mjs), driven over
 * raw HTTP with a stand-in that answers as Next does: a pre-rendered page (with its ETag and
 * 304), a hashed script file served by Next's own `send` (byte ranges), a streamed page, JSON,
 * and pages that fail. What a browser, a crawler, a resumed download or a cache in between
 * would notice: pages rewritten and compressed, HEAD announcing GET's head, a byte range never
 * compressed, one entity tag per encoding, and a failed page answered by a 503 page in the
 * page's language.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
// Next serves its files with its own copy of `send` (tests/support/next-compiled-send.d.ts).
import send from 'next/dist/compiled/send';
import { deferChunkScripts } from '@/server/scripts-after-paint.mjs';
import { prepareResponse } from '@/server/serve-response.mjs';
import { UNAVAILABLE_RETRY_SEC } from '@/server/unavailable-page.mjs';
import it_ from '@/messages/it.json';
import de from '@/messages/de.json';
import { page } from './support/next-page';

/** A hashed script file of the build: big enough to compress, served with byte ranges. */
const script = Buffer.from(
  Array.from({ length: 3000 }, (_, i) => `self.chunk${i}=function(){return ${i}};\n`).join(''),
);
const PAGE_ETAG = '"p4g3"';

let server: http.Server;
let base: string;
let dir: string;

/** What Next sends for each path, as Next sends it (after the server's HEAD → GET). */
function next(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = req.url ?? '/';
  if (url.startsWith('/_next/static/')) {
    send(req, path.basename(url), { root: path.join(dir, 'static') }).pipe(res);
    return;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  if (url === '/prerendered' || url === '/prerendered-head') {
    res.setHeader('x-nextjs-prerender', '1');
    res.setHeader('etag', PAGE_ETAG);
    if (req.headers['if-none-match']?.split(',').some((t) => t.trim() === PAGE_ETAG)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const body = Buffer.from(page);
    res.setHeader('content-length', body.length);
    if (url === '/prerendered-head') res.writeHead(200, { 'x-nextjs-cache': 'HIT' });
    res.end(req.method === 'HEAD' ? null : body);
  } else if (url === '/streamed') {
    const half = Math.floor(page.length / 2);
    res.write(page.slice(0, half));
    setImmediate(() => res.end(page.slice(half)));
  } else if (url.startsWith('/api/')) {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'internal', message: 'Errore interno' } }));
  } else {
    // A page whose render failed: Next's own bare error page.
    res.statusCode = 500;
    res.setHeader('cache-control', 's-maxage=31536000');
    res.end('<!DOCTYPE html><html><body>Internal Server Error.</body></html>');
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'serve-response-'));
  await import('node:fs/promises').then(async (fs) => {
    await fs.mkdir(path.join(dir, 'static'));
    await fs.mkdir(path.join(dir, 'app'));
  });
  await writeFile(path.join(dir, 'static', 'app.js'), script);
  // The build's own HTML of a German page: the language of its unavailable page.
  await writeFile(
    path.join(dir, 'app', 'krypto-leitfaden-deutsch.html'),
    '<!DOCTYPE html><html lang="de"><head>',
  );
  server = http.createServer((req, res) => {
    prepareResponse(req, res, { appDir: path.join(dir, 'app') });
    next(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** One request as raw bytes (no automatic decompression), with its status and headers. */
const get = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .request(`${base}${urlPath}`, { headers, method, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject)
        .end();
    },
  );

describe('pages', () => {
  it('sends a pre-rendered page rewritten and compressed as the browser asks (gzip, brotli)', async () => {
    const res = await get('/prerendered', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(deferChunkScripts(page));
    const br = await get('/prerendered', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(deferChunkScripts(page));
  });

  it('sends it with its new length to a client that takes no compression', async () => {
    for (const urlPath of ['/prerendered', '/prerendered-head']) {
      const res = await get(urlPath);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(deferChunkScripts(page));
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
    }
    expect((await get('/prerendered-head')).headers['x-nextjs-cache']).toBe('HIT');
  });

  it('passes a streamed page and every other answer as written, compressed', async () => {
    const streamed = await get('/streamed', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(streamed.body).toString()).toBe(page);
  });

  it('answers HEAD with the head GET sends: the rewritten length, or compressed with no length', async () => {
    const plain = await get('/prerendered', {}, 'HEAD');
    expect(plain.status).toBe(200);
    expect(plain.body).toHaveLength(0);
    expect(Number(plain.headers['content-length'])).toBe(
      Buffer.byteLength(deferChunkScripts(page)),
    );
    const gzip = await get('/prerendered', { 'accept-encoding': 'gzip' }, 'HEAD');
    const asGet = await get('/prerendered', { 'accept-encoding': 'gzip' });
    expect(gzip.body).toHaveLength(0);
    expect(gzip.headers['content-encoding']).toBe(asGet.headers['content-encoding']);
    expect(gzip.headers['content-length']).toBeUndefined();
    expect(gzip.headers.etag).toBe(asGet.headers.etag);
  });
});

describe('byte ranges and entity tags', () => {
  it('answers a range with the exact identity bytes, never compressed', async () => {
    const res = await get('/_next/static/app.js', {
      'accept-encoding': 'gzip, br',
      range: 'bytes=0-20000',
    });
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-range']).toBe(`bytes 0-20000/${script.length}`);
    expect(res.body.equals(script.subarray(0, 20001))).toBe(true);
  });

  it('answers a range on a page that serves none with the whole page, compressed, no Content-Range', async () => {
    const res = await get('/prerendered', { 'accept-encoding': 'gzip', range: 'bytes=0-99' });
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBeUndefined();
    expect(gunzipSync(res.body).toString()).toBe(deferChunkScripts(page));
  });

  it('tags a compressed answer apart from the identity bytes, so a resumed download starts again', async () => {
    const whole = await get('/_next/static/app.js', { 'accept-encoding': 'gzip' });
    const identity = await get('/_next/static/app.js');
    expect(whole.headers['content-encoding']).toBe('gzip');
    expect(whole.headers.etag).toMatch(/-gzip"$/);
    expect(identity.headers.etag).not.toMatch(/-gzip"$/);
    // A download of the compressed file, cut and resumed: not identity bytes after gzip ones.
    const resumed = await get('/_next/static/app.js', {
      'accept-encoding': 'gzip',
      range: 'bytes=100-',
      'if-range': String(whole.headers.etag),
    });
    expect(resumed.status).toBe(200);
    expect(resumed.headers['content-range']).toBeUndefined();
    expect(gunzipSync(resumed.body).equals(script)).toBe(true);
    // Resumed from the identity bytes: the rest of them.
    const rest = await get('/_next/static/app.js', {
      range: 'bytes=100-',
      'if-range': String(identity.headers.etag),
    });
    expect(rest.status).toBe(206);
    expect(rest.body.equals(script.subarray(100))).toBe(true);
  });

  it('answers 304 to the tag of a compressed page, naming that tag', async () => {
    const first = await get('/prerendered', { 'accept-encoding': 'gzip' });
    expect(first.headers.etag).toBe('"p4g3-gzip"');
    const again = await get('/prerendered', {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe('"p4g3-gzip"');
    const identity = await get('/prerendered', { 'if-none-match': PAGE_ETAG });
    expect(identity.status).toBe(304);
    expect(identity.headers.etag).toBe(PAGE_ETAG);
  });
});

describe('a page that fails', () => {
  it('answers 503 with a page in Italian that reloads itself, never cached', async () => {
    const res = await get('/trading-educativo?campaign=X');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_SEC));
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body.toString();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain(it_.unavailablePage.heading);
    expect(html).toContain(`<meta http-equiv="refresh" content="${UNAVAILABLE_RETRY_SEC}">`);
    expect(html).not.toContain('Internal Server Error');
  });

  it("answers in the page's language: German for a German page, and for a German browser elsewhere", async () => {
    const german = await get('/krypto-leitfaden-deutsch');
    expect(german.body.toString()).toContain('<html lang="de">');
    expect(german.body.toString()).toContain(de.unavailablePage.heading);
    const browser = await get('/unknown-page', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(browser.body.toString()).toContain(de.unavailablePage.heading);
    const head = await get('/krypto-leitfaden-deutsch', {}, 'HEAD');
    expect(head.status).toBe(503);
    expect(Number(head.headers['content-length'])).toBe(german.body.length);
  });

  it("leaves the API's own error answer and the pages' RSC payloads as they are", async () => {
    const api = await get('/api/leads');
    expect(api.status).toBe(500);
    expect(JSON.parse(api.body.toString()).error.code).toBe('internal');
    const rsc = await get('/trading-educativo', { rsc: '1' });
    expect(rsc.status).toBe(500);
  });
});
