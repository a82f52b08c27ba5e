/**
 * The guides as the operator's (docs/back-office.md "Guides", docs/security.md "Guides"): a
 * PDF asked for without a verified lead's session is refused with a page saying how to get
 * it; an owner uploads a guide's PDF in the settings tab, a wrong file is refused in Italian,
 * and the home page's library card then shows the uploaded file's page count, no longer
 * marked as a sample.
 */
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { signIn } from './admin-session';

/** A real PDF of `pages` pages. */
async function pdfOf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([595, 842]);
  return Buffer.from(await doc.save());
}

test('a PDF asked for without a verified session is refused with a way to get it', async ({
  page,
}) => {
  const response = await page.goto('/ebooks/tradingBasics.pdf');
  expect(response?.status()).toBe(403);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'La guida è riservata a chi si è registrato',
  );
  await page.getByRole('link', { name: 'Richiedi la guida gratuita' }).click();
  await page.waitForURL((url) => url.pathname === '/ebook-gratis');

  const german = await page.goto('/ebooks/cryptoBasics.pdf?lang=de');
  expect(german?.status()).toBe(403);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: 'Leitfaden kostenlos anfordern' })).toHaveAttribute(
    'href',
    '/krypto-leitfaden-deutsch',
  );
});

test('an owner uploads a guide and the library card shows its page count', async ({
  page,
  request,
}) => {
  const pages = 17;
  await signIn(page, '/admin/settings');
  const row = page.getByTestId('guide-riskManagement-it');
  const input = page.getByLabel('Carica PDF: «Gestione del rischio e del capitale» (italiano)');

  await input.setInputFiles({
    name: 'note.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Non sono un PDF'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Il file non è un PDF' })).toBeVisible();

  await input.setInputFiles({
    name: 'gestione-rischio.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfOf(pages),
  });
  await expect(row).toContainText(`gestione-rischio.pdf: ${pages} pagine`);

  // The home page is regenerated with the upload's page count, no longer a sample.
  await expect
    .poll(
      async () => {
        const html = await (await request.get('/')).text();
        return html.includes(`${pages} pagine`);
      },
      { timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  await page.goto('/');
  const card = page
    .locator('#biblioteca article')
    .filter({ hasText: 'Gestione del rischio e del capitale' });
  await expect(card).toContainText(`${pages} pagine`);
  await expect(card.getByTestId('guide-sample')).toHaveCount(0);
  // Another guide still says it is the generated sample.
  await expect(
    page
      .locator('#biblioteca article')
      .filter({ hasText: 'Psicologia del trading' })
      .getByTestId('guide-sample'),
  ).toBeVisible();
});
