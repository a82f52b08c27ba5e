/**
 * The German legal set and the locale-aware legal links: every legal link a German page
 * carries (footer, links inside the texts, the German form, the cookie banner's targets, the
 * verification page's way back) leads to a German page; Italian pages keep theirs and have no
 * Impressum link. The Impressum shows the operator's details and names each missing setting.
 */
import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider, createTranslator } from 'next-intl';
import { QueryClientProvider } from '@tanstack/react-query';
import { CampaignHeader } from '@/components/campaign/campaign-header';
import { GermanWelcome } from '@/components/campaign/german-welcome';
import { campaignFormCopy, type CopyTranslator } from '@/components/forms/campaign-form-copy';
import { CookiePolicy } from '@/components/legal/cookie-policy';
import { Imprint } from '@/components/legal/imprint';
import { LegalPage } from '@/components/legal/legal-page';
import { LEGAL_PAGES } from '@/components/legal/legal-pages';
import { VerifySmsView } from '@/components/verification/verify-sms-view';
import { createQueryClient } from '@/lib/query-client';
import { HOME_PATHS, LEGAL_PATHS, PUBLIC_ROUTES, findRoute, legalHref } from '@/lib/site/routes';
import { missingOperatorFields, type OperatorDetails } from '@/lib/site/operator';
import adminSettings from '@/messages/admin/settings.json';
import deMessages from '@/messages/de.json';
import itMessages from '@/messages/it.json';
import { verifyCopyIn } from './support/island-copy';

let mockParams = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  useSearchParams: () => mockParams,
  usePathname: () => '/',
}));

const ITALIAN_LEGAL = new Set<string>(Object.values(LEGAL_PATHS.it));
const GERMAN_LEGAL = new Set<string>(Object.values(LEGAL_PATHS.de));

function renderIn(locale: 'it' | 'de', ui: ReactElement) {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={locale === 'de' ? deMessages : itMessages}
      timeZone="Europe/Rome"
    >
      <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

/** The site paths of every link on the page (no anchors, mail or outside addresses). */
const internalHrefs = () =>
  screen
    .getAllByRole('link')
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'))
    .map((href) => href.split(/[?#]/)[0] ?? '');

describe('legal paths per language', () => {
  it('gives every legal page of each language a route of that language, the imprint German only', () => {
    for (const [locale, paths] of Object.entries(LEGAL_PATHS))
      for (const path of Object.values(paths))
        expect(findRoute(path)).toMatchObject({ locale, kind: 'legal', indexable: true });
    expect(legalHref('privacy', 'de')).toBe('/datenschutz');
    expect(legalHref('educational', 'de')).toBe('/haftungsausschluss');
    expect(legalHref('imprint', 'de')).toBe('/impressum');
    expect(legalHref('imprint', 'it')).toBeUndefined();
    expect(legalHref('cookies', 'it')).toBe('/cookie-policy');
  });

  it('pairs each Italian legal page with its German twin, both ways', () => {
    for (const [page, it] of Object.entries(LEGAL_PATHS.it)) {
      const de = LEGAL_PATHS.de[page as keyof typeof LEGAL_PATHS.de];
      expect(findRoute(it)?.alternate).toBe(de);
      expect(findRoute(de)?.alternate).toBe(it);
    }
    expect(findRoute('/impressum')?.alternate).toBeUndefined();
    // Verification pages stay out of search engines: no hreflang pair.
    expect(findRoute('/sms-bestaetigung')?.alternate).toBeUndefined();
    expect(PUBLIC_ROUTES.filter((r) => r.alternate && !r.indexable)).toEqual([]);
  });
});

describe('German legal pages', () => {
  it('privacy: German texts, every link to a German page, the Impressum in the footer, home is the German campaign page', () => {
    renderIn('de', <LegalPage page="privacy" policyVersion="2026-11-01" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    expect(screen.getByText('1. November 2026')).toHaveAttribute('datetime', '2026-11-01');
    const hrefs = internalHrefs();
    expect(hrefs.filter((href) => ITALIAN_LEGAL.has(href))).toEqual([]);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    expect(footer.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    expect(footer.getByRole('link', { name: 'Cookie-Richtlinie' })).toHaveAttribute(
      'href',
      '/cookie-richtlinie',
    );
    expect(footer.getByRole('link', { name: 'Bildungshinweis' })).toHaveAttribute(
      'href',
      '/haftungsausschluss',
    );
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute(
      'href',
      HOME_PATHS.de,
    );
  });

  it('terms: the links inside the text lead to the German disclaimer pages', () => {
    renderIn('de', <LegalPage page="terms" />);
    const article = within(screen.getByRole('article'));
    expect(article.getByRole('link', { name: 'Haftungsausschluss' })).toHaveAttribute(
      'href',
      '/risikohinweise',
    );
    expect(article.getByRole('link', { name: 'Bildungs-Haftungsausschluss' })).toHaveAttribute(
      'href',
      '/haftungsausschluss',
    );
    expect(article.getByRole('link', { name: 'CONSOB-Vorschriften' })).toHaveAttribute(
      'href',
      '/consob-vorschriften',
    );
  });

  it('cookie policy: German tables and links to German pages only', () => {
    renderIn('de', <CookiePolicy />);
    expect(screen.getAllByRole('table')).toHaveLength(2);
    const hrefs = internalHrefs();
    expect(hrefs).toContain('/dsgvo-konformitaet');
    expect(hrefs.filter((href) => ITALIAN_LEGAL.has(href))).toEqual([]);
  });

  it('no German legal page links an Italian legal page (the brand logo still leads to /)', () => {
    for (const page of Object.keys(LEGAL_PAGES) as (keyof typeof LEGAL_PAGES)[]) {
      if (page === 'imprint') continue;
      const { unmount } = renderIn('de', <LegalPage page={page} />);
      for (const href of internalHrefs())
        expect(GERMAN_LEGAL.has(href) || href === HOME_PATHS.de || href === '/').toBe(true);
      unmount();
    }
  });
});

describe('Italian legal pages keep theirs', () => {
  it('links the Italian pages, no Impressum', () => {
    renderIn('it', <LegalPage page="privacy" policyVersion="2026-11-01" />);
    const hrefs = internalHrefs();
    expect(hrefs.filter((href) => GERMAN_LEGAL.has(href))).toEqual([]);
    expect(hrefs).toEqual(expect.arrayContaining(['/privacy-policy', '/cookie-policy']));
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });
});

describe('the campaign form links the policies in its own language', () => {
  it.each([
    ['de', '/datenschutz', '/nutzungsbedingungen'],
    ['it', '/privacy-policy', '/terms-of-service'],
  ] as const)('%s form', (language, privacy, terms) => {
    const messages = language === 'de' ? deMessages : itMessages;
    const t = createTranslator({ locale: language, messages }) as unknown as CopyTranslator;
    renderIn(language, <p>{campaignFormCopy(t, language).privacy}</p>);
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([privacy, terms]);
  });
});

describe('/sms-bestaetigung', () => {
  it('leads back to the German campaign page with the visit’s campaign and source', () => {
    mockParams = new URLSearchParams({
      phone: '+4915112345678',
      campaign: 'GERMAN_CRYPTO_EDUCATION',
      source: 'german_crypto_education-prelander',
    });
    renderIn('de', <VerifySmsView home={HOME_PATHS.de} copy={verifyCopyIn('de')} />);
    expect(screen.getByRole('link', { name: 'Zurück zur Registrierung' })).toHaveAttribute(
      'href',
      '/krypto-leitfaden-deutsch?campaign=GERMAN_CRYPTO_EDUCATION&source=german_crypto_education-prelander',
    );
  });
});

describe('Impressum', () => {
  const COMPLETE: OperatorDetails = {
    name: 'Accademia Trading GmbH',
    address: 'Friedrichstraße 1, 10117 Berlin, Deutschland',
    email: 'info@accademia.example',
    phone: '+49 30 1234567',
    register: 'Amtsgericht Berlin-Charlottenburg, HRB 123456',
    vatId: 'DE123456789',
  };

  it('shows every detail, e-mail and phone as links', () => {
    renderIn('de', <Imprint operator={COMPLETE} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    for (const value of [COMPLETE.name, COMPLETE.address, COMPLETE.register, COMPLETE.vatId])
      expect(screen.getByText(value as string)).toBeVisible();
    expect(screen.getByRole('link', { name: COMPLETE.email as string })).toHaveAttribute(
      'href',
      'mailto:info@accademia.example',
    );
    expect(screen.getByRole('link', { name: COMPLETE.phone as string })).toHaveAttribute(
      'href',
      'tel:+49301234567',
    );
    expect(document.querySelector('[data-missing-setting]')).toBeNull();
  });

  it('names each missing detail by its environment variable and its settings-tab field', () => {
    const partial = { ...COMPLETE, phone: null, register: null, vatId: null };
    expect(missingOperatorFields(partial)).toEqual(['phone', 'register', 'vatId']);
    renderIn('de', <Imprint operator={partial} />);
    const missing = [...document.querySelectorAll('[data-missing-setting]')];
    expect(missing.map((m) => m.getAttribute('data-missing-setting'))).toEqual([
      'OPERATOR_PHONE',
      'OPERATOR_REGISTER',
      'OPERATOR_VAT_ID',
    ]);
    expect(missing[0]).toHaveTextContent(
      `Feld „${adminSettings.operatorFields.phone}“ ausfüllen oder die Umgebungsvariable OPERATOR_PHONE setzen`,
    );
    expect(screen.getByText(COMPLETE.name as string)).toBeVisible();
  });
});

describe('the way home from German pages', () => {
  it('leads the German header brand and the welcome page back to the German home, not to /', () => {
    renderIn('de', <GermanWelcome />);
    const hrefs = internalHrefs();
    expect(hrefs).toContain(HOME_PATHS.de);
    expect(hrefs).not.toContain('/');
  });

  it('keeps the Italian campaign header pointing at the Italian home', () => {
    renderIn('it', <CampaignHeader theme="blue" />);
    expect(internalHrefs()).toEqual([HOME_PATHS.it]);
  });
});
