/**
 * The seven Italian legal pages (docs/product.md §2.12) and their German twins with the Impressum:
 * each answers 200 with its <html lang>, an h1 and its numbered sections; privacy and terms
 * have exactly 10; the TOC anchors lead to the sections; the dates are the fixed policy date.
 */
import { expect, test } from '@playwright/test';

const PAGES = [
  { path: '/privacy-policy', h1: 'Informativa sulla privacy', sections: 10 },
  { path: '/terms-of-service', h1: 'Termini di servizio', sections: 10 },
  { path: '/cookie-policy', h1: 'Cookie Policy', sections: 9 },
  { path: '/disclaimer', h1: 'Disclaimer e avvertenze sui rischi', sections: 9 },
  { path: '/disclaimer-educativo', h1: 'Disclaimer educativo', sections: 10 },
  { path: '/normative-consob', h1: 'Normativa CONSOB e tutela degli investitori', sections: 9 },
  { path: '/gdpr-compliance', h1: 'Conformità GDPR', sections: 10 },
];

for (const { path, h1, sections } of PAGES) {
  test(`${path} renders in Italian with ${sections} numbered sections @mobile`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(new RegExp(`^${h1}`));
    const numbered = page.locator('article section[data-legal-section] > h2');
    await expect(numbered).toHaveCount(sections);
    for (let n = 1; n <= sections; n++) {
      await expect(numbered.nth(n - 1)).toHaveText(new RegExp(`^${n}\\.`));
    }
    await expect(page.locator('time[datetime="2026-11-01"]')).toHaveText('1 novembre 2026');
    await expect(page.getByText(/74% e l'89%/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });
}

test('the table of contents jumps to a section', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page
    .getByRole('navigation', { name: 'Indice' })
    .getByRole('link', { name: /Garante/ })
    .click();
  await expect(page).toHaveURL(/#reclamo-garante$/);
  await expect(page.getByRole('heading', { name: /^8\.\s*Reclamo al Garante/ })).toBeInViewport();
});

test('the privacy policy shows the consent policy version', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByText("Versione dell'informativa:")).toContainText('2026-11-01');
});

/** The German twins (docs/decisions.md §5b): the same sections from messages/de.json, <html lang="de">. */
const GERMAN_PAGES = [
  { path: '/datenschutz', h1: 'Datenschutzerklärung', sections: 10 },
  { path: '/nutzungsbedingungen', h1: 'Nutzungsbedingungen', sections: 10 },
  { path: '/cookie-richtlinie', h1: 'Cookie-Richtlinie', sections: 9 },
  { path: '/risikohinweise', h1: 'Haftungsausschluss und Risikohinweise', sections: 9 },
  { path: '/haftungsausschluss', h1: 'Bildungs-Haftungsausschluss', sections: 10 },
  { path: '/consob-vorschriften', h1: 'CONSOB-Vorschriften und Anlegerschutz', sections: 9 },
  { path: '/dsgvo-konformitaet', h1: 'DSGVO-Konformität', sections: 10 },
  { path: '/impressum', h1: 'Impressum', sections: 4 },
];

for (const { path, h1, sections } of GERMAN_PAGES) {
  test(`${path} renders in German with ${sections} numbered sections @mobile`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(new RegExp(`^${h1}`));
    await expect(page.locator('article section[data-legal-section] > h2')).toHaveCount(sections);
    await expect(page.locator('time[datetime="2026-11-01"]')).toHaveText('1. November 2026');
    await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute(
      'href',
      '/krypto-leitfaden-deutsch',
    );
  });
}
