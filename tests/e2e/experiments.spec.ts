/**
 * Experiments on the static landings, as the owner and visitors meet them: an experiment at
 * 50/50 on `/` is created and started in the back-office; visitors (here: browsers with
 * different user agents, since every e2e browser comes from the same loopback address and the
 * assignment hashes the network with the user agent) see both variants, one visitor keeps its
 * variant on reload, a registration in variant B counts for B in the results, and a stop with B
 * as winner serves B to everyone. Afterwards a second experiment stopped with the control puts
 * the page back as it was for the specs that follow.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { confirmStepUp, signIn, stepUpByApi } from './admin-session';
import { register } from './register';

const HEADLINE_A = 'Impara il trading con metodo, partendo dalle basi';
const HEADLINE_B = 'Il trading spiegato passo per passo, gratis';
const hero = (page: Page) => page.getByRole('heading', { level: 1 });
/** A desktop Chrome user agent with a marker of our own, so each visitor's hash differs. */
const userAgent = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 visitor/${n}`;

async function visitor(browser: Browser, n: number): Promise<BrowserContext> {
  return browser.newContext({ userAgent: userAgent(n), locale: 'it-IT' });
}

/** The headline `/` shows a fresh visit of context `context`. */
async function headlineOf(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  await page.goto('/');
  const text = (await hero(page).textContent())?.trim() ?? '';
  await page.close();
  return text;
}

interface ExperimentRow {
  id: number;
  name: string;
  status: string;
}

async function experimentNamed(page: Page, name: string): Promise<ExperimentRow> {
  const response = await page.request.get('/api/admin/experiments');
  expect(response.status()).toBe(200);
  const { experiments } = (await response.json()) as { experiments: ExperimentRow[] };
  const found = experiments.find((e) => e.name === name);
  expect(found).toBeTruthy();
  return found!;
}

test.describe.configure({ mode: 'serial' });

test('an A/B experiment on the home page: assignment, stickiness, conversion, winner', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `Titolo home ${Date.now()}`;
  await signIn(page, '/admin/experiments');
  await page.getByRole('button', { name: 'Nuovo esperimento' }).click();
  await page.getByLabel("Nome dell'esperimento").fill(name);
  await page.getByLabel('Pagina').selectOption('/');
  await page.getByLabel('Titolo (Variante B)', { exact: true }).fill(HEADLINE_B);
  await page.getByRole('button', { name: 'Salva la bozza' }).click();
  await confirmStepUp(page);
  await expect(page.getByText("Bozza dell'esperimento salvata")).toBeVisible();
  await page.getByRole('button', { name: `Avvia «${name}»` }).click();
  await expect(page.getByText(/Esperimento avviato/)).toBeVisible();
  const experiment = await experimentNamed(page, name);
  expect(experiment.status).toBe('running');

  // Visitors from different browsers see both variants (the proxy's snapshot is a few seconds
  // old at most, and the variant routes are regenerated on the start).
  const contexts: BrowserContext[] = [];
  const seen = new Map<string, number>();
  await expect
    .poll(
      async () => {
        const from = contexts.length;
        for (let i = from; i < from + 6; i++) {
          const context = await visitor(browser, i);
          contexts.push(context);
          const headline = await headlineOf(context);
          seen.set(headline, i);
        }
        return [...seen.keys()].sort();
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toEqual([HEADLINE_B, HEADLINE_A].sort());

  // One visitor keeps its variant on reload.
  const inB = contexts[seen.get(HEADLINE_B)!]!;
  for (let i = 0; i < 3; i++) expect(await headlineOf(inB)).toBe(HEADLINE_B);
  const inA = contexts[seen.get(HEADLINE_A)!]!;
  expect(await headlineOf(inA)).toBe(HEADLINE_A);

  // A registration in variant B counts for B.
  const visitorPage = await inB.newPage();
  await register(visitorPage, `+3934755${String(Date.now()).slice(-5)}`);
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/admin/experiments/${experiment.id}/results`);
      const results = (await response.json()) as {
        counts: { key: string; visitors: number; leads: number }[];
      };
      return results.counts.find((c) => c.key === 'b')?.leads;
    })
    .toBe(1);

  // Stopped with B as winner: everyone sees B, the visitor who saw A too.
  await page.reload();
  await page.getByRole('button', { name: `Ferma «${name}»` }).click();
  // One lead is no sample: the dialog says so and keeps the control unless asked otherwise.
  const stop = page.getByRole('group', { name: new RegExp(`Fermare «${name}»`) });
  await expect(stop.getByRole('status')).toContainText('Dati insufficienti');
  await expect(stop.getByRole('button', { name: 'Ferma e applica: Controllo' })).toBeVisible();
  await stop.getByText("Mostrare comunque un'altra variante a tutti").click();
  await page.getByRole('radio', { name: /Variante B/ }).check();
  await page.getByRole('button', { name: /Ferma e applica/ }).click();
  await expect(page.getByText(/Esperimento concluso/)).toBeVisible();
  await expect.poll(() => headlineOf(inA), { timeout: 30_000, intervals: [500] }).toBe(HEADLINE_B);
  const newcomer = await visitor(browser, 999);
  expect(await headlineOf(newcomer)).toBe(HEADLINE_B);
  for (const context of [...contexts, newcomer]) await context.close();
});

test.afterAll(async ({ browser }) => {
  // The page as it was for the specs that follow (also after a failed attempt): what still runs
  // on '/' stops with the control, and a later experiment stopped with the control overrides any
  // earlier winner.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, '/admin/experiments');
  await stepUpByApi(page);
  const stop = async (id: number) => {
    const response = await page.request.patch(`/api/admin/experiments/${id}`, {
      data: { action: 'stop', winner: 'control' },
    });
    expect(response.status()).toBe(200);
  };
  const { experiments } = (await (await page.request.get('/api/admin/experiments')).json()) as {
    experiments: (ExperimentRow & { page: string })[];
  };
  for (const running of experiments.filter((e) => e.page === '/' && e.status === 'running'))
    await stop(running.id);
  const created = await page.request.post('/api/admin/experiments', {
    data: {
      name: `Ripristino ${Date.now()}`,
      page: '/',
      variants: [
        { key: 'control', weight: 1, changes: {} },
        { key: 'b', weight: 1, changes: {} },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const experiment = (await created.json()) as { id: number };
  const started = await page.request.patch(`/api/admin/experiments/${experiment.id}`, {
    data: { action: 'start' },
  });
  expect(started.status()).toBe(200);
  await stop(experiment.id);
  const fresh = await browser.newContext({ userAgent: userAgent(12345) });
  await expect
    .poll(() => headlineOf(fresh), { timeout: 30_000, intervals: [500] })
    .toBe(HEADLINE_A);
  await fresh.close();
  await context.close();
});
