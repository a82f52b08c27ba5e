/**
 * Site footer (SPEC.md §2.2): brand, on Italian pages the links to the home page's courses,
 * webinars, community and glossary (/#corsi, /#webinar, /#community, /#glossario), legal links,
 * the "Preferenze cookie" button that reopens the cookie panel (§2.4) and the educational
 * disclaimer.
 */
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { CookiePreferencesButton } from '@/components/consent/cookie-preferences-button';

const LEGAL_LINKS = [
  ['/privacy-policy', 'privacy'],
  ['/terms-of-service', 'terms'],
  ['/cookie-policy', 'cookies'],
  ['/disclaimer-educativo', 'disclaimer'],
  ['/normative-consob', 'consob'],
  ['/gdpr-compliance', 'gdpr'],
] as const;

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
  const italian = useLocale() === 'it';
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
            {LEGAL_LINKS.map(([href, key]) => (
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
