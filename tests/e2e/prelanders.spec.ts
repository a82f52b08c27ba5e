/**
 * Pre-landers in a real browser (docs/product.md §2.10, docs/decisions.md §5): the buttons' query rule and
 * the honest live figures read from GET /api/stats/live.
 */
import { expect, test } from '@playwright/test';

test('keeps the address campaign and utm tags on /trading-educativo @mobile', async ({ page }) => {
  await page.goto('/trading-educativo?campaign=X&utm_source=fb');
  const expected = '/guida-trading-base?campaign=X&source=trading-prelander&step=2&utm_source=fb';
  const buttons = page.getByRole('main').getByRole('link', { name: /guida/i });
  await expect(buttons).toHaveCount(2);
  await expect(buttons.first()).toHaveAttribute('href', expected);
  await expect(buttons.last()).toHaveAttribute('href', expected);
  await buttons.first().click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === expected);
});

test('sends the defaults from /crypto-guida', async ({ page }) => {
  await page.goto('/crypto-guida');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Continua verso la guida crypto' }),
  ).toHaveAttribute(
    'href',
    '/guida-crypto-principianti?campaign=CRYPTO_DIRECT&source=crypto-prelander&step=2',
  );
  // the product spec's fixed '4,8/5 da 15.392 studenti' is not shown: the live figures carry real counts.
  await expect(page.getByText(/15\.392|4,8\/5/)).toHaveCount(0);
  await expect(page.getByTestId('claimed-value')).toHaveText(/^Valore di listino 197\s€/);
});

test('the investment pre-lander claims its 247 € value (docs/product.md §9)', async ({ page }) => {
  await page.goto('/investimenti-primi-passi');
  await expect(page.getByTestId('claimed-value')).toHaveText(/^Valore di listino 247\s€/);
});

test('the secrets pages send campaign PRELANDER_DIRECT and source=prelander', async ({ page }) => {
  for (const path of ['/prelander', '/trading-segreti', '/strategie-italiane']) {
    await page.goto(path);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Scopri il percorso gratuito' }),
    ).toHaveAttribute('href', '/guida-trading-base?campaign=PRELANDER_DIRECT&source=prelander');
    await expect(page.getByText('794 €')).toBeVisible();
  }
});

test('shows the real free places and no countdown when no offer is set @mobile', async ({
  page,
  request,
}) => {
  const live = await request.get('/api/stats/live?variant=PL_CRYPTO_LEGACY');
  expect(live.headers()['cache-control']).toBe('public, max-age=30, s-maxage=30');
  const figures = (await live.json()) as { placesLeft: number; offerEndsAt: string | null };
  expect(figures.offerEndsAt).toBeNull();

  await page.goto('/crypto-guida');
  const places = page.getByTestId('places-left');
  await expect(places).toHaveText(`${figures.placesLeft} posti gratuiti ancora disponibili su 500`);
  // 500 on an empty database; other e2e files (main-job) may have granted places before.
  expect(figures.placesLeft).toBeLessThanOrEqual(500);
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByText(/L'offerta termina/)).toHaveCount(0);
});

test('answers an unknown variant with a 404 JSON error', async ({ request }) => {
  const res = await request.get('/api/stats/live?variant=PL_NOPE');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
});
