/**
 * A German lead's messages lead to German pages (issue 36): every address in the welcome email
 * (text and HTML) and in the guide-link SMS is a German page or the unsubscribe link, never a
 * page that exists in Italian only; the unsubscribe link opens a German page and answers the
 * confirmation in German. An Italian lead's link stays Italian.
 */
import { POST as register } from '@/app/api/leads/route';
import { POST as verify } from '@/app/api/verify-sms/route';
import { GET as unsubscribePage, POST as unsubscribe } from '@/app/api/unsubscribe/route';
import { GUIDE_LINK_EVENT, sendGuideLink } from '@/lib/server/leads/guide-link-sms';
import { PUBLIC_ROUTES } from '@/lib/site/routes';
import { setupTestDatabase } from '../support/test-db';
import { captureSms } from '../support/sms';
import { NextRequest } from 'next/server';
import { call } from '../support/http';

const db = setupTestDatabase();
const sms = captureSms();
const ITALIAN = new Set(PUBLIC_ROUTES.filter((r) => r.locale === 'it').map((r) => r.path));
const GERMAN = new Set(PUBLIC_ROUTES.filter((r) => r.locale === 'de').map((r) => r.path));

async function verifiedLead(german: boolean) {
  const phone = german ? '+4915123456789' : '+393471234567';
  const res = await call(register, '/api/leads', {
    body: {
      firstName: german ? 'Lena' : 'Giulia',
      lastName: german ? 'Schmidt' : 'Rossi',
      email: german ? 'lena@example.de' : 'giulia@example.it',
      phone,
      experience: german ? 'base' : 'principiante',
      privacyAccepted: 'true',
      ...(german ? { campaign: 'GERMAN_CRYPTO_EDUCATION', locale: 'de' } : {}),
    },
  });
  expect(res.status).toBe(201);
  const verified = await call(verify, '/api/verify-sms', {
    body: { phone, code: sms.lastCode(phone) },
  });
  expect(verified.status).toBe(200);
  const welcome = await db().outboxMessage.findFirstOrThrow({
    where: { eventType: 'email.welcome' },
  });
  const payload = welcome.payload as { text: string; html: string };
  const addresses = [...`${payload.text} ${payload.html}`.matchAll(/https?:\/\/[^\s"<>]+/g)].map(
    (m) => new URL(m[0].replaceAll('&amp;', '&')),
  );
  return { phone, addresses };
}

/** The unsubscribe route's HTML answer to `method` on `url`, from a browser in `language`. */
async function openUnsubscribe(
  handler: typeof unsubscribePage,
  url: URL,
  method: 'GET' | 'POST',
  language: string,
): Promise<{ status: number; html: string }> {
  const request = new NextRequest(`http://localhost:3000${url.pathname}${url.search}`, {
    method,
    headers: { 'accept-language': language },
  });
  const response = await handler(request, { params: Promise.resolve({}) });
  return { status: response.status, html: await response.text() };
}

describe("a German lead's messages", () => {
  it('link to German pages only, and the unsubscribe page answers in German', async () => {
    const { phone, addresses } = await verifiedLead(true);
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.map((u) => u.pathname).filter((path) => ITALIAN.has(path))).toEqual([]);
    expect(addresses.map((u) => u.pathname)).toContain('/lernbereich');
    for (const url of addresses)
      expect(GERMAN.has(url.pathname) || url.pathname === '/api/unsubscribe').toBe(true);

    const link = addresses.find((u) => u.pathname === '/api/unsubscribe')!;
    // A mail client in another language: the page follows the lead, not the browser.
    const page = await openUnsubscribe(unsubscribePage, link, 'GET', 'it-IT');
    expect(page.status).toBe(200);
    const { html } = page;
    expect(html).toMatch(/<html lang="de">/);
    expect(html).toContain('<h1>Abmeldung</h1>');
    expect(html).toContain('Bestätigen');
    const done = await openUnsubscribe(unsubscribe, link, 'POST', 'it-IT');
    expect(done.status).toBe(200);
    expect(done.html).toContain('Wir senden Ihnen keine informativen E-Mails mehr.');

    // The guide link by SMS, sent by the outbox, leads to the German area too.
    expect(await db().outboxMessage.count({ where: { eventType: GUIDE_LINK_EVENT } })).toBe(1);
    const lead = await db().lead.findUniqueOrThrow({ where: { phone } });
    await sendGuideLink(db(), lead, new Date(Date.now() + 1000));
    const guide = sms.sent.filter((m) => m.to === phone).at(-1)!;
    const [address] = guide.text.match(/https?:\/\/\S+/) ?? [];
    expect(new URL(address!).pathname).toBe('/lernbereich');
  });

  it("keeps an Italian lead's unsubscribe page Italian", async () => {
    const { addresses } = await verifiedLead(false);
    const link = addresses.find((u) => u.pathname === '/api/unsubscribe')!;
    const { html } = await openUnsubscribe(unsubscribePage, link, 'GET', 'de-DE');
    expect(html).toMatch(/<html lang="it">/);
    expect(html).toContain('<h1>Annulla iscrizione</h1>');
  });
});
