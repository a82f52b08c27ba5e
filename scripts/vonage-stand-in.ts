/**
 * `npm run sms:stand-in [port]`: a local stand-in for Vonage's SMS API, to watch delivery
 * receipts reach the lead without a Vonage account. Start the app with
 *   SMS_DRIVER=vonage VONAGE_API_KEY=local VONAGE_API_SECRET=local
 *   VONAGE_REST_HOST=http://127.0.0.1:4100 VONAGE_SIGNATURE_SECRET=<≥ 16 characters>
 * and this with the same VONAGE_SIGNATURE_SECRET (and VONAGE_SIGNATURE_METHOD, default sha256).
 * Each SMS the app sends is printed (the code is in it) and answered with a message id; two
 * seconds later the stand-in posts the signed receipt to APP_URL/api/sms/status (default
 * http://localhost:3000), as Vonage does, and prints the app's answer.
 *
 * `curl -X PUT 127.0.0.1:4100/mode -d failed` makes the next receipts say failed (`expired`,
 * `delivered`, or `none` to send none); `curl 127.0.0.1:4100/receipt -d
 * '{"messageId":"…","status":"failed"}'` sends one more receipt for any message (a retry, or
 * one out of order).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import {
  VONAGE_SIGNATURE_METHODS,
  signVonageParams,
  type VonageSignatureMethod,
} from '@/lib/server/channels/sms/vonage-signature';

const port = Number(process.argv[2] ?? process.env.STAND_IN_PORT ?? 4100);
const appUrl = process.env.APP_URL ?? 'http://localhost:3000';
const secret = process.env.VONAGE_SIGNATURE_SECRET;
const method = (process.env.VONAGE_SIGNATURE_METHOD ?? 'sha256') as VonageSignatureMethod;
if (!secret || !VONAGE_SIGNATURE_METHODS.includes(method)) {
  console.error(
    `Set VONAGE_SIGNATURE_SECRET (and VONAGE_SIGNATURE_METHOD: ${VONAGE_SIGNATURE_METHODS.join(', ')}) as for the app.`,
  );
  process.exit(2);
}
const MODES = ['delivered', 'failed', 'expired', 'none'] as const;
let mode: (typeof MODES)[number] = 'delivered';

/** The request's parameters: query, then a form or JSON body. */
async function readParams(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const params: Record<string, string> = Object.fromEntries(
    new URL(req.url ?? '/', 'http://stand-in').searchParams,
  );
  if (!raw) return params;
  if ((req.headers['content-type'] ?? '').includes('json') || raw.trimStart().startsWith('{')) {
    for (const [k, v] of Object.entries(JSON.parse(raw) as Record<string, unknown>))
      params[k] = String(v);
  } else {
    for (const [k, v] of new URLSearchParams(raw)) params[k] = v;
  }
  return params;
}

/** Posts a signed receipt for `messageId` to the app, as Vonage's "POST-JSON" method does. */
async function sendReceipt(messageId: string, status: string, msisdn = '393470000000') {
  const now = new Date();
  const params: Record<string, string> = {
    msisdn,
    to: 'TradingEdu',
    'network-code': '22201',
    messageId,
    price: '0.03330000',
    status,
    scts: now.toISOString().slice(2, 16).replace(/\D/g, ''),
    'err-code': status === 'delivered' ? '0' : '5',
    'api-key': 'local',
    'message-timestamp': now.toISOString().slice(0, 19).replace('T', ' '),
    timestamp: String(Math.floor(now.getTime() / 1000)),
    nonce: randomBytes(8).toString('hex'),
  };
  params.sig = signVonageParams(params, secret!, method);
  try {
    const res = await fetch(`${appUrl}/api/sms/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params),
    });
    console.log(`receipt ${messageId} ${status} → ${res.status} ${await res.text()}`);
  } catch (error) {
    console.log(`receipt ${messageId} ${status} → ${(error as Error).message}`);
  }
}

createServer((req, res) => {
  readParams(req).then(
    (params) => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      if (req.method === 'POST' && path === '/sms/json') {
        const messageId = randomBytes(8).toString('hex').toUpperCase();
        console.log(`sms ${messageId} to +${params.to}: ${params.text}`);
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            'message-count': '1',
            messages: [{ to: params.to, 'message-id': messageId, status: '0' }],
          }),
        );
        if (mode !== 'none') {
          const status = mode;
          setTimeout(() => void sendReceipt(messageId, status, params.to), 2000);
        }
        return;
      }
      if (req.method === 'PUT' && path === '/mode') {
        const next = MODES.find((m) => m === Object.keys(params)[0]);
        if (next) mode = next;
        res.writeHead(next ? 200 : 400).end(`${mode}\n`);
        return;
      }
      if (req.method === 'POST' && path === '/receipt' && params.messageId && params.status) {
        void sendReceipt(params.messageId, params.status);
        res.writeHead(202).end('sending\n');
        return;
      }
      res.writeHead(404).end();
    },
    () => res.writeHead(400).end(),
  );
}).listen(port, '127.0.0.1', () => {
  console.log(`Vonage stand-in on http://127.0.0.1:${port}, receipts to ${appUrl} (${mode})`);
});
