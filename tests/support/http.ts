/**
 * Calls a route handler the way Next does, with a NextRequest and route params; reads a CSV
 * response.
 */
import { NextRequest } from 'next/server';
import { asFromPage } from './proof';

type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  ip?: string;
  cookie?: string;
  method?: string;
  /**
   * false: send `body` as it is. By default a POST to a route behind the form shield
   * (registration, resend, lead login) gets what the page adds, a solved proof of work and a
   * fill time, unless the body names them (./proof.ts asFromPage).
   */
  asPage?: boolean;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  json: T;
  headers: Headers;
  /** The name=value part of a Set-Cookie header, if any. */
  cookie?: string;
}

/**
 * Calls `handler` for `path`. A body the page would add a proof of work to gets one (asPage),
 * and, as the page does, a new one once when the server refuses it (403 proof_invalid: a
 * surge of the prefix's SMS began between the proof's issue and its check).
 */
export async function call<T = Record<string, any>>(
  handler: Handler,
  path: string,
  opts: CallOptions = {},
): Promise<CallResult<T>> {
  const hasBody = opts.body !== undefined || opts.rawBody !== undefined;
  const method = opts.method ?? (hasBody ? 'POST' : 'GET');
  for (let attempt = 1; ; attempt++) {
    const body = opts.asPage === false ? opts.body : await asFromPage(method, path, opts.body);
    const result = await callOnce<T>(handler, path, method, body, opts);
    const refused = (result.json as { error?: { code?: string } }).error?.code === 'proof_invalid';
    if (!refused || body === opts.body || attempt >= 2) return result;
  }
}

async function callOnce<T>(
  handler: Handler,
  path: string,
  method: string,
  body: unknown,
  opts: CallOptions,
): Promise<CallResult<T>> {
  const request = new NextRequest(`http://localhost:3000${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': opts.ip ?? '203.0.113.7',
      host: 'localhost:3000',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...opts.headers,
    },
    body: opts.rawBody ?? (body !== undefined ? JSON.stringify(body) : undefined),
  });
  const response = await handler(request, { params: Promise.resolve(opts.params ?? {}) });
  const text = await response.text();
  const setCookie = response.headers.get('set-cookie');
  return {
    status: response.status,
    json: (text ? JSON.parse(text) : {}) as T,
    headers: response.headers,
    cookie: setCookie?.split(';')[0],
  };
}

/** A CSV response read whole: its bytes, its text, and its lines without the BOM. */
export async function readCsv(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  return {
    bytes,
    text,
    lines: text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n'),
  };
}
