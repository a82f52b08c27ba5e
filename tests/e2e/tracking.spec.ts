/**
 * Visitor tracking in a real browser (docs/product.md §4 "Visitor session", §7): the first view
 * posts the full record, a client-side page change posts the page, a 30 s heartbeat repeats
 * it, and leaving sends a sendBeacon. No geolocation or other third-party call is made.
 */
import { expect, test, type Page, type Request } from '@playwright/test';

const isTrack = (path: string) => (r: Request) =>
  r.method() === 'POST' && new URL(r.url()).pathname === path;

/** Every request the page makes to a host other than the site. */
function thirdParty(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith('http') && new URL(r.url()).hostname !== 'localhost') seen.push(r.url());
  });
  return seen;
}

test('first view posts the full record with a stored session id, server answers 204', async ({
  page,
}) => {
  const seen = thirdParty(page);
  const first = page.waitForRequest(isTrack('/api/track-visitor'));
  await page.goto('/?cid=FB_AD_07');
  const request = await first;
  const sessionId = await page.evaluate(() => localStorage.getItem('visitor_session_id'));
  expect(sessionId).toMatch(/^[\w-]{8,64}$/);
  expect(request.postDataJSON()).toEqual({
    sessionId,
    currentPage: '/?cid=FB_AD_07',
    referrer: 'Direct',
  });
  expect((await request.response())?.status()).toBe(204);
  expect(JSON.stringify(request.postDataJSON())).not.toMatch(/country|city|region/);

  // The session id is reused on the next full load.
  const again = page.waitForRequest(isTrack('/api/track-visitor'));
  await page.reload();
  expect((await again).postDataJSON().sessionId).toBe(sessionId);
  expect(seen).toEqual([]);
});

test('a client-side page change posts only the page', async ({ page }) => {
  const visitorCalls: Request[] = [];
  page.on('request', (r) => isTrack('/api/track-visitor')(r) && visitorCalls.push(r));
  await page.goto('/');
  await expect.poll(() => visitorCalls.length).toBe(1);
  await page.getByRole('button', { name: 'Rifiuta tutti' }).click();
  const change = page.waitForRequest(isTrack('/api/track-page'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await page.waitForURL('**/privacy-policy');
  const body = (await change).postDataJSON();
  expect(body).toEqual({
    sessionId: await page.evaluate(() => localStorage.getItem('visitor_session_id')),
    page: '/privacy-policy',
  });
  expect(visitorCalls).toHaveLength(1); // no second full record for a client-side change
});

test('a heartbeat repeats the page every 30 seconds', async ({ page }) => {
  await page.clock.install();
  const beats: Request[] = [];
  page.on('request', (r) => isTrack('/api/track-page')(r) && beats.push(r));
  const first = page.waitForResponse((r) => isTrack('/api/track-visitor')(r.request()));
  await page.goto('/cookie-policy');
  await first;
  expect(beats).toHaveLength(0);
  await page.clock.runFor(29_000);
  expect(beats).toHaveLength(0);
  await page.clock.runFor(1_000);
  await expect.poll(() => beats.length).toBe(1);
  expect(beats[0]!.postDataJSON()).toMatchObject({ page: '/cookie-policy' });
  await page.clock.runFor(30_000);
  await expect.poll(() => beats.length).toBe(2);
});

test('leaving the page sends a sendBeacon leave signal that the server accepts', async ({
  page,
}) => {
  // Playwright does not report sendBeacon requests, so the call is logged to localStorage.
  await page.addInitScript(() => {
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const sent = original(url, data);
      localStorage.setItem('beacon-log', JSON.stringify({ url, data: String(data), sent }));
      return sent;
    };
  });
  // Waited for from before the navigation: the visit can be recorded before goto returns.
  const tracked = page.waitForResponse((r) => isTrack('/api/track-visitor')(r.request()));
  await page.goto('/cookie-policy');
  await tracked;
  const sessionId = await page.evaluate(() => localStorage.getItem('visitor_session_id'));
  await page.goto('about:blank');
  await page.goto('/privacy-policy');
  const log = JSON.parse((await page.evaluate(() => localStorage.getItem('beacon-log')))!);
  expect(log).toMatchObject({ url: '/api/track-page', sent: true });
  expect(JSON.parse(log.data)).toEqual({ sessionId, page: '', isActive: false });

  // The same text/plain body, as sendBeacon sends it, is accepted by the server.
  const response = await page.request.post('/api/track-page', {
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    data: log.data,
  });
  expect(response.status()).toBe(204);
});
