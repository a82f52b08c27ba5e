#!/usr/bin/env node
/**
 * `npm run meta:standin [port]`: a local stand-in for Meta's Graph API, to watch the
 * Conversions API events the app sends and to serve the Marketing API's ad spend. Start the
 * app with
 *   META_GRAPH_URL=http://127.0.0.1:4100 META_CAPI_ACCESS_TOKEN=<any 20+ characters>
 *   META_PIXEL_ID=123456789012345
 *   META_ADS_ACCESS_TOKEN=<any 20+ characters> META_AD_ACCOUNT_ID=1234567890
 * `POST /{version}/{pixel}/events` is checked as Meta would (a token, a `data` list, each
 * event with event_name, event_time within 7 days, an action_source Meta knows, user_data
 * whose em, ph, fn, ln and country are SHA-256 hex; a website event with its page and user
 * agent; a Purchase with value and currency), printed, appended as one JSON line to
 * STANDIN_LOG (default .data/meta-events-received.jsonl), and answered `{events_received,
 * messages, fbtrace_id}` or with a Graph API error.
 * `GET /{version}/act_{id}/insights` serves daily spend in pages with Meta's rate-limit
 * headers (scripts/support/meta-insights-standin.mjs: its data, `PUT /insights` to set it).
 *
 * To try failures: `curl -X PUT localhost:4100/mode -d down` answers 503 (retried), `invalid`
 * a 400 invalid-parameter error and `token` a 400 expired-token error (both fail at once),
 * `busy` reports 80 % rate-limit usage on insights, `throttled` refuses the next two insights
 * requests with a rate-limit error, `ok` recovers. `GET /received` lists the events that
 * arrived, `GET /insights-requests` the insights requests.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname } from 'node:path';
import { guardedHandler } from './support/guarded-handler.mjs';
import { readBody } from './support/read-body.mjs';
import { createInsights } from './support/meta-insights-standin.mjs';

const port = Number(process.argv[2] ?? process.env.STANDIN_PORT ?? 4100);
const logFile = process.env.STANDIN_LOG ?? '.data/meta-events-received.jsonl';
const MODES = ['ok', 'down', 'invalid', 'token', 'busy', 'throttled'];
/** Meta's action_source values; a website event needs its page and user agent. */
const ACTION_SOURCES = [
  'website',
  'email',
  'app',
  'phone_call',
  'chat',
  'physical_store',
  'system_generated',
  'business_messaging',
  'other',
];
const HASHED = ['em', 'ph', 'fn', 'ln', 'country'];
let mode = 'ok';
const received = [];
const insights = createInsights();

const graphError = (message, code, extra = {}) => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: trace(), ...extra },
});
const trace = () => randomBytes(8).toString('base64url');

/** What is wrong with one event as Meta reads it, or null. */
function problemOf(event, now) {
  if (typeof event?.event_name !== 'string') return 'event_name is missing';
  if (!Number.isInteger(event.event_time)) return 'event_time must be a Unix time in seconds';
  if (now / 1000 - event.event_time > 7 * 86_400) return 'event_time is more than 7 days ago';
  if (!ACTION_SOURCES.includes(event.action_source)) return 'action_source is not one Meta knows';
  const web = event.action_source === 'website';
  if (web && typeof event.event_source_url !== 'string')
    return 'event_source_url is required on web';
  if (event.event_name === 'Purchase') {
    const custom = event.custom_data ?? {};
    if (typeof custom.value !== 'number' || !/^[A-Z]{3}$/.test(custom.currency ?? ''))
      return 'a Purchase needs custom_data.value and currency';
  }
  const user = event.user_data;
  if (!user || typeof user !== 'object') return 'user_data is missing';
  for (const key of HASHED) {
    const values = user[key];
    if (values === undefined) continue;
    if (!Array.isArray(values) || !values.every((v) => /^[0-9a-f]{64}$/.test(v)))
      return `user_data.${key} must be SHA-256 hex`;
  }
  if (web && !user.client_user_agent) return 'client_user_agent is required on web';
  return null;
}

/** The answer to one POST: status and JSON body. */
function answer(path, body, now) {
  if (!/^\/v\d+\.\d+\/\d+\/events$/.test(path)) return [404, graphError('Unknown path', 803)];
  if (mode === 'down')
    return [503, graphError('Service temporarily unavailable', 2, { is_transient: true })];
  if (mode === 'token' || typeof body?.access_token !== 'string')
    return [400, graphError('Error validating access token: Session has expired', 190)];
  if (!Array.isArray(body.data) || body.data.length === 0)
    return [400, graphError('(#100) The parameter data is required', 100)];
  if (mode === 'invalid') return [400, graphError('(#100) Invalid parameter', 100)];
  for (const event of body.data) {
    const problem = problemOf(event, now);
    if (problem) return [400, graphError(`(#100) ${problem}`, 100, { is_transient: false })];
  }
  return [200, { events_received: body.data.length, messages: [], fbtrace_id: trace() }];
}

/** Answers one request; throws when its body cannot be read (the sender went away). */
async function handle(req, res) {
  const text = await readBody(req);
  const path = new URL(req.url, 'http://standin').pathname;
  if (req.method === 'PUT' && path === '/mode') {
    if (!MODES.includes(text.trim())) return void res.writeHead(400).end(MODES.join(' | '));
    mode = text.trim();
    insights.onMode(mode);
    console.log(`mode: ${mode}`);
    return void res.writeHead(204).end();
  }
  if (req.method === 'GET' && path === '/received') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify(received));
  }
  if (req.method === 'GET' && path === '/insights-requests') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify(insights.requests));
  }
  if (req.method === 'PUT' && path === '/insights') {
    try {
      insights.setData(JSON.parse(text));
    } catch {
      return void res.writeHead(400).end('a JSON body {rows, pageSize?, currency?}');
    }
    return void res.writeHead(204).end();
  }
  if (req.method === 'GET' && /^\/v\d+\.\d+\/act_\d+\/insights$/.test(path)) {
    const url = new URL(req.url, `http://${req.headers.host}`);
    const [status, reply, headers] = insights.answer(
      url,
      mode,
      req.headers.authorization,
      `http://${req.headers.host}`,
    );
    const level = url.searchParams.get('level');
    console.log(
      `${new Date().toISOString()} ${status} insights level=${level} rows=${reply.data?.length ?? 0}`,
    );
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    return void res.end(JSON.stringify(reply));
  }
  if (req.method !== 'POST') return void res.writeHead(405).end();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // answered as a request without a token or data, as Graph would
  }
  const [status, reply] = answer(path, body, Date.now());
  const { access_token: _token, ...shown } = body ?? {};
  const entry = { at: new Date().toISOString(), path, status, body: shown, reply };
  received.push(entry);
  mkdirSync(dirname(logFile), { recursive: true });
  appendFileSync(logFile, `${JSON.stringify(entry)}\n`);
  for (const event of shown.data ?? []) {
    console.log(
      `${entry.at} ${status} ${event.event_name} ${event.event_id ?? '(no event_id)'}` +
        `${shown.test_event_code ? ` test=${shown.test_event_code}` : ''}\n` +
        JSON.stringify(event, null, 2),
    );
  }
  if (status !== 200) console.log(`${entry.at} ${status} ${reply.error?.message}`);
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(reply));
}

createServer(guardedHandler(handle)).listen(port, '127.0.0.1', () => {
  console.log(
    `Meta Graph API stand-in on http://127.0.0.1:${port} (mode ${mode}); log: ${logFile}`,
  );
});
