/**
 * Baseline B of bench/api-load: the limit. A plain node:http server doing
 * the necessary work of each endpoint (./work.ts) with no framework at all; the static page is
 * the app's own pre-rendered HTML, gzip-compressed once. Usage (tsx):
 *   tsx bench/baseline/plain.ts <port> pg <DATABASE_URL> | pglite <dir>
 * Env: BASELINE_SECRET (admin cookie key), BASELINE_SMS (SMS outbox file).
 */
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import {
  adminLeads,
  clientIp,
  EMPTY_STATS,
  pgliteSql,
  pgSql,
  register,
  trackPage,
  type Answer,
} from './work';

const [port, kind, target] = process.argv.slice(2);
const sql = kind === 'pg' ? await pgSql(target!) : await pgliteSql(target!);
const secret = process.env.BASELINE_SECRET ?? 'baseline';
const smsFile = process.env.BASELINE_SMS ?? '.data/bench-api-load/sms-plain.jsonl';
const html = await readFile('.next/server/app/privacy-policy.html');
const gzipped = gzipSync(html);

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

function send(res: http.ServerResponse, answer: Answer) {
  const body = answer.body === undefined ? undefined : JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    ...(body && { 'content-type': 'application/json' }),
    ...answer.headers,
  });
  res.end(body);
}

http
  .createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://baseline');
      const ip = clientIp(
        req.headers['x-forwarded-for'] as string | undefined,
        req.socket.remoteAddress ?? '',
      );
      if (req.method === 'POST' && url.pathname === '/api/track-page') {
        return send(
          res,
          await trackPage(sql, await readJson(req), ip, req.headers['user-agent'] ?? ''),
        );
      }
      if (req.method === 'POST' && url.pathname === '/api/leads') {
        return send(res, await register(sql, await readJson(req), ip, smsFile));
      }
      if (req.method === 'GET' && url.pathname === '/api/leads') {
        return send(res, await adminLeads(sql, req.headers.cookie, url.searchParams, secret));
      }
      if (url.pathname === '/api/stats/live') return send(res, { status: 200, body: EMPTY_STATS });
      if (url.pathname === '/static') {
        const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          ...(gzip && { 'content-encoding': 'gzip' }),
        });
        return res.end(gzip ? gzipped : html);
      }
      send(res, { status: 404 });
    } catch (error) {
      console.error(error);
      send(res, { status: 500 });
    }
  })
  .listen(Number(port), '127.0.0.1');
