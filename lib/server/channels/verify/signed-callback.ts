/**
 * Vonage's signed callbacks for Verify v2 (developer.vonage.com, "Signed Webhooks"): the request
 * carries `Authorization: Bearer <JWT>`, HS256 with the account's signature secret, whose claims
 * hold `iat`, a unique `jti` and `payload_hash`, the SHA-256 (hex) of the body. The token's
 * signature is checked by Vonage's own verifier (@vonage/jwt, jsonwebtoken underneath: no
 * "none" algorithm); the header must also name HS256, and the body must hash to the claim.
 */
import 'server-only';
import { createHash, createHmac } from 'node:crypto';
import { verifySignature } from '@vonage/jwt';

/** How old a signed callback may be (Vonage retries an unanswered one for a day). */
export const CALLBACK_MAX_AGE_SEC = 24 * 3600;
/** Clock skew allowed for an `iat` ahead of ours. */
const MAX_AHEAD_SEC = 5 * 60;

export type CallbackSignature =
  | { ok: true; jti: string; issuedAt: Date }
  | { ok: false; reason: 'missing' | 'invalid' | 'stale' };

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** A Bearer token for `body` as Vonage signs it (the stand-in's and the tests' signer). */
export function signCallback(
  body: string,
  secret: string,
  claims: { iat: number; jti: string },
): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      ...claims,
      iss: 'Vonage',
      payload_hash: createHash('sha256').update(body).digest('hex'),
    }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  return `${header}.${payload}.${base64url(signature)}`;
}

function json(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Checks `authorization` (the request's header) against `body` under `secret` at `now`:
 * 'missing' without a Bearer token, 'invalid' for a token not signed so or for another body,
 * 'stale' for an `iat` older than CALLBACK_MAX_AGE_SEC or ahead of the clock.
 */
export function checkCallbackSignature(
  authorization: string | null,
  body: string,
  secret: string,
  now: Date,
): CallbackSignature {
  const token = /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(authorization ?? '');
  if (!token) return { ok: false, reason: 'missing' };
  const [, header, payload, signature] = token as unknown as [string, string, string, string];
  if (json(header)?.alg !== 'HS256') return { ok: false, reason: 'invalid' };
  if (!verifySignature(`${header}.${payload}.${signature}`, secret))
    return { ok: false, reason: 'invalid' };
  const claims = json(payload);
  const hash = createHash('sha256').update(body).digest('hex');
  if (!claims || claims.payload_hash !== hash || typeof claims.jti !== 'string' || !claims.jti)
    return { ok: false, reason: 'invalid' };
  const age = now.getTime() / 1000 - Number(claims.iat);
  if (!(age <= CALLBACK_MAX_AGE_SEC && age >= -MAX_AHEAD_SEC))
    return { ok: false, reason: 'stale' };
  return { ok: true, jti: claims.jti.slice(0, 100), issuedAt: new Date(Number(claims.iat) * 1000) };
}
