/**
 * Site footer (docs/product.md §2.2): brand, on Italian pages the links to the home page's courses,
 * webinars, community and glossary (/#corsi, /#webinar, /#community, /#glossario), the legal
 * links of the page's language (lib/site/routes.ts: German pages link the German legal set and the
 * Impressum), the "Preferenze cookie" button that reopens the cookie panel (§2.4) and the
 * educational disclaimer.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { CookiePreferencesButton } from '@/components/consent/cookie-preferences-button';
import { usePageLocale } from '@/components/legal/use-page-locale';
import { legalHref, type LegalPageId } from '@/lib/site/routes';

/** The footer's legal pages (label key under `common.footer.links`) in order; the imprint only where one exists. */
const LEGAL_LINKS = [
  ['privacy', 'privacy'],
  ['terms', 'terms'],
  ['cookies', 'cookies'],
  ['educational', 'disclaimer'],
  ['consob', 'consob'],
  ['gdpr', 'gdpr'],
  ['imprint', 'imprint'],
] as const satisfies readonly (readonly [LegalPageId, string])[];

/** The home page's sections (components/landing/home-landing.tsx), which are Italian. */
const HOME_ANCHORS = [
  ['/#corsi', 'courses'],
  ['/#webinar', 'webinars'],
  ['/#community', 'community'],
  ['/#glossario', 'glossary'],
] as const;

const LINK_CLASS =
  'rounded hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none';

/** The footer; `year` is the copyright year (the build year on static pages). */
export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  const t = useTranslations('common');
  const tConsent = useTranslations('consent');
  const locale = usePageLocale();
  const links = LEGAL_LINKS.flatMap(([page, key]) => {
    const href = legalHref(page, locale);
    return href ? [{ href, key }] : [];
  });
  const italian = locale === 'it';
  return (
    <footer className="bg-navy text-slate-300">
      <div
        className={`mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 ${
          italian ? 'md:grid-cols-[1.4fr_0.6fr_1fr]' : 'md:grid-cols-[1.4fr_1fr]'
        }`}
      >
        <div>
          <p className="text-lg font-bold text-white">{t('brand')}</p>
          <p className="mt-3 max-w-md text-sm">{t('footer.about')}</p>
        </div>
        {italian ? (
          <nav aria-labelledby="footer-explore-title">
            <h2
              id="footer-explore-title"
              className="text-sm font-semibold tracking-wide text-white uppercase"
            >
              {t('footer.exploreTitle')}
            </h2>
            <ul className="mt-4 grid gap-2 text-sm">
              {HOME_ANCHORS.map(([href, key]) => (
                <li key={href}>
                  <Link href={href} className={LINK_CLASS}>
                    {t(`footer.explore.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <nav aria-labelledby="footer-legal-title">
          <h2
            id="footer-legal-title"
            className="text-sm font-semibold tracking-wide text-white uppercase"
          >
            {t('footer.legalTitle')}
          </h2>
          <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
            {links.map(({ href, key }) => (
              <li key={href}>
                <Link href={href} className={LINK_CLASS}>
                  {t(`footer.links.${key}`)}
                </Link>
              </li>
            ))}
            <li>
              <CookiePreferencesButton label={tConsent('footerButton')} />
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-xs text-slate-400 sm:px-6">
          <p>{t('footer.educationalNote')}</p>
          <p>{t('footer.copyright', { year, brand: t('brand') })}</p>
        </div>
      </div>
    </footer>
  );
}
