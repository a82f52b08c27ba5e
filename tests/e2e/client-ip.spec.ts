/**
 * The client address against the production server (server/index.mjs; docs/decisions.md §6): with
 * TRUSTED_PROXY_HOPS=0 it is the TCP peer's, even when the peer (here loopback) is in
 * TRUSTED_PROXIES, so a forged X-Forwarded-For on every request does not escape a per-IP cap.
 * (The trusted-proxy walk for N > 0 is covered by tests/unit/client-ip.test.ts.) POST /api/track-page allows 120 calls per IP per minute
 * (lib/server/tracking/visitors.ts); 130 calls from here, each claiming another address, must meet
 * the cap.
 */
import { expect, test } from '@playwright/test';

const CAP = 120;
const CALLS = 130;
/** Not a bot (isbot), or the endpoint answers 204 without counting. */
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('a forged X-Forwarded-For per request does not escape the per-IP cap', async ({
  request,
  baseURL,
}) => {
  const statuses: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const response = await request.post('/api/track-page', {
      headers: {
        origin: baseURL!,
        'content-type': 'application/json',
        'user-agent': BROWSER_UA,
        'x-forwarded-for': `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      },
      data: { sessionId: `sess_forged_xff_${String(i).padStart(4, '0')}`, page: '/' },
    });
    statuses.push(response.status());
  }
  // Only 204 (counted) and 429 (over the cap); every call past the cap is refused.
  expect(statuses.filter((s) => s !== 204 && s !== 429)).toEqual([]);
  expect(statuses.slice(CAP)).toEqual(Array(CALLS - CAP).fill(429));
});
