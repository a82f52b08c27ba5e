/**
 * The real SMS drivers (docs/decisions.md §4): Vonage through @vonage/server-sdk against a local
 * stand-in for Vonage's SMS API on loopback, and the outbox file driver.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { vonageSender } from '@/lib/server/channels/sms/vonage';
import { outboxSender } from '@/lib/server/channels/sms/file-driver';
import { SmsDeliveryError } from '@/lib/server/channels/sms/port';

interface Received {
  method: string;
  path: string;
  contentType: string;
  /** Every parameter that arrived: query string, body (JSON or form) and Basic credentials. */
  params: Record<string, string>;
}

const OK_BODY = {
  'message-count': '1',
  messages: [
    {
      to: '393471234567',
      'message-id': 'abc',
      status: '0',
      'remaining-balance': '1',
      'message-price': '0.05',
      network: '22201',
    },
  ],
};
const REFUSED_BODY = {
  'message-count': '1',
  messages: [{ to: '393471234567', status: '4', 'error-text': 'Bad Credentials' }],
};

async function readParams(req: IncomingMessage): Promise<Received> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]!.trim();
  const params: Record<string, string> = Object.fromEntries(url.searchParams);
  if (contentType === 'application/json' && raw) {
    for (const [k, v] of Object.entries(JSON.parse(raw) as Record<string, unknown>))
      params[k] = String(v);
  } else if (raw) {
    for (const [k, v] of new URLSearchParams(raw)) params[k] = v;
  }
  // The SDK may authenticate with the key and secret as parameters or as HTTP Basic.
  const auth = req.headers.authorization;
  if (auth?.startsWith('Basic ')) {
    const [key, ...secret] = Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':');
    params.api_key ??= key ?? '';
    params.api_secret ??= secret.join(':');
  }
  return { method: req.method ?? '', path: url.pathname, contentType, params };
}

/** A Vonage SMS API stand-in answering every request with `reply`. */
function startStandIn(reply: () => unknown) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    readParams(req).then(
      (r) => {
        received.push(r);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply()));
      },
      () => res.writeHead(400).end(),
    );
  });
  const ready = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
  const close = () =>
    new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
  return { ready, received, close };
}

const options = { apiKey: 'key123', apiSecret: 'secret456', from: 'TradingEdu' };
const message = { to: '+393471234567', text: 'Il tuo codice di verifica è 042917' };

describe('Vonage driver', () => {
  let reply: () => unknown = () => OK_BODY;
  const standIn = startStandIn(() => reply());
  let restHost: string;

  beforeAll(async () => {
    restHost = await standIn.ready;
  });
  beforeEach(() => {
    reply = () => OK_BODY;
    standIn.received.length = 0;
  });
  afterAll(() => standIn.close());

  it('posts key, secret, sender, number without "+" and text to /sms/json and resolves on status 0 with the message id', async () => {
    await expect(vonageSender({ ...options, restHost }).send(message)).resolves.toEqual({
      messageId: 'abc',
      delivered: false,
    });
    expect(standIn.received).toHaveLength(1);
    const [req] = standIn.received;
    expect(req).toMatchObject({ method: 'POST', path: '/sms/json' });
    expect(['application/json', 'application/x-www-form-urlencoded']).toContain(req!.contentType);
    expect(req!.params).toMatchObject({
      api_key: 'key123',
      api_secret: 'secret456',
      from: 'TradingEdu',
      to: '393471234567',
      text: 'Il tuo codice di verifica è 042917',
    });
  });

  it('rejects with SmsDeliveryError when Vonage answers a non-zero status', async () => {
    reply = () => REFUSED_BODY;
    const sending = vonageSender({ ...options, restHost }).send(message);
    await expect(sending).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(standIn.received).toHaveLength(1);
  });

  it('rejects with SmsDeliveryError when one of several message parts fails', async () => {
    reply = () => ({
      'message-count': '2',
      messages: [
        { ...OK_BODY.messages[0] },
        { to: '393471234567', status: '9', 'error-text': 'Partner quota exceeded' },
      ],
    });
    await expect(vonageSender({ ...options, restHost }).send(message)).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
  });

  it('rejects with SmsDeliveryError when the server is unreachable (connection refused)', async () => {
    const gone = startStandIn(() => OK_BODY);
    const host = await gone.ready;
    await gone.close();
    const sending = vonageSender({ ...options, restHost: host }).send(message);
    await expect(sending).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(sending).rejects.toMatchObject({
      name: 'SmsDeliveryError',
      cause: expect.anything(),
    });
  });
});

describe('outbox driver', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sms-outbox-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('creates the folder and appends one JSON line {to, text, at} per message, delivered at once', async () => {
    const file = path.join(dir, 'nested', 'deeper', 'sms-outbox.jsonl');
    const sender = outboxSender(file);
    const before = Date.now();
    await expect(sender.send(message)).resolves.toEqual({ messageId: null, delivered: true });
    await sender.send({
      to: '+4915123456789',
      text: 'Ihr Bestätigungscode lautet 123456\nZeile 2',
    });
    const after = Date.now();

    const content = await readFile(file, 'utf8');
    expect(content.endsWith('\n')).toBe(true);
    const lines = content.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    const entries = lines.map(
      (line) => JSON.parse(line) as { to: string; text: string; at: string },
    );
    expect(entries[0]).toEqual({
      to: '+393471234567',
      text: 'Il tuo codice di verifica è 042917',
      at: expect.any(String),
    });
    expect(entries[1]).toEqual({
      to: '+4915123456789',
      text: 'Ihr Bestätigungscode lautet 123456\nZeile 2',
      at: expect.any(String),
    });
    for (const { at } of entries) {
      expect(new Date(at).toISOString()).toBe(at);
      expect(new Date(at).getTime()).toBeGreaterThanOrEqual(before);
      expect(new Date(at).getTime()).toBeLessThanOrEqual(after);
    }
  });

  it('appends to an existing outbox instead of replacing it', async () => {
    const file = path.join(dir, 'sms-outbox.jsonl');
    await outboxSender(file).send(message);
    await outboxSender(file).send(message);
    expect((await readFile(file, 'utf8')).trimEnd().split('\n')).toHaveLength(2);
  });
});
