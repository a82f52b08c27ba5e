/**
 * Unsubscribe links for non-transactional email (RFC 2369 List-Unsubscribe,
 * RFC 8058 one-click). The token is an HMAC of the lead's public id under the app secret, so
 * a link works without a session and cannot be forged for another lead.
 */
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/env';
import { authSecret } from '../auth/secret';

/** The token for lead `publicId` (base64url, 43 characters). */
export function unsubscribeToken(publicId: string): string {
  return createHmac('sha256', authSecret()).update(`unsubscribe:${publicId}`).digest('base64url');
}

/** Whether `token` belongs to `publicId` (constant-time). */
export function isUnsubscribeToken(publicId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(publicId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The absolute unsubscribe address for lead `publicId`. */
export function unsubscribeUrl(publicId: string): string {
  const url = new URL('/api/unsubscribe', env.SITE_URL);
  url.searchParams.set('lead', publicId);
  url.searchParams.set('token', unsubscribeToken(publicId));
  return url.toString();
}

/** Headers that make mail clients offer a one-click unsubscribe. */
export function unsubscribeHeaders(publicId: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(publicId)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
