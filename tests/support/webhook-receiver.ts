/**
 * A webhook receiver on loopback for outbox tests (docs/decisions.md §4: real stand-ins, no mocks).
 * `mode` flips its answer: 200, 503 (with optional Retry-After), 410, 302, a huge body, or a
 * hang; every request is recorded with its headers and body.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceiverMode = 'ok' | 'down' | 'gone' | 'redirect' | 'huge' | 'hang' | 'busy';

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedRequest[];
  mode: ReceiverMode;
  retryAfter?: string;
  close(): Promise<void>;
}

/** Starts a receiver on 127.0.0.1 (random port). */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const state: Omit<WebhookReceiver, 'url' | 'close'> = { received: [], mode: 'ok' };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      switch (state.mode) {
        case 'ok':
          return res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
        case 'down':
          return res
            .writeHead(503, state.retryAfter ? { 'retry-after': state.retryAfter } : {})
            .end('down');
        case 'busy':
          return res.writeHead(429, { 'retry-after': state.retryAfter ?? '3600' }).end('slow down');
        case 'gone':
          return res.writeHead(410).end('gone');
        case 'redirect':
          return res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' }).end();
        case 'huge':
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.write('x'.repeat(1_000_000));
          return res.end();
        case 'hang':
          return; // never answers
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/hooks`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
