/**
 * Outbound delivery in a real browser: a registration reaches the CRM
 * stand-in (scripts/webhook-receiver.mjs) signed; the operator sends a test webhook and an
 * email from the tabs and sees both logs, sees the email in the lead's detail, downloads the
 * lead's data and erases the lead, and the CRM hears `lead.deleted`.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { noBlockingViolations, openSection, signIn } from './admin-session';
import { uniquePhone } from './outbox';
import { receivedEvent } from './receiver';
import { register } from './register';

/** The leads tab's empty state (messages/admin/leads.json `empty`). */
const LEADS_EMPTY = 'Nessun lead trovato';

test('the CRM gets signed events, and the operator tests the webhook, emails, exports and erases a lead', async ({
  page,
  browser,
  request,
}) => {
  const visitor = await browser.newContext();
  const phone = uniquePhone();
  const email = await register(await visitor.newPage(), phone);
  await visitor.close();

  const created = await receivedEvent(request, 'lead.created', (d) => d.email === email);
  expect(created.verified).toBe(true);
  expect(created.body.data).toMatchObject({ phone, firstName: 'Giulia' });
  expect(JSON.stringify(created.body)).not.toMatch(/password|codeHash/i);
  const leadId = String(created.body.data.leadId);

  // Webhooks tab: status, test, and the test in the delivery log.
  await signIn(page, '/admin/webhooks');
  await expect(page.getByText('Attivo', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Invia webhook di prova' }).click();
  await expect(page.getByText('Test webhook completato').first()).toBeVisible();
  const webhookLog = page.getByRole('list', { name: 'Registro delle consegne' });
  await expect(
    webhookLog.getByRole('listitem').filter({ hasText: 'webhook.test' }).first(),
  ).toContainText('Consegnato');
  await expect(
    webhookLog.getByRole('listitem').filter({ hasText: 'lead.created' }).first(),
  ).toContainText('Consegnato');
  await noBlockingViolations(page);

  // Communications tab: pick the lead, start from a template, send.
  await openSection(page, 'Comunicazioni');
  await page.getByLabel('Cerca il lead (nome, email o telefono)').fill(email);
  await page.getByRole('list', { name: 'Scegli un lead' }).getByRole('button').first().click();
  await expect(page.getByText(`Destinatario: Giulia Rossi <${email}>`)).toBeVisible();
  await page.getByRole('button', { name: 'Consulenza premium' }).click();
  await page.getByLabel('Oggetto').fill('La tua consulenza');
  await page.getByLabel("Testo dell'email").fill('Ciao Giulia,\n\nti richiamo domani alle 10.');
  await page.getByRole('button', { name: 'Invia email' }).click();
  await expect(page.getByText('Email inviata').first()).toBeVisible();
  const mailLog = page.getByRole('list', { name: 'Registro delle consegne' });
  await expect(
    mailLog.getByRole('listitem').filter({ hasText: 'La tua consulenza' }),
  ).toContainText('Consegnato', { timeout: 15_000 });
  await noBlockingViolations(page);

  // The lead's detail: the email log, the data export, the erasure.
  await page.goto(`/admin/leads?lead=${leadId}`);
  const dialog = page.getByRole('dialog');
  const emails = dialog.getByRole('list', { name: 'Email inviate' });
  await expect(emails.getByRole('listitem').filter({ hasText: 'La tua consulenza' })).toContainText(
    'Consegnato',
  );
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Esporta tutti i dati (JSON)' }).click();
  const file = await (await download).path();
  const data = JSON.parse(await readFile(file, 'utf8'));
  expect(data.lead).toMatchObject({ id: leadId, email, phone });
  expect(data.messages.map((m: { eventType: string }) => m.eventType)).toEqual(
    expect.arrayContaining(['lead.created', 'email.premium-consultation']),
  );

  await dialog.getByRole('button', { name: 'Cancella il lead' }).click();
  await dialog.getByRole('button', { name: 'Cancella definitivamente' }).click();
  await expect(page.getByText('Lead cancellato').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('Cerca').fill(email);
  await expect(page.getByText(LEADS_EMPTY)).toBeVisible();
  const deleted = await receivedEvent(request, 'lead.deleted', (d) => d.leadId === leadId);
  expect(Object.keys(deleted.body.data).sort()).toEqual(['erasedAt', 'leadId']);
});
