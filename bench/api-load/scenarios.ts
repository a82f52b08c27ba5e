/**
 * The endpoints bench/api-load.ts loads: path, method and how each request is
 * made distinct. Every request carries its own client address (X-Forwarded-For, one trusted
 * hop) so that no per-IP cap refuses it; registrations and visitor sessions are new each time.
 */
import type autocannon from 'autocannon';

/** The app, the app as built in another checkout (--before), and the two baselines. */
export type ServerKind = 'app' | 'before' | 'next' | 'node';

/** Whether `kind` runs the product (this checkout's build or --before's). */
export const isApp = (kind: ServerKind) => kind === 'app' || kind === 'before';

const UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

let seq = 0;

const ipOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** One endpoint's load: path and how each request is made distinct. */
export function scenario(
  name: string,
  kind: ServerKind,
  cookie: string,
): autocannon.Options['requests'] {
  const json = { 'content-type': 'application/json', 'user-agent': UA };
  switch (name) {
    case 'register':
      return [
        {
          method: 'POST',
          path: '/api/leads',
          setupRequest: (req) => {
            const n = ++seq;
            const digits = String(n).padStart(7, '0');
            return {
              ...req,
              headers: { ...json, 'x-forwarded-for': ipOf(n) },
              body: JSON.stringify({
                firstName: 'Carico',
                lastName: 'Prova',
                email: `load${n}@example.it`,
                phone: `+39347${digits}`,
                password: 'segreta1',
                experience: 'principiante',
                privacyAccepted: true,
              }),
            };
          },
        },
      ];
    case 'track':
      return [
        {
          method: 'POST',
          path: '/api/track-page',
          setupRequest: (req) => {
            const n = ++seq;
            return {
              ...req,
              headers: { ...json, 'x-forwarded-for': ipOf(n) },
              body: JSON.stringify({
                sessionId: `load-session-${n}`,
                page: '/prelander?campaign=FB_LOAD',
              }),
            };
          },
        },
      ];
    case 'stats':
      return [
        {
          method: 'GET',
          path: '/api/stats/live?variant=PL_TRADING_NEW',
          headers: { 'user-agent': UA },
        },
      ];
    case 'admin':
      return [{ method: 'GET', path: '/api/leads?page=1', headers: { cookie, 'user-agent': UA } }];
    default:
      return [
        {
          method: 'GET',
          path: isApp(kind) ? '/privacy-policy' : '/static',
          headers: { 'accept-encoding': 'gzip, deflate, br', 'user-agent': UA },
        },
      ];
  }
}
