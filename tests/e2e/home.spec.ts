/**
 * The home page's lower sections (docs/product.md §2.2) in a browser: the about section's content
 * loads only when scrolled near, the footer's anchors land on sections that exist, the
 * testimonials are labelled examples until the operator publishes some, and axe finds no
 * serious or critical violation once everything has loaded.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the about section loads when scrolled near, and the footer anchors land on sections @mobile', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('button', { name: /rifiuta/i })
    .first()
    .click();
  const about = page.locator('#chi-siamo');
  await expect(about.getByRole('heading', { level: 2 })).toBeAttached();
  await expect(about.getByText(/progetto di educazione finanziaria/)).toHaveCount(0);

  await about.scrollIntoViewIfNeeded();
  await expect(about.getByText(/progetto di educazione finanziaria/)).toBeVisible();

  await expect(page.locator('#testimonianze').getByText('Esempio illustrativo')).toHaveCount(3);
  await expect(page.getByText(/riportate con il loro consenso/)).toHaveCount(0);

  for (const [name, id] of [
    ['Corsi', 'corsi'],
    ['Webinar', 'webinar'],
    ['Community', 'community'],
    ['Glossario', 'glossario'],
  ] as const) {
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }

  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
});
