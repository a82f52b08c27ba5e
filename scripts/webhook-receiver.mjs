#!/usr/bin/env node
/**
 * `npm run webhook:receiver [port]`: a local stand-in for the CRM, to watch the
 * signed webhooks the app sends. Point the app at it with
 *   WEBHOOK_URL=http://127.0.0.1:4000/hook WEBHOOK_SECRET=<the same whsec_… secret>
 * Each POST is checked with `standardwebhooks` when WEBHOOK_SECRET is set, printed, and
 * appended as one JSON line to RECEIVER_LOG (default .data/webhooks-received.jsonl):
 * `{at, id, type, verified, status, body}`.
 *
 * To try an outage: `curl -X PUT localhost:4000/mode -d down` answers 503 to every event
 * (`gone` answers 410, `ok` recovers); the app retries on its schedule and the webhooks tab
 * shows each attempt. `GET /received` lists what arrived. `GET /partner…` answers a stand-in
 * page for the partner broker (the e2e suite's PARTNER_BROKER_URL).
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { guardedHandler } from './support/guarded-handler.mjs';
import { readBody } from './support/read-body.mjs';

const port = Number(process.argv[2] ?? process.env.RECEIVER_PORT ?? 4000);
const logFile = process.env.RECEIVER_LOG ?? '.data/webhooks-received.jsonl';
const secret = process.env.WEBHOOK_SECRET;
const verifier = secret ? new Webhook(secret) : null;
const STATUS = { ok: 200, down: 503, gone: 410 };
let mode = 'ok';
const received = [];

/** Answers one request; throws when its body cannot be read (the sender went away). */
async function handle(req, res) {
  const body = await readBody(req);
  if (req.method === 'PUT' && req.url === '/mode') {
    if (!(body.trim() in STATUS)) return void res.writeHead(400).end('ok | down | gone');
    mode = body.trim();
    console.log(`mode: ${mode}`);
    return void res.writeHead(204).end();
  }
  if (req.method === 'GET' && req.url === '/received') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify(received));
  }
  if (req.method === 'GET' && req.url.startsWith('/partner')) {
    // A stand-in for the partner broker's page, the target of /go/partner in the e2e suite.
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return void res.end('<!doctype html><title>Partner broker</title><h1>Partner broker</h1>');
  }
  if (req.method !== 'POST') return void res.writeHead(405).end();
  let verified = null;
  if (verifier) {
    try {
      verifier.verify(body, req.headers);
      verified = true;
    } catch {
      verified = false;
    }
  }
  let parsed = null;
  try {
    parsed = JSON.parse(body);
  } catch {
    // kept as null: the app only sends JSON
  }
  const status = verified === false ? 401 : STATUS[mode];
  const entry = {
    at: new Date().toISOString(),
    id: req.headers['webhook-id'] ?? null,
    type: parsed?.type ?? null,
    verified,
    status,
    body: parsed,
  };
  received.push(entry);
  mkdirSync(dirname(logFile), { recursive: true });
  appendFileSync(logFile, `${JSON.stringify(entry)}\n`);
  console.log(`${entry.at} ${entry.type} ${entry.id} signature=${verified ?? 'none'} -> ${status}`);
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ received: status < 300 }));
}

createServer(guardedHandler(handle)).listen(port, '127.0.0.1', () => {
  console.log(`webhook receiver on http://127.0.0.1:${port}/hook (log: ${logFile})`);
});
