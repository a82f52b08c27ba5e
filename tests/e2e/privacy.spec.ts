/**
 * No personal data in URLs (README "Security"), in a real browser with analytics and marketing
 * granted: the whole journey (landing form → /verify-sms → code from the SMS outbox → student
 * area → another page) and an old `/verify-sms?phone=…` link. Every request to GA4 or Meta
 * (address and body), every address the tab shows, the Referer of every request and every
 * same-origin API address are recorded and searched for the phone (E.164, digits, national)
 * and the email (also URL-encoded). The server's log is not readable from here: the
 * integration test tests/integration/privacy.test.ts checks it.
 *
 * GA4's and Meta's scripts are replaced by small stand-ins that send what the real ones send
 * from the data this app controls: GA4 a hit per `event` with `dl` = the event's
 * page_location, else the address; the pixel a hit per `track` with `dl` = the address; both
 * also on every history change, as their automatic page views do.
 */
import { expect, test, type Page } from '@playwright/test';
import { codeFor, uniquePhone } from './outbox';
import { register } from './register';

const THIRD_PARTY = /googletagmanager\.com|google-analytics\.com|facebook\.(net|com)/;

const GTAG_STANDIN = `(function () {
  var dl = (window.dataLayer = window.dataLayer || []);
  function hit(name, params) {
    params = params || {};
    new Image().src = 'https://www.google-analytics.com/g/collect?v=2&en=' +
      encodeURIComponent(name) + '&dl=' + encodeURIComponent(params.page_location || location.href) +
      '&dr=' + encodeURIComponent(params.page_referrer || document.referrer);
  }
  function read(entry) {
    var args = Array.prototype.slice.call(entry);
    if (args[0] === 'event') hit(args[1], args[2]);
  }
  for (var i = 0; i < dl.length; i++) read(dl[i]);
  var push = dl.push.bind(dl);
  dl.push = function (entry) { read(entry); return push(entry); };
  var pushState = history.pushState;
  history.pushState = function () {
    var result = pushState.apply(this, arguments);
    hit('page_view');
    return result;
  };
})();`;

const PIXEL_STANDIN = `(function () {
  var fbq = window.fbq;
  function hit(args) {
    if (args[0] !== 'track') return;
    new Image().src = 'https://www.facebook.com/tr/?id=1234567890&ev=' + encodeURIComponent(args[1]) +
      '&dl=' + encodeURIComponent(location.href) + '&rl=' + encodeURIComponent(document.referrer) +
      '&cd=' + encodeURIComponent(JSON.stringify(args[2] || {}));
  }
  fbq.callMethod = function () { hit(Array.prototype.slice.call(arguments)); };
  (fbq.queue || []).forEach(hit);
  fbq.queue = [];
  var pushState = history.pushState;
  history.pushState = function () {
    var result = pushState.apply(this, arguments);
    hit(['track', 'PageView']);
    return result;
  };
})();`;

/** One request the tab made: what it was sent to, from which page, and for GA4/Meta its body. */
interface Sent {
  kind: 'third-party' | 'api' | 'other';
  line: string;
}

interface Seen {
  requests: Sent[];
  /** Every address the tab showed (navigations and History API changes). */
  addresses: string[];
}

/** Records what leaves the tab, and stands in for GA4's and Meta's scripts. */
async function watch(page: Page): Promise<Seen> {
  const seen: Seen = { requests: [], addresses: [] };
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('http')) return;
    const { hostname, pathname } = new URL(url);
    const referer = request.headers()['referer'] ?? '';
    const kind = THIRD_PARTY.test(hostname)
      ? 'third-party'
      : pathname.startsWith('/api/')
        ? 'api'
        : 'other';
    // Same-origin API bodies carry the phone by design (registration, verification).
    const body = kind === 'third-party' ? (request.postData() ?? '') : '';
    seen.requests.push({ kind, line: `${request.method()} ${url} referer=${referer} ${body}` });
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.addresses.push(frame.url());
  });
  // Addresses set through the History API, even the ones replaced at once.
  await page.exposeFunction('__recordAddress', (url: string) => seen.addresses.push(url));
  await page.addInitScript(() => {
    const record = (window as unknown as { __recordAddress: (u: string) => void }).__recordAddress;
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name];
      history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
        const result = original.apply(this, args);
        void record(location.href);
        return result;
      };
    }
  });
  await page.route(THIRD_PARTY, (route) => {
    const url = route.request().url();
    if (url.includes('googletagmanager.com/gtag/js')) {
      return route.fulfill({ contentType: 'text/javascript', body: GTAG_STANDIN });
    }
    if (url.includes('connect.facebook.net')) {
      return route.fulfill({ contentType: 'text/javascript', body: PIXEL_STANDIN });
    }
    return route.fulfill({ status: 204, body: '' });
  });
  return seen;
}

/** Every form the phone and the email take in an address or a body. */
function personalForms(phone: string, email: string): string[] {
  const digits = phone.replace(/\D/g, '');
  return [
    phone,
    encodeURIComponent(phone),
    digits,
    digits.replace(/^39/, ''),
    email,
    encodeURIComponent(email),
  ];
}

/** The recorded lines that carry any of `forms` (case-insensitive), with the form found. */
function leaks(lines: string[], forms: string[]): string[] {
  return lines.flatMap((line) =>
    forms
      .filter((form) => line.toLowerCase().includes(form.toLowerCase()))
      .map((form) => `${form} in ${line}`),
  );
}

const lines = (requests: Sent[]) => requests.map((r) => r.line);

test('the journey with analytics and marketing granted puts the phone and email in no URL', async ({
  page,
}) => {
  const seen = await watch(page);
  const phone = uniquePhone();
  const email = await register(
    page,
    phone,
    '?utm_source=facebook&cid=CRYPTO_FB_01',
    'Accetta tutti',
  );
  await expect(page.getByText(phone)).toBeVisible();

  await page.getByLabel('Codice di verifica').fill(await codeFor(phone));
  await page.getByRole('button', { name: /^Verifica/ }).click();
  await page.waitForURL(/\/student-dashboard/);
  await expect(page.getByText(/Giulia/).first()).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // GA4 and the pixel did run and report the pages.
  const sentTo = (pattern: RegExp) => () => lines(seen.requests).some((l) => pattern.test(l));
  await expect.poll(sentTo(/google-analytics\.com\/g\/collect/)).toBe(true);
  await expect.poll(sentTo(/facebook\.com\/tr\/\?.*ev=Lead/)).toBe(true);
  await expect.poll(sentTo(/facebook\.com\/tr\/\?.*ev=CompleteRegistration/)).toBe(true);
  expect(seen.addresses.some((url) => url.includes('/verify-sms?'))).toBe(true);
  expect(leaks([...lines(seen.requests), ...seen.addresses], personalForms(phone, email))).toEqual(
    [],
  );
});

test('an old /verify-sms?phone= link leaves the address before GA4, the pixel or the API see it', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  const phone = uniquePhone();
  const email = await register(first, phone, '', 'Accetta tutti');

  // A new tab of the same browser (consent shared, sessionStorage not) opens the old link.
  const page = await context.newPage();
  const seen = await watch(page);
  const oldLink = `/verify-sms?phone=${encodeURIComponent(phone)}&campaign=FB_AD_01&source=facebook`;
  await page.goto(oldLink);
  await expect(page.getByText(phone)).toBeVisible();
  await expect(page).toHaveURL((url) => !url.searchParams.has('phone'));
  expect(new URL(page.url()).search).toBe('?campaign=FB_AD_01&source=facebook');
  const sentTo = (pattern: RegExp) => () => lines(seen.requests).some((l) => pattern.test(l));
  await expect.poll(sentTo(/google-analytics\.com\/g\/collect/)).toBe(true);
  await expect.poll(sentTo(/facebook\.com\/tr\/\?.*ev=PageView/)).toBe(true);

  await page.getByLabel('Codice di verifica').fill(await codeFor(phone));
  await page.getByRole('button', { name: /^Verifica/ }).click();
  await page.waitForURL(/\/student-dashboard/);
  await expect.poll(sentTo(/facebook\.com\/tr\/\?.*ev=CompleteRegistration/)).toBe(true);

  // Only the old link itself, and the page's own files fetched before its script ran, carried
  // the number: no request to GA4, Meta or the API, and no later address.
  const checked = seen.requests.filter((r) => r.kind !== 'other');
  expect(checked.filter((r) => r.kind === 'api').length).toBeGreaterThan(0);
  const later = seen.addresses.filter((url) => !url.endsWith(oldLink));
  expect(leaks([...lines(checked), ...later], personalForms(phone, email))).toEqual([]);
  await context.close();
});
