/**
 * The operator's back-office in a real browser: sign in, generate campaign
 * URLs, a lead registered through one of them in a second browser appears under its
 * campaign and in the leads tab, priority and note survive a reload, the CSV export parses,
 * logout closes /admin; axe finds no serious or critical violation.
 */
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { noBlockingViolations, openSection, signIn } from './admin-session';
import { uniquePhone } from './outbox';
import { register } from './register';

test('a wrong password is refused with "Invalid credentials"', async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login/);
});

test('the operator follows a campaign lead from click to CSV, then logs out', async ({
  page,
  browser,
}) => {
  await signIn(page, '/admin/campaigns');
  await page.getByRole('button', { name: 'Genera 50 URL' }).click();
  const generated = page.getByRole('region', { name: 'URL generati' });
  await expect(generated.getByRole('row')).toHaveCount(51);
  const url = new URL(
    (await generated.getByRole('row').nth(7).getByRole('cell').nth(2).textContent())!,
  );
  expect(url.searchParams.get('cid')).toBe('FB_AD_07');

  // A visitor registers through the generated link, in another browser.
  const visitor = await browser.newContext();
  const phone = uniquePhone();
  const email = await register(await visitor.newPage(), phone, url.search);
  await visitor.close();

  await page.reload();
  const performance = page.getByRole('region', { name: 'Rendimento per campagna' });
  await expect(performance.getByRole('row', { name: /FB_AD_07/ })).toContainText(
    'facebook_campaign_7',
  );

  // Leads tab: find the lead, set priority, add a note.
  await openSection(page, 'Gestione lead');
  await page.getByLabel('Cerca').fill(email);
  await expect(page).toHaveURL(/[?&]q=/);
  const table = page.getByRole('region', { name: 'Elenco dei lead' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('FB_AD_07');
  await table.getByLabel('Priorità di Giulia Rossi').selectOption('high');
  await table.getByRole('button', { name: 'Giulia Rossi: apri il dettaglio del lead' }).click();
  const dialog = page.getByRole('dialog');
  // Shown as people write it (+39 347 123 4567: uniquePhone's +39347 and 7 digits), dialled as
  // E.164.
  const shown = `+39 347 ${phone.slice(6, 9)} ${phone.slice(9)}`;
  await expect(dialog.getByRole('link', { name: shown })).toHaveAttribute('href', `tel:${phone}`);
  const add = dialog.getByRole('button', { name: 'Aggiungi nota' });
  await expect(add).toBeDisabled();
  await dialog.getByLabel('Nuova nota').fill('Richiamare domani alle 10');
  await add.click();
  await expect(page.getByText('Nota aggiunta')).toBeVisible();
  await expect(dialog).toContainText('Richiamare domani alle 10');
  await noBlockingViolations(page);
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(page).not.toHaveURL(/lead=/);

  await page.reload();
  await expect(table.getByLabel('Priorità di Giulia Rossi')).toHaveValue('high');
  await table.getByRole('button', { name: 'Giulia Rossi: apri il dettaglio del lead' }).click();
  await expect(page.getByRole('dialog')).toContainText('Richiamare domani alle 10');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The export holds the lead, as a spreadsheet would read it.
  const csv = await page.request.get(`/api/admin/leads/export?search=${encodeURIComponent(email)}`);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const body = await csv.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = body
    .toString('utf8')
    .slice(1)
    .trim()
    .split('\n')
    .map((l) => l.split(';'));
  expect(rows[0]).toEqual([
    'Nome',
    'Cognome',
    'Email',
    'Telefono',
    'Esperienza',
    'Stato verifica',
    'Data registrazione',
    'Priorità',
    'Campagna',
    'Fonte',
  ]);
  expect(rows[1]).toEqual([
    'Giulia',
    'Rossi',
    email,
    `'${phone}`, // kept as text: Excel would read +39… as a number
    'Principiante',
    'In attesa',
    expect.any(String),
    'Alta',
    'FB_AD_07',
    'facebook_campaign_7',
  ]);

  await page.getByRole('button', { name: 'Esci' }).click();
  await page.waitForURL((u) => u.pathname === '/admin-login');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin-login\?next=%2Fadmin/);
});

test('every section renders and has no serious or critical axe violations @mobile', async ({
  page,
}) => {
  await page.goto('/admin-login');
  await noBlockingViolations(page);
  await signIn(page);
  for (const tab of [
    'Dashboard',
    'Campagne Facebook',
    'Pre-lander',
    'Pagine di vendita',
    'Visitatori live',
    'Gestione lead',
    'Chiamate',
    'Analisi',
    'Funnel',
    'Impostazioni',
    'Testimonianze',
    'Account',
    'Comunicazioni',
    'Webhook',
  ]) {
    await openSection(page, tab);
    await expect(page.locator('[aria-hidden="true"].animate-pulse')).toHaveCount(0);
    await noBlockingViolations(page);
    // Wide tables scroll inside their region; the page itself never scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${tab} is wider than the screen`).toBeLessThanOrEqual(0);
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/communications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comunicazioni' })).toBeVisible();
});
