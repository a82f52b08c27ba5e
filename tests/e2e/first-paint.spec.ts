/**
 * A public page is on screen before its scripts start (server/scripts-after-paint.mjs, the
 * production server's rewrite): no script chunk is requested before the first contentful
 * paint, and the page still comes alive (its cookie choice works). Resource and paint timing
 * of the browser itself, on a page pre-rendered (`/privacy-policy`), a page regenerated on a
 * timer (`/`) and a German page; each carries its inlined stylesheet once.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

for (const [path, accept] of [
  ['/privacy-policy', 'Accetta tutti'],
  ['/', 'Accetta tutti'],
  ['/krypto-leitfaden-deutsch', 'Alle akzeptieren'],
] as const) {
  test(`${path} requests its scripts only after its first paint, then hydrates`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.getByRole('button', { name: accept }).click();
    await expect(page.getByRole('button', { name: accept })).toBeHidden();
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/_next/static/') && e.name.includes('.js'))
        .map((e) => e.startTime),
    }));
    expect(timing.fcp).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.fcp!);
  });
  test(`${path} carries its inlined stylesheet once`, async ({ request }) => {
    // The head's copy paints; the payload's copy is emptied by the production server
    // (server/stylesheet-once.mjs), also when the build's deployment id tags the href.
    const html = await (await request.get(path)).text();
    const css = /<style data-precedence="[^"]+" data-href="[^"]+">([\s\S]*?)<\/style>/.exec(
      html,
    )?.[1];
    expect(css?.length ?? 0).toBeGreaterThan(1000);
    const fragment = /[\w{}:;.#%-]{40,}/.exec(css!)![0].slice(0, 40);
    expect(html.split(fragment).length - 1).toBe(1);
  });
}

test('a form sent before its scripts have run keeps its fields out of the address, and is sent once they have', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: /accedi/i });
  const phone = form.getByLabel(/^Telefono/);
  await phone.fill('3471234567');
  await phone.press('Enter');
  // The layout's guard holds the submit (lib/browser/submit-guard.ts) instead of the browser
  // sending the fields in a GET to the page.
  await expect
    .poll(() => form.evaluate((f) => (f as { __submitHeld?: boolean }).__submitHeld))
    .toBe(true);
  expect(new URL(page.url()).search).toBe('');

  // Once hydrated, the held submit is sent again: the form checks its fields as on a click.
  release();
  await expect(page.getByText('Il nome deve contenere almeno 2 caratteri')).toBeVisible();
  await expect(phone).toHaveValue('3471234567');
  expect(new URL(page.url()).search).toBe('');
});

test('the code page keeps its place for the form: nothing below it moves when the form comes', async ({
  page,
}) => {
  // The island needs the tab's stored phone, so the server paints a placeholder first.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => {
    window.sessionStorage.setItem('verify-phone', '+393471234567');
    (window as unknown as { shifts: number[] }).shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
        (window as unknown as { shifts: number[] }).shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/verify-sms');
  await expect(page.getByRole('button', { name: 'Verifica' })).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.005);
});

test('the cookie notice shows whole, even when the page arrives in two parts', async ({
  page,
  baseURL,
}) => {
  // A stand-in for a slow network: the page's HTML cut inside the notice, the rest sent once
  // the browser has painted the first part.
  const html = await (await fetch(new URL('/privacy-policy', baseURL))).text();
  const cut = html.indexOf('</h2>', html.indexOf('data-cookie-banner=""')) + 5;
  let release: () => void = () => {};
  const rest = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((req, res) => {
    if (req.url !== '/') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.write(html.slice(0, cut));
    void rest.then(() => res.end(html.slice(cut)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'commit' });
    // Parsed up to the notice's heading (hidden from the accessibility tree while incomplete).
    await expect(page.locator('[data-cookie-banner] h2')).toBeAttached();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    release();
    await expect(page.getByRole('button', { name: 'Accetta tutti' })).toBeVisible();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.005);
  } finally {
    release();
    server.close();
  }
});
