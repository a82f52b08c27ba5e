/**
 * The back-office at the widths people use it, with data in every section (a campaign lead, an
 * anonymous consultation, testimonials one of them without consent, an experiment, ad spend
 * entered by hand and a lead value): on a 390 px phone no element of any section runs past the
 * screen or past a box that clips it (each box measured, not only the page's scroll width),
 * every select shows its choice whole and every control's accessible name starts with its
 * visible text; at 1366 px no table keeps a column in a sideways-scrolling box (per-campaign
 * «Valore» and «ROI», the campaigns' «Verificati», «Ultimo lead», «Quota»); from 1024 to 1920 px
 * the call list's selects show their choice whole, and after «Salva esito» the card names the
 * outcome. Screenshots in test-results/admin-widths/.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  sectionPath,
  sectionsFor,
  type AdminSection,
} from '../../components/admin/shell/admin-nav';
import {
  hiddenColumns,
  namesNotStartingWithText,
  narrowSelects,
  overflowing,
} from './layout-checks';
import { signIn, stepUpByApi } from './admin-session';
import { register } from './register';

const RUN = Date.now().toString(36);
const CAMPAIGN = `FB_WIDTHS_${RUN.toUpperCase()}`;
/** This month in Rome, as the analytics section and its forms count it. */
const MONTH = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
}).format(new Date());

/** The experiment this file starts on the home page; stopped with the control at the end. */
let experimentId: number | undefined;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  // A lead from a campaign: a row in the campaigns' table and in the spend table.
  await register(page, `+39347${String(Date.now()).slice(-7)}`, `?cid=${CAMPAIGN}&source=facebook`);
  await page.context().clearCookies();
  const consultation = await page.request.post('/api/consultations', {
    data: {
      preferredDate: 'questa-settimana',
      preferredTime: 'sera',
      experience: 'principiante',
      goals: 'Capire come gestire il rischio prima di aprire un conto demo.',
    },
  });
  expect(consultation.status()).toBe(201);
  await signIn(page, '/admin');
  await stepUpByApi(page);
  const testimonial = {
    locale: 'de',
    role: 'Impiegata amministrativa',
    location: "Reggio nell'Emilia",
    rating: '4',
    course: 'Gestione del rischio',
    imageUrl: '',
    text: 'Ho capito finalmente come dimensionare una posizione prima di aprirla sul conto demo.',
    completedCourses: '2',
    studyTime: '3 mesi',
    published: false,
  };
  for (const data of [
    { ...testimonial, name: 'Giovanni Esposito-Santangelo', consentOnFile: false, consentDate: '' },
    { ...testimonial, name: 'Marta Bianchi', consentOnFile: true, consentDate: '2026-11-20' },
  ]) {
    expect((await page.request.post('/api/admin/testimonials', { data })).status()).toBe(201);
  }
  const experiment = await page.request.post('/api/admin/experiments', {
    data: {
      name: `Larghezze ${RUN}`,
      page: '/',
      variants: [
        { key: 'control', weight: 50, changes: {} },
        { key: 'b', weight: 50, changes: { headline: 'Impara il trading con metodo' } },
      ],
    },
  });
  expect(experiment.status()).toBe(201);
  ({ id: experimentId } = (await experiment.json()) as { id: number });
  // Another spec may run one on the home page already (409): the draft is enough then.
  await page.request.patch(`/api/admin/experiments/${experimentId}`, {
    data: { action: 'start' },
  });
  for (const [url, data] of [
    ['/api/admin/ad-spend', { campaignId: CAMPAIGN, month: MONTH, amountEuro: '120' }],
    ['/api/admin/lead-value', { validFrom: `${MONTH}-01`, basis: 'lead', amountEuro: '30' }],
  ] as const) {
    expect((await page.request.put(url, { data })).ok()).toBe(true);
  }
  await page.close();
});

test.afterAll(async ({ browser }) => {
  if (experimentId === undefined) return;
  // The home page as it was for the specs that follow (a draft answers 409: nothing to stop).
  const page = await browser.newPage();
  await signIn(page, '/admin');
  await stepUpByApi(page);
  await page.request.patch(`/api/admin/experiments/${experimentId}`, {
    data: { action: 'stop', winner: 'control' },
  });
  await page.close();
});

/** Opens `section` at its URL and waits until its data is on screen. */
async function openSection(page: Page, section: AdminSection) {
  await page.goto(sectionPath(section));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Generous: the sections' data arrive after the frame, slowly on a busy machine.
  await expect(page.locator('[aria-hidden="true"].animate-pulse')).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

/** The column headings `names` of the table in `box` end inside the box (no scrolling needed). */
async function expectColumnsInBox(box: Locator, names: string[]) {
  const outer = (await box.boundingBox())!;
  for (const name of names) {
    const cell = (await box.getByRole('columnheader', { name, exact: true }).boundingBox())!;
    expect(cell.x + cell.width, `«${name}» is cut off`).toBeLessThanOrEqual(
      outer.x + outer.width + 1,
    );
  }
}

/**
 * Every owner section, each opened at its URL with its data, checked for what a person would
 * see wrong (plus `extra`); a screenshot of each. Returns the problems by section.
 */
async function sweepSections(page: Page, width: number, extra = hiddenColumns) {
  test.setTimeout(240_000);
  await signIn(page, '/admin');
  const found: Record<string, string[]> = {};
  for (const section of sectionsFor('owner')) {
    await openSection(page, section);
    const problems = [
      ...(await extra(page)),
      ...(await overflowing(page)),
      ...(await narrowSelects(page)),
      ...(await namesNotStartingWithText(page)),
    ];
    if (problems.length) found[section] = problems.slice(0, 8);
    await page.screenshot({
      path: `test-results/admin-widths/${width}-${section}.png`,
      fullPage: true,
    });
  }
  return found;
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('no section runs past the screen or a box, and every control reads whole', async ({
    page,
  }) => {
    // A wide table may scroll in its own box on a phone: only what runs out of view counts.
    expect(await sweepSections(page, 390, async () => [])).toEqual({});
  });
});

test.describe('on a 1366 px laptop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('no table hides a column in a sideways-scrolling box', async ({ page }) => {
    expect(await sweepSections(page, 1366)).toEqual({});
  });

  test('shows the columns the issue names: value and ROI per campaign, the campaigns figures', async ({
    page,
  }) => {
    await signIn(page, '/admin/analytics');
    const spend = page.getByRole('table', { name: 'Spesa e costo per campagna nel mese' });
    const row = spend.getByRole('row', { name: new RegExp(CAMPAIGN) });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expectColumnsInBox(spend.locator('xpath=..'), ['Valore', 'ROI']);
    await expect(row).toContainText('30,00 €'); // one lead worth 30 €
    await page.goto('/admin/campaigns');
    const campaigns = page.getByRole('region', { name: 'Rendimento per campagna' });
    await expect(campaigns.getByRole('row', { name: new RegExp(CAMPAIGN) })).toBeVisible({
      timeout: 30_000,
    });
    await expectColumnsInBox(campaigns, ['Verificati', 'Ultimo lead', 'Quota']);
    await page.screenshot({ path: 'test-results/admin-widths/1366-campaigns.png' });
  });
});

for (const width of [1024, 1366, 1920]) {
  test(`the call list reads whole at ${width} px and names the outcome saved`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '/admin/calls');
    const list = page.getByRole('list', { name: 'Richieste da lavorare, dalla più recente' });
    const card = list.getByRole('listitem').first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    expect(await narrowSelects(page)).toEqual([]);
    const outcome = card.getByLabel(/^Esito della chiamata/);
    const box = await outcome.boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    if (width === 1366) {
      await page.screenshot({ path: 'test-results/admin-widths/1366-calls.png' });
      await outcome.selectOption('qualified');
      await card.getByRole('button', { name: /^Salva esito/ }).click();
      await expect(card.getByText(/^Esito registrato: Qualificato il /)).toBeVisible();
      await page.screenshot({ path: 'test-results/admin-widths/1366-calls-saved.png' });
    }
  });
}
