/**
 * The production server's HTTP, read over raw HTTP as a download manager, a cache or a crawler
 * would (server/serve-response.mjs): a byte range is the exact identity bytes (206, no
 * Content-Encoding) or the whole file compressed (200, no Content-Range), never both; a
 * compressed answer has an entity tag of its own, so a download resumed with If-Range gets the
 * whole file again; HEAD of a page announces what GET sends.
 */
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { fetchRaw, SUITE_PORT } from './production-server';

const base = `http://localhost:${SUITE_PORT}`;

/** A script chunk of the home page, big enough that it is compressed. */
async function scriptChunk(): Promise<string> {
  const home = (await fetchRaw(`${base}/`)).text;
  const chunks = [...home.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.js)[^"]*"/g)].map(
    (m) => m[1]!,
  );
  for (const chunk of chunks) {
    const whole = await fetchRaw(`${base}${chunk}`);
    if (whole.body.length > 30_000) return chunk;
  }
  throw new Error(`no script chunk over 30 kB among ${chunks.length}`);
}

test('a byte range is the exact identity bytes, never compressed', async () => {
  const chunk = await scriptChunk();
  const identity = await fetchRaw(`${base}${chunk}`);
  const range = await fetchRaw(`${base}${chunk}`, {
    headers: { range: 'bytes=0-20000', 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(range.status).toBe(206);
  expect(range.headers['content-encoding']).toBeUndefined();
  expect(range.headers['content-range']).toBe(`bytes 0-20000/${identity.body.length}`);
  expect(range.body.equals(identity.body.subarray(0, 20001))).toBe(true);
});

test('a compressed file is sent whole with a tag of its own; If-Range with it gets it whole again', async () => {
  const chunk = await scriptChunk();
  const identity = await fetchRaw(`${base}${chunk}`);
  const gzip = await fetchRaw(`${base}${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.status).toBe(200);
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.headers['content-range']).toBeUndefined();
  expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
  expect(gzip.headers.etag).toBeTruthy();
  expect(gzip.headers.etag).not.toBe(identity.headers.etag);
  const resumed = await fetchRaw(`${base}${chunk}`, {
    headers: { 'accept-encoding': 'gzip', range: 'bytes=1000-', 'if-range': gzip.headers.etag! },
  });
  expect(resumed.status).toBe(200);
  expect(resumed.headers['content-range']).toBeUndefined();
  expect(gunzipSync(resumed.body).equals(identity.body)).toBe(true);
});

test('HEAD of a page announces what GET sends, with or without compression', async () => {
  const plainGet = await fetchRaw(`${base}/privacy-policy`);
  const plainHead = await fetchRaw(`${base}/privacy-policy`, { method: 'HEAD' });
  expect(plainHead.status).toBe(200);
  expect(plainHead.body).toHaveLength(0);
  expect(Number(plainHead.headers['content-length'])).toBe(plainGet.body.length);
  expect(Number(plainGet.headers['content-length'])).toBe(plainGet.body.length);
  const gzipGet = await fetchRaw(`${base}/privacy-policy`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  const gzipHead = await fetchRaw(`${base}/privacy-policy`, {
    method: 'HEAD',
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(gzipHead.headers['content-encoding']).toBe(gzipGet.headers['content-encoding']);
  expect(gzipHead.headers['content-length']).toBe(gzipGet.headers['content-length']);
  expect(gzipHead.headers.etag).toBe(gzipGet.headers.etag);
});
