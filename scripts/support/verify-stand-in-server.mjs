/**
 * A stand-in for Vonage Verify v2 (the server behind `npm run verify:stand-in`, also started by
 * the integration tests): the request, check, next-workflow and cancel endpoints at Vonage's
 * paths with Vonage's JSON, a clock of its own, and modes for a channel that fails, a slow
 * channel and a fraud block. What a channel "sends" is appended as one JSON line to the outbox
 * file, `{at, request_id, channel, to, code, locale, status}`, status 'delivered' or 'failed'
 * (a failed line has no code): that is where a person or a test reads the code.
 *
 * Steps follow Vonage's rules: one channel at a time, the next after `channel_timeout` seconds,
 * the request expired after the last; a running request for a number refuses another (409).
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { createHash, createHmac, randomInt, randomUUID } from 'node:crypto';
import { dirname } from 'node:path';
import { readBody } from './read-body.mjs';

const CHANNELS = new Set(['whatsapp', 'sms', 'voice']);
/** Wrong codes a request takes before Verify ends it (410). */
const MAX_WRONG_CODES = 5;

/** What a request costs here, per channel reached (a stand-in's figures, not Vonage's). */
const PRICE = { whatsapp: 0.03, sms: 0.07, voice: 0.12 };

/** A Bearer token for `body` as Vonage signs callbacks (HS256, payload_hash of the body). */
function signCallback(body, secret) {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    iat: Math.floor(Date.now() / 1000),
    jti: randomUUID(),
    iss: 'Vonage',
    payload_hash: createHash('sha256').update(body).digest('hex'),
  };
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** An RFC 7807 answer as Vonage gives it. */
const problem = (status, title, detail, extra = {}) => ({
  status,
  body: { type: 'https://developer.vonage.com/api-errors', title, detail, ...extra },
});

/**
 * Starts the stand-in on 127.0.0.1:`port` (0: any free port). `outbox`: the JSONL file the
 * channels write to. `modes`: `fail` (channels that never deliver), `slow` (channels that
 * deliver `slowSeconds` late, default 60), `fraud` (every new request blocked, 403), `down`
 * (every Verify endpoint answers 503); changed
 * later with setModes or `PUT /_stand-in/mode` (the same JSON). Resolves to
 * `{ url, requests, checks, setModes, advance, close }`: `advance(s)` moves the stand-in's clock `s`
 * seconds on (also `POST /_stand-in/advance {"seconds": s}`), running the steps then due.
 * Callbacks, as Verify sends them (an `event` per channel reached, a `summary` with the price at
 * the end), signed with `signatureSecret`, go to `callback(body, authorization)` when given,
 * else are POSTed to `callbackUrl` when set.
 */
export async function startVerifyStandIn({
  port = 0,
  outbox,
  modes = {},
  log = () => {},
  callbackUrl,
  signatureSecret = '',
  callback,
}) {
  const state = { fail: [], slow: [], slowSeconds: 60, fraud: false, down: false };
  const setModes = (next) => Object.assign(state, next);
  setModes(modes);
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;
  /** request_id → the request as Verify holds it. */
  const requests = new Map();
  /** Every code check, oldest first: `{ request_id, status }` (the HTTP status answered). */
  const checks = [];

  function write(entry) {
    mkdirSync(dirname(outbox), { recursive: true });
    appendFileSync(outbox, `${JSON.stringify({ at: new Date(now()).toISOString(), ...entry })}\n`);
  }

  function sendCallback(payload) {
    const body = JSON.stringify(payload);
    const authorization = `Bearer ${signCallback(body, signatureSecret)}`;
    if (callback) return void callback(body, authorization);
    if (!callbackUrl) return;
    const headers = { 'content-type': 'application/json', authorization };
    fetch(callbackUrl, { method: 'POST', headers, body }).then(
      (res) => log(`callback ${payload.type} → ${res.status}`),
      (error) => log(`callback ${payload.type} failed: ${error.message}`),
    );
  }

  /** Ends `request` with `status` and sends its summary. */
  function finish(request, status) {
    request.status = status;
    const reached = request.workflow.filter((step) => step.sent);
    const at = new Date(now()).toISOString();
    sendCallback({
      request_id: request.id,
      submitted_at: new Date(request.submittedAt).toISOString(),
      finalized_at: at,
      status,
      type: 'summary',
      channel_timeout: request.channelTimeout,
      workflow: request.workflow.map((step, i) => ({
        channel: step.channel,
        initiated_at: step.sent ? at : null,
        status: !step.sent
          ? 'unused'
          : status === 'completed' && i === request.step
            ? 'completed'
            : step.failed
              ? 'failed'
              : 'expired',
      })),
      price: reached.reduce((sum, step) => sum + PRICE[step.channel], 0).toFixed(8),
      client_ref: request.clientRef,
    });
  }

  /** Sends each request's current step when due and moves on after each channel's timeout. */
  function tick() {
    for (const request of requests.values()) {
      while (request.status === 'in_progress') {
        const step = request.workflow[request.step];
        const slowMs = state.slow.includes(step.channel) ? state.slowSeconds * 1000 : 0;
        if (!step.sent && now() >= request.stepStartedAt + slowMs) {
          step.sent = true;
          const failed = state.fail.includes(step.channel);
          step.failed = failed;
          write({
            request_id: request.id,
            channel: step.channel,
            to: step.to,
            code: failed ? null : request.code,
            locale: request.locale,
            status: failed ? 'failed' : 'delivered',
          });
          log(`${request.id} ${step.channel} → ${step.to}: ${failed ? 'failed' : request.code}`);
          sendCallback({
            request_id: request.id,
            triggered_at: new Date(now()).toISOString(),
            type: 'event',
            channel: step.channel,
            status: failed ? 'failed' : 'completed',
            client_ref: request.clientRef,
          });
        }
        const endsAt = request.stepStartedAt + request.channelTimeout * 1000;
        if (now() < endsAt) break;
        if (request.step + 1 >= request.workflow.length) finish(request, 'expired');
        else {
          request.step += 1;
          request.stepStartedAt = endsAt;
        }
      }
    }
  }

  function startRequest(body, authorized) {
    if (!authorized)
      return problem(401, 'Unauthorized', 'You did not provide correct credentials.');
    const workflow = Array.isArray(body?.workflow) ? body.workflow : [];
    const valid =
      typeof body?.brand === 'string' &&
      workflow.length > 0 &&
      workflow.every((s) => CHANNELS.has(s?.channel) && /^\d{6,15}$/.test(String(s?.to)));
    if (!valid) return problem(422, 'Invalid params', 'One or more parameters are invalid.');
    if (state.fraud) return problem(403, 'Forbidden', 'Request blocked by fraud protection.');
    const to = String(workflow[0].to);
    const running = [...requests.values()].find((r) => r.status === 'in_progress' && r.to === to);
    if (running) {
      const detail = 'Concurrent verifications to the same number are not allowed.';
      return problem(409, 'Conflict', detail, { request_id: running.id });
    }
    const length = Number(body.code_length ?? 4);
    const request = {
      id: randomUUID(),
      to,
      brand: body.brand,
      locale: body.locale ?? 'en-us',
      clientRef: body.client_ref ?? null,
      channelTimeout: Number(body.channel_timeout ?? 300),
      code: String(body.code ?? randomInt(0, 10 ** length)).padStart(length, '0'),
      workflow: workflow.map((s) => ({ channel: s.channel, to: String(s.to), sent: false })),
      step: 0,
      submittedAt: now(),
      stepStartedAt: now(),
      wrong: 0,
      status: 'in_progress',
    };
    requests.set(request.id, request);
    tick();
    return { status: 202, body: { request_id: request.id } };
  }

  const notFound = (id) =>
    problem(404, 'Not Found', `Request '${id}' was not found or it has been verified already.`);

  function checkCode(request, id, body) {
    if (!request || request.status !== 'in_progress') return notFound(id);
    if (String(body?.code ?? '') === request.code) {
      finish(request, 'completed');
      return { status: 200, body: { request_id: id, status: 'completed' } };
    }
    request.wrong += 1;
    if (request.wrong >= MAX_WRONG_CODES) {
      finish(request, 'failed');
      return problem(410, 'Gone', 'An incorrect code has been provided too many times.');
    }
    return problem(400, 'Invalid Code', 'The code you provided does not match the expected value.');
  }

  /** Answers one request; throws when its body cannot be read (the caller went away). */
  async function handle(req, res) {
    const raw = await readBody(req);
    let body = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = null;
    }
    tick();
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const authorized = /^Bearer \S+/.test(req.headers.authorization ?? '');
    const match = /^\/v2\/verify\/([\w-]+)(\/next_workflow)?$/.exec(path);
    const request = match ? requests.get(match[1]) : undefined;
    let answer;
    if (req.method === 'POST' && path === '/v2/verify') answer = startRequest(body, authorized);
    else if (req.method === 'PUT' && path === '/_stand-in/mode') {
      setModes(body ?? {});
      answer = { status: 200, body: state };
    } else if (req.method === 'POST' && path === '/_stand-in/advance') {
      advance(Number(body?.seconds ?? 0));
      answer = { status: 200, body: { now: new Date(now()).toISOString() } };
    } else if (req.method === 'GET' && path === '/_stand-in/requests') {
      answer = { status: 200, body: [...requests.values()] };
    } else if (state.down && path.startsWith('/v2/'))
      answer = problem(503, 'Service Unavailable', 'Try again later.');
    else if (!match) answer = problem(404, 'Not Found', 'No such endpoint.');
    else if (!authorized) answer = problem(401, 'Unauthorized', 'Missing credentials.');
    else if (req.method === 'POST' && match[2]) {
      if (!request || request.status !== 'in_progress') answer = notFound(match[1]);
      else if (request.step + 1 >= request.workflow.length)
        answer = problem(409, 'Conflict', 'There are no more workflows.');
      else {
        request.step += 1;
        request.stepStartedAt = now();
        tick();
        answer = { status: 200, body: {} };
      }
    } else if (req.method === 'POST') {
      answer = checkCode(request, match[1], body);
      checks.push({ request_id: match[1], status: answer.status });
    } else if (req.method === 'DELETE') {
      if (!request || request.status !== 'in_progress') answer = notFound(match[1]);
      else {
        request.status = 'cancelled';
        answer = { status: 204 };
      }
    } else answer = problem(405, 'Method Not Allowed', 'Not allowed here.');
    if (answer.body === undefined) return void res.writeHead(answer.status).end();
    const type = answer.status >= 400 ? 'application/problem+json' : 'application/json';
    res.writeHead(answer.status, { 'content-type': type }).end(JSON.stringify(answer.body));
  }

  function advance(seconds) {
    offsetMs += seconds * 1000;
    tick();
  }

  // A caller that gives up mid-request must not take the stand-in down with an unhandled
  // rejection: that request is dropped, the rest go on.
  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      log(`request dropped: ${error.message}`);
      if (!res.headersSent) res.writeHead(400);
      res.end();
    });
  });
  // The steps of a request nobody asks about still run on the real clock.
  const timer = setInterval(tick, 1000);
  timer.unref();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  const close = () => {
    clearInterval(timer);
    return new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
  };
  return { url, requests, checks, setModes, advance, close };
}
