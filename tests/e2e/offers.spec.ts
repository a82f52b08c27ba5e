/**
 * The follow-up offers in a real browser: a visitor opens the partner panel
 * on / (the pixel hears ViewContent only after marketing consent); a verified lead opens it in
 * the student area, clicks through (recorded by /go/partner, then the broker's page opens) and
 * asks about the premium plan; the operator finds both in the call list and marks the lead
 * contacted. axe on each new view. The build and the server share the stand-in broker of
 * playwright.config.ts (E2E_PARTNER).
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_PARTNER, E2E_PREMIUM_CAPACITY } from '../../playwright.config';
import { noBlockingViolations, signIn } from './admin-session';
import { codeFor, uniquePhone } from './outbox';
import { asFromForm } from './proof';

const BROKER = E2E_PARTNER.PARTNER_BROKER_NAME;

/** How far the page scrolls sideways, px (0: it fits the screen). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Pixel calls queued by the consent-gated stub (the real script cannot load offline). */
const pixelQueue = (page: Page) =>
  page.evaluate(() => (window as { fbq?: { queue?: unknown[][] } }).fbq?.queue ?? null);

test('the partner panel on / shows the lawful terms, and ViewContent only with consent @mobile', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Rifiuta tutti' }).click();
  const toggle = page.getByRole('button', { name: "Mostra l'offerta del broker partner" });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('#partner-offer-panel');
  await expect(panel).toContainText(BROKER);
  await expect(panel).toContainText('CySEC');
  await expect(panel).toContainText('123/45');
  await expect(panel).toContainText('Il 74% dei conti di investitori al dettaglio perde denaro');
  await expect(panel).toContainText('250 €');
  await expect(panel).toContainText('entro 48 ore');
  await expect(panel).not.toContainText(/bonus|commissioni/i);
  expect(await sidewaysScroll(page)).toBe(0);
  const link = panel.getByRole('link', { name: new RegExp(`Vai al sito di ${BROKER}`) });
  await expect(link).toHaveAttribute('rel', 'sponsored noopener');
  await expect(link).toHaveAttribute('href', '/go/partner');
  expect(await pixelQueue(page)).toBeNull(); // rejected: no pixel at all
  await noBlockingViolations(page);

  // With marketing consent the opening is reported to the pixel (a new visit: no choice yet).
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/?cid=FB_AD_07');
  await page.getByRole('button', { name: 'Accetta tutti' }).click();
  await page.getByRole('button', { name: "Mostra l'offerta del broker partner" }).click();
  await expect
    .poll(async () => JSON.stringify(await pixelQueue(page)))
    .toContain('"track","ViewContent",{"content_name":"partner_offer"}');
  await expect(
    page.locator('#partner-offer-panel').getByRole('link', { name: /Vai al sito/ }),
  ).toHaveAttribute('href', '/go/partner?campaign=FB_AD_07');
});

test('a lead clicks through to the partner and asks about premium; the operator calls back @mobile', async ({
  page,
  browser,
}) => {
  const phone = uniquePhone();
  const email = `premium.${phone.slice(-7)}@example.it`;
  // Register and verify in this browser (its lead session is the one /go/partner reads).
  const reg = await page.request.post('/api/leads', {
    data: await asFromForm(page.request, {
      firstName: 'Paola',
      lastName: 'Conti',
      email,
      phone,
      password: 'segreta123',
      experience: 'intermedio',
      privacyAccepted: true,
    }),
  });
  expect(reg.status()).toBe(201);
  const verified = await page.request.post('/api/verify-sms', {
    data: { phone, code: await codeFor(phone) },
  });
  expect(verified.status()).toBe(200);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Rifiuta tutti' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('segreta123');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Ciao Paola!' })).toBeVisible();
  // On a small phone (360 px) nothing of the new cards may widen the page (the panel's button
  // did, by 7 px at 390 px, before it could wrap).
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('region', { name: 'Piano Premium annuale' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);

  // The partner panel, then the click through our redirect to the broker's page.
  await page.getByRole('button', { name: "Mostra l'offerta del broker partner" }).click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: new RegExp(`Vai al sito di ${BROKER}`) }).click();
  const broker = await popup;
  await broker.waitForLoadState();
  expect(broker.url()).toBe(E2E_PARTNER.PARTNER_BROKER_URL);
  await expect(broker.getByRole('heading', { name: 'Partner broker' })).toBeVisible();
  await broker.close();

  // The premium plan: real places of the month, then the request.
  const premium = page.getByRole('region', { name: 'Piano Premium annuale' });
  await expect(premium).toContainText("700 € all'anno");
  await expect(premium).toContainText(
    new RegExp(`\\d+ posti? disponibil[ei] su ${E2E_PREMIUM_CAPACITY} questo mese`),
  );
  await noBlockingViolations(page);
  await premium.getByRole('button', { name: 'Richiedi informazioni' }).click();
  await expect(premium.getByRole('status')).toContainText('Richiesta registrata');

  // The operator, in another browser: the request and the click in the call list.
  const operator = await browser.newContext();
  const admin = await operator.newPage();
  await signIn(admin, '/admin/calls');
  await checkCallList(admin, email);
  await operator.close();
});

/**
 * The operator's call list: the lead's premium request (kind, contact) and the lead's click in
 * the partner card; marking the lead contacted saves at once, with its time, and stays saved.
 */
async function checkCallList(admin: Page, email: string) {
  await admin.getByRole('searchbox', { name: 'Cerca' }).fill(email);
  await expect(admin).toHaveURL(/q=premium\./);
  const entry = admin.getByRole('listitem').filter({ hasText: email });
  await expect(entry).toContainText('Paola Conti');
  await expect(entry).toContainText('Piano Premium');
  await expect(entry.getByRole('link', { name: /^\+39/ })).toHaveAttribute('href', /^tel:\+39/);
  const clicks = admin.getByRole('list', { name: 'Click recenti' });
  await expect(clicks).toContainText('Paola Conti');
  await noBlockingViolations(admin);

  const status = entry.getByLabel('Stato della richiesta di Paola Conti');
  await expect(status).toHaveValue('new');
  await status.selectOption('contacted');
  await expect(entry).toContainText('Stato cambiato il');
  await admin.reload();
  await expect(
    admin
      .getByRole('listitem')
      .filter({ hasText: email })
      .getByLabel(/^Stato della richiesta/),
  ).toHaveValue('contacted');
}
