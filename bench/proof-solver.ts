/**
 * The app's proof of work solved outside a browser, as the pages' widget solves it
 * (altcha-lib's solveChallenge, the widget's payload: base64 of { challenge, solution }), for
 * every script that posts the shielded forms over HTTP or in-process: the benches, the
 * deployment smoke and the tests (lib/server/leads/form-shield.ts says what is shielded).
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ProofChallengeResponse } from '../lib/contracts/proof';

/** Routes that refuse a POST without a proof of work (and, for /api/leads, a fill time). */
export const SHIELDED_ROUTES: ReadonlySet<string> = new Set([
  '/api/leads',
  '/api/resend-sms',
  '/api/auth/login',
]);

/** The widget's payload for `challenge` solved with `solution`: the value of `altcha`. */
export function proofPayload(
  challenge: ProofChallengeResponse,
  solution: { counter: number; derivedKey: string },
): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Solves `challenge`; throws when it cannot (altcha-lib's 90 s timeout). */
export async function solve(challenge: ProofChallengeResponse): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('proof of work not solved');
  return proofPayload(challenge, solution);
}

/** A challenge from the server at `base` (GET /api/altcha/challenge). */
export async function fetchChallenge(base: string): Promise<ProofChallengeResponse> {
  const response = await fetch(`${base}/api/altcha/challenge`);
  if (response.status !== 200) throw new Error(`challenge answered ${response.status}`);
  return (await response.json()) as ProofChallengeResponse;
}

/**
 * `body` as the app's pages send it to `path`: for a POST to a shielded route, a proof solved
 * from `challenge()` and, for a registration, a person's fill time, each unless the body names
 * it already. Anything else passes unchanged.
 */
export async function asFromPage(
  method: string,
  path: string,
  body: unknown,
  challenge: () => Promise<ProofChallengeResponse>,
): Promise<unknown> {
  const route = path.split('?')[0]!;
  if (method !== 'POST' || !SHIELDED_ROUTES.has(route)) return body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  return {
    ...(route === '/api/leads' && !('fillMs' in record) ? { fillMs: 5_000 } : {}),
    ...record,
    ...('altcha' in record ? {} : { altcha: await solve(await challenge()) }),
  };
}

/**
 * `send`s `body` as the page would (asFromPage); when the server refuses the added proof (403:
 * issued cheaper than a surge that began meanwhile, by another replica's reading), solves a
 * new one and sends again, `tries` times in all.
 */
export async function sendAsFromPage<R extends { status: number }>(
  method: string,
  path: string,
  body: unknown,
  challenge: () => Promise<ProofChallengeResponse>,
  send: (body: unknown) => Promise<R>,
  tries = 3,
): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    const sent = await asFromPage(method, path, body, challenge);
    const answer = await send(sent);
    if (answer.status !== 403 || sent === body || attempt >= tries) return answer;
  }
}

/**
 * fetch(`${base}${path}`) with a JSON `body` as the app's pages send it (sendAsFromPage: a
 * shielded form carries its solved proof, solved from this server's challenges).
 */
export function fetchAsFromPage(
  base: string,
  path: string,
  init: {
    method: string;
    body?: unknown;
    headers?: Record<string, string>;
    redirect?: RequestRedirect;
  },
): Promise<Response> {
  return sendAsFromPage(
    init.method,
    path,
    init.body,
    () => fetchChallenge(base),
    (sent) =>
      fetch(`${base}${path}`, {
        method: init.method,
        redirect: init.redirect,
        headers: {
          ...(sent !== undefined ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        body: sent !== undefined ? JSON.stringify(sent) : undefined,
      }),
  );
}
