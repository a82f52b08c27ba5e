/**
 * Settings edited in the back-office, without a rebuild: the operator renames the partner
 * broker in the settings tab and / shows the new name within 10 s, still served pre-rendered
 * (Next's prerender headers), after confirming the password in the step-up dialog, then puts
 * the e2e build's broker (E2E_PARTNER) back for the files that follow.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PARTNER } from '../../playwright.config';
import { confirmStepUp, noBlockingViolations, signIn } from './admin-session';

const BROKER = E2E_PARTNER.PARTNER_BROKER_NAME;
const RENAMED = 'Broker Rinnovato SpA';

/** /'s HTML and its cache headers, as a visitor's first request gets them. */
async function home(request: APIRequestContext) {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  return { html: await res.text(), headers: res.headers() };
}

/** Waits (≤ 10 s) until /'s pre-rendered HTML names `name`; returns the last answer's headers. */
async function homeShows(request: APIRequestContext, name: string) {
  let headers: Record<string, string> = {};
  await expect
    .poll(
      async () => {
        const answer = await home(request);
        headers = answer.headers;
        return answer.html.includes(name);
      },
      { timeout: 10_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return headers;
}

/**
 * Types `name` as the partner broker's name in the open settings tab and saves; `stepUp`: the
 * save first asks for the password again (the step-up dialog), then goes through by itself.
 */
async function saveBrokerName(page: Page, name: string, { stepUp = false } = {}) {
  await page.getByLabel('Nome del broker').fill(name);
  const saved = page.waitForResponse(
    (res) =>
      res.url().endsWith('/api/admin/settings') &&
      res.request().method() === 'PUT' &&
      res.status() !== 403,
  );
  await page.getByRole('button', { name: 'Salva le impostazioni' }).click();
  if (stepUp) await confirmStepUp(page);
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Salva le impostazioni' })).toBeEnabled();
}

/** Whether the response is Next's pre-rendered page, not a render for this request. */
function expectPrerendered(headers: Record<string, string>) {
  expect(headers['x-nextjs-prerender']).toBe('1');
  expect(headers['x-nextjs-cache']).toMatch(/^(HIT|STALE|MISS|REVALIDATED)$/);
}

test('renaming the partner broker in the back-office changes / within 10 s, still pre-rendered', async ({
  page,
  request,
}) => {
  const before = await home(request);
  expect(before.html).toContain(BROKER);
  expectPrerendered(before.headers);

  await signIn(page, '/admin/settings');
  await expect(page.getByLabel('Nome del broker')).toHaveValue(BROKER);
  await expect(page.getByRole('group', { name: /Broker partner/ })).toContainText(
    "Dalle variabili d'ambiente",
  );
  await noBlockingViolations(page);
  // The first save asks for the password again; the last one, within 5 minutes, does not.
  await saveBrokerName(page, RENAMED, { stepUp: true });
  await expect(page.getByRole('group', { name: /Broker partner/ })).toContainText(
    "Salvato nell'amministrazione",
  );

  expectPrerendered(await homeShows(request, RENAMED));
  // Served from the regenerated page, not rendered per request.
  const again = await home(request);
  expect(again.html).toContain(RENAMED);
  expect(again.headers['x-nextjs-prerender']).toBe('1');
  expect(again.headers['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);

  // A visitor sees it in the partner panel.
  const visitor = await page.context().newPage();
  await visitor.goto('/');
  await visitor.getByRole('button', { name: 'Rifiuta tutti' }).click();
  await visitor.getByRole('button', { name: "Mostra l'offerta del broker partner" }).click();
  await expect(visitor.locator('#partner-offer-panel')).toContainText(RENAMED);
  await visitor.close();

  // The e2e build's broker again, for the files that follow.
  await saveBrokerName(page, BROKER);
  await homeShows(request, BROKER);
});
