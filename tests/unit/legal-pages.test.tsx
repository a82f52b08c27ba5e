import { screen, within } from '@testing-library/react';
import { CookiePolicy } from '@/components/legal/cookie-policy';
import { PRIVACY_EMAIL } from '@/components/legal/legal-contacts';
import { LegalPage } from '@/components/legal/legal-page';
import { LEGAL_PAGES } from '@/components/legal/legal-pages';
import { RETENTION } from '@/lib/privacy/retention';
import deMessages from '@/messages/de.json';
import itMessages from '@/messages/it.json';
import { renderWithProviders } from './support/render';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/privacy-policy',
}));

function sectionHeadings() {
  return within(screen.getByRole('article'))
    .getAllByRole('heading', { level: 2 })
    .filter((h) => /^\d+\./.test(h.textContent ?? ''));
}

describe('legal pages', () => {
  it('privacy policy: title, fixed date, consent version, 10 numbered sections and a TOC', () => {
    renderWithProviders(<LegalPage page="privacy" policyVersion="2026-11-01" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 novembre 2026')).toHaveAttribute('datetime', '2026-11-01');
    expect(screen.getByText('2026-11-01')).toBeInTheDocument();

    const headings = sectionHeadings();
    expect(headings).toHaveLength(10);
    expect(headings[0]).toHaveTextContent('1.Titolare del trattamento');
    expect(headings[9]).toHaveTextContent('10.Modifiche a questa informativa');

    const toc = screen.getByRole('navigation', { name: 'Indice' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(10);
    links.forEach((link, index) => {
      const id = LEGAL_PAGES.privacy.sections[index];
      expect(link).toHaveAttribute('href', `#${id}`);
      expect(document.getElementById(String(id))).toHaveAttribute('aria-labelledby', `${id}-title`);
    });

    expect(screen.getAllByRole('link', { name: PRIVACY_EMAIL })[0]).toHaveAttribute(
      'href',
      `mailto:${PRIVACY_EMAIL}`,
    );
    expect(screen.getByText(/articoli da 15 a 22 del GDPR/)).toBeInTheDocument();
    expect(screen.getByText(/almeno 18 anni/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/74% e l'89%/)).toBeInTheDocument();
  });

  it('terms of service: 10 sections with free access, 30-day notice and the Milan court', () => {
    renderWithProviders(<LegalPage page="terms" />);
    expect(sectionHeadings()).toHaveLength(10);
    expect(screen.queryByText(/Versione dell'informativa/)).not.toBeInTheDocument();
    expect(screen.getByText(/I primi 500 utenti che completano la verifica/)).toBeInTheDocument();
    expect(screen.getByText(/almeno 30 giorni prima/)).toBeInTheDocument();
    expect(screen.getByText(/foro di Milano/)).toBeInTheDocument();
  });

  it('cookie policy: own and third-party tables with the durations', () => {
    renderWithProviders(<CookiePolicy />);
    const thirdParty = screen.getByRole('table', { name: /terze parti/ });
    const ga = within(thirdParty).getByRole('rowheader', { name: /Google Analytics 4/ });
    expect(ga.closest('tr')).toHaveTextContent('2 anni');
    expect(
      within(thirdParty)
        .getByRole('rowheader', { name: /Meta Pixel/ })
        .closest('tr'),
    ).toHaveTextContent('180 giorni');
    expect(within(thirdParty).getAllByRole('row')).toHaveLength(6);
    // The A/B test's cookie: listed as analytics, written only with that consent.
    expect(
      within(thirdParty).getByRole('rowheader', { name: /^ab_/ }).closest('tr'),
    ).toHaveTextContent(/Analitici.*90 giorni/);
    const own = screen.getByRole('table', { name: /prima parte/ });
    expect(
      within(own).getByRole('rowheader', { name: '__Host-lead_session' }).closest('tr'),
    ).toHaveTextContent('30 giorni');
    expect(screen.getByText(/solo dopo il tuo consenso/)).toBeInTheDocument();
    expect(screen.getByText(/dopo 6 mesi/)).toBeInTheDocument();
  });

  it('retention periods on the privacy and GDPR pages are the ones the retention job deletes by', () => {
    const { technicalLogsMonths, marketingYears, proofYears } = RETENTION;
    for (const page of ['privacy', 'gdpr'] as const) {
      const { unmount } = renderWithProviders(<LegalPage page={page} policyVersion="v" />);
      const text = document.getElementById('conservazione')?.textContent ?? '';
      expect(text).toContain(`${technicalLogsMonths} mesi`);
      expect(text).toContain(`${marketingYears} anni`);
      expect(text).toContain(`${proofYears} anni`);
      unmount();
    }
    // No period is written into the copy by hand (they come from lib/privacy/retention.ts).
    const copy = JSON.stringify([
      itMessages.legal.privacy.sections.conservazione,
      deMessages.legal.privacy.sections.conservazione,
      itMessages.legal.gdpr.sections.conservazione,
      deMessages.legal.gdpr.sections.conservazione,
    ]);
    expect(copy).not.toMatch(/\b\d+ (mesi|anni|Monate|Jahre)\b/);
  });

  it('every configured section has a title in Italian and German', () => {
    const dig = (messages: unknown, path: string) =>
      path
        .split('.')
        .reduce<unknown>(
          (node, key) => (node as Record<string, unknown> | undefined)?.[key],
          messages,
        );
    for (const [page, { sections }] of Object.entries(LEGAL_PAGES)) {
      for (const id of sections) {
        for (const messages of [itMessages, deMessages]) {
          expect(typeof dig(messages, `legal.${page}.sections.${id}.title`)).toBe('string');
        }
      }
    }
  });
});
