/**
 * The back-office's sections as routes, in Chromium, as an owner and as a caller, on a laptop
 * (1366 px) and a phone (390 px): every section the role has is reached from the section list
 * (a sheet on the phone) at its own URL, with no serious axe finding and no sideways scroll;
 * the back button and a reload keep the section; a caller's owner-only URL goes to /admin;
 * the old ?tab= links move to the sections with their filters; Leads' search stays in Leads
 * and comes back with it; a session ended from another browser sends the first to
 * /admin-login?next=… at its next call. Screenshots in test-results/admin-sections/.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import {
  sectionPath,
  sectionsFor,
  type AdminSection,
} from '../../components/admin/shell/admin-nav';
import {
  SECTIONS_NAV,
  noBlockingViolations,
  openSection,
  signIn,
  stepUpByApi,
} from './admin-session';

const RUN = Date.now().toString(36);
const CALLER = { username: `e2e-sections-${RUN}`, password: 'tre parole lunghe sezioni 1' };
/** The sections' names as the back-office shows them (messages/admin/common.json). */
const common = JSON.parse(readFileSync('messages/admin/common.json', 'utf8')) as {
  tabs: Record<AdminSection, string>;
};
const label = (section: AdminSection) => common.tabs[section];

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, '/admin');
  await stepUpByApi(page);
  const created = await page.request.post('/api/admin/accounts', {
    data: { ...CALLER, role: 'caller' },
  });
  expect(created.status()).toBe(201);
  await page.close();
});

/** Signs `user` in from `next` (the owner through the shared helper). */
async function signInAs(page: Page, who: 'owner' | 'caller', next = '/admin') {
  if (who === 'owner') return signIn(page, next);
  await page.goto(next);
  await page.waitForURL(/\/admin-login\?next=/);
  await page.getByLabel('Username').fill(CALLER.username);
  await page.getByLabel('Password', { exact: true }).fill(CALLER.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => url.pathname === new URL(next, 'http://x').pathname);
}

/**
 * The page is no wider than the screen (wide tables scroll inside their own region). Measured
 * against the viewport set for the test: on a phone, a too wide page widens the layout
 * viewport (window.innerWidth) with it.
 */
async function noSidewaysScroll(page: Page, what: string) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, `${what} is wider than the screen`).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

for (const who of ['owner', 'caller'] as const) {
  for (const width of [1366, 390]) {
    test.describe(`${who} at ${width} px`, () => {
      test.use({
        viewport: { width, height: width > 500 ? 900 : 844 },
        ...(width < 500 ? { isMobile: true, hasTouch: true } : {}),
      });

      test('reaches every section of the role from the section list, with back and reload', async ({
        page,
      }) => {
        test.setTimeout(240_000);
        await signInAs(page, who);
        const sections = sectionsFor(who);
        const nav = page.getByRole('navigation', { name: SECTIONS_NAV });
        const menu = page.getByRole('button', { name: 'Menu delle sezioni' });
        if (width < 500) {
          // On the phone the list is a sheet: closed at first, opened by the menu button.
          await expect(nav).toHaveCount(0);
          await expect(menu).toBeVisible();
          await menu.click();
          const sheet = page.getByRole('dialog', { name: 'Sezioni' });
          await expect(sheet).toBeVisible();
          await noBlockingViolations(page);
          await page.screenshot({ path: `test-results/admin-sections/${who}-${width}-sheet.png` });
          await page.keyboard.press('Escape');
          await expect(sheet).toBeHidden();
          await expect(menu).toBeFocused();
        } else {
          await expect(menu).toBeHidden();
          await expect(nav).toBeVisible();
        }
        for (const section of sections) {
          await openSection(page, label(section));
          await expect(page).toHaveURL((url) => url.pathname === sectionPath(section));
          await expect(page.locator('[aria-hidden="true"].animate-pulse')).toHaveCount(0);
          await expect(page.locator('[role="status"] .animate-pulse')).toHaveCount(0);
          await noBlockingViolations(page);
          await noSidewaysScroll(page, label(section));
          await page.screenshot({
            path: `test-results/admin-sections/${who}-${width}-${section}.png`,
            fullPage: true,
          });
        }
        // The section list shows what the role has, and nothing more.
        if (width < 500) await menu.click();
        const links = page.getByRole('navigation', { name: SECTIONS_NAV }).getByRole('link');
        await expect(links).toHaveText(sections.map(label));
        if (width < 500) await page.keyboard.press('Escape');

        const [before, last] = sections.slice(-2) as [AdminSection, AdminSection];
        await page.goBack();
        await expect(page).toHaveURL((url) => url.pathname === sectionPath(before));
        await expect(
          page.getByRole('heading', { level: 1, name: label(before), exact: true }),
        ).toBeVisible();
        await page.goForward();
        await expect(page).toHaveURL((url) => url.pathname === sectionPath(last));
        await page.reload();
        await expect(
          page.getByRole('heading', { level: 1, name: label(last), exact: true }),
        ).toBeVisible();
      });
    });
  }
}

test("sends a caller from an owner's section URL to the dashboard", async ({ page }) => {
  await signInAs(page, 'caller');
  for (const section of ['webhooks', 'settings', 'accounts', 'communications', 'testimonials']) {
    await page.goto(`/admin/${section}`);
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  }
});

test('moves the old tab links to the sections, filters kept', async ({ page }) => {
  await signIn(page, '/admin');
  await page.goto('/admin?tab=leads&q=zzz-nobody');
  await expect(page).toHaveURL(/\/admin\/leads\?q=zzz-nobody$/);
  await expect(page.getByLabel('Cerca')).toHaveValue('zzz-nobody');
  await page.goto('/enhanced-admin-dashboard?tab=calls&status=open');
  await expect(page).toHaveURL(/\/admin\/calls\?status=open$/);
  await page.goto('/enhanced-admin-dashboard');
  await expect(page).toHaveURL(/\/admin$/);
});

test("keeps Leads' search in Leads: not in Calls, back when Leads is opened again", async ({
  page,
}) => {
  await signIn(page, '/admin/leads');
  await page.getByLabel('Cerca').fill('zzz-nobody');
  await expect(page).toHaveURL(/[?&]q=zzz-nobody/);
  await openSection(page, 'Chiamate');
  await expect(page).toHaveURL((url) => url.pathname === '/admin/calls' && url.search === '');
  await expect(page.getByLabel('Cerca')).toHaveValue('');
  await openSection(page, 'Gestione lead');
  await expect(page).toHaveURL(/\/admin\/leads\?q=zzz-nobody$/);
  await expect(page.getByLabel('Cerca')).toHaveValue('zzz-nobody');
  await openSection(page, 'Dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/admin' && url.search === '');
});

test('a session ended from another browser lands on /admin-login?next=… at its next call', async ({
  page,
  browser,
}) => {
  await signIn(page, '/admin/leads');
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, '/admin');
  await second.getByRole('button', { name: 'Chiudi le altre sessioni' }).click();
  await expect(
    second.getByText(/Chiusa 1 altra sessione|Chiuse \d+ altre sessioni/).first(),
  ).toBeVisible();

  // One refresh of the first page's data (its search) meets the ended session.
  await page.getByLabel('Cerca').fill('rossi');
  await page.waitForURL((url) => url.pathname === '/admin-login');
  const url = new URL(page.url());
  expect(url.searchParams.get('next')).toMatch(/^\/admin\/leads(\?|$)/);
  expect(url.searchParams.get('reason')).toBe('expired');
  await expect(
    page.getByRole('status').filter({ hasText: 'La sessione è terminata' }),
  ).toBeVisible();
  await noBlockingViolations(page);

  // A page load of the ended session says so as well, and signing in comes back.
  await page.goto('/admin/calls?status=open');
  await expect(page).toHaveURL(/\/admin-login\?next=/);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((u) => u.pathname === '/admin/calls');
  await expect(second.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await other.close();
});
