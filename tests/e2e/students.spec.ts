/**
 * Student features in a real browser: login after registering and
 * verifying, the consultation booking on /benvenuto, and the ebook PDF downloads.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { codeFor, uniquePhone } from './outbox';
import { asFromForm } from './proof';

/** Registers and verifies a lead through the API; returns its email and password. */
async function verifiedLead(request: APIRequestContext, phone: string) {
  const email = `studente.${phone.slice(-7)}@example.it`;
  const password = 'segreta123';
  const reg = await request.post('/api/leads', {
    data: await asFromForm(request, {
      firstName: 'Marta',
      lastName: 'Ferri',
      email,
      phone,
      password,
      experience: 'base',
      privacyAccepted: true,
    }),
  });
  expect(reg.status()).toBe(201);
  const ok = await request.post('/api/verify-sms', { data: { phone, code: await codeFor(phone) } });
  expect(ok.status()).toBe(200);
  return { email, password };
}

test('a registered, verified lead logs in and reaches /dashboard @mobile', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const { email, password } = await verifiedLead(api, uniquePhone());
  await api.dispose();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('sbagliata1');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByText(/^Email o password non corretti/)).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Ciao Marta!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vai alla community' })).toHaveAttribute(
    'href',
    '/benvenuto',
  );
});

test('booking a consultation on /benvenuto shows the confirmation @mobile', async ({ page }) => {
  await page.goto('/benvenuto');
  await page.getByRole('button', { name: 'Prenota la consulenza gratuita' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prenota una consulenza gratuita' });
  await dialog.getByLabel(/Quando preferisci/).selectOption('prossima-settimana');
  await dialog.getByLabel('Fascia oraria preferita').selectOption('pomeriggio');
  await dialog.getByLabel('Il tuo livello di esperienza').selectOption('principiante');
  await dialog.getByLabel('I tuoi obiettivi').fill('Capire come si legge un grafico');
  await dialog.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(dialog.getByText('Richiesta inviata con successo!')).toBeVisible();
  await expect(
    dialog.getByText("Ti contatteremo entro 24 ore per confermare l'appuntamento."),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Consulenza prenotata')).toBeVisible();
});

test('ebook PDFs download as application/pdf, to a verified lead only', async ({
  page,
  request,
}) => {
  // Without a session: the page that says how to get the guide, not the PDF.
  const refused = await request.get('/ebooks/tradingBasics.pdf');
  expect(refused.status()).toBe(403);
  expect(refused.headers()['content-type']).toContain('text/html');
  expect((await request.get('/ebooks/sconosciuto.pdf')).status()).toBe(404);

  // The page's own context registers and verifies, so it holds the verified session.
  await verifiedLead(page.request, uniquePhone());
  const res = await page.request.get('/ebooks/tradingBasics.pdf');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.goto('/benvenuto');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Scarica il PDF: Forex/ }).click();
  expect((await download).suggestedFilename()).toBe('forex-guida-ai-mercati-valutari.pdf');
});
