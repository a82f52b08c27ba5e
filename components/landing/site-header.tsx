/**
 * Sticky site header (docs/product.md §2.2): guide and legal links, in-page anchors, login and
 * free-access buttons; below xl the links move into the MobileMenu island.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { GraduationCap } from '@/components/ui/server-icons';
import { Button } from '@/components/ui/button';
import { MobileMenu, type NavLink } from './mobile-menu';
import { SkipLink } from '@/components/layout/skip-link';

/** Header with navigation; `formAnchor` is the id on this page the free-access button scrolls to (default: the home page's form). */
export function SiteHeader({ formAnchor }: { formAnchor?: string }) {
  const t = useTranslations('common');
  const links: NavLink[] = [
    { href: '/guida-trading', label: t('nav.guide') },
    { href: '/forex-trading', label: t('nav.forex') },
    { href: '/broker-trading-online', label: t('nav.brokers') },
    { href: '/#biblioteca', label: t('nav.library') },
    { href: '/#certificazioni', label: t('nav.certifications') },
    { href: '/about', label: t('nav.about') },
    { href: '/privacy-policy', label: t('nav.privacy') },
  ];

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <SkipLink label={t('skipToContent')} />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-6">
        <Link
          href="/"
          className="flex min-w-0 items-center gap-2 rounded-md font-bold text-navy focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-navy text-white">
            <GraduationCap className="size-5" aria-hidden="true" />
          </span>
          <span className="max-w-[6.5rem] text-xs leading-tight sm:max-w-none sm:text-base">
            {t('brand')}
          </span>
        </Link>

        <nav aria-label={t('nav.label')} className="hidden xl:block">
          <ul className="flex items-center gap-1 text-sm font-medium text-muted-foreground">
            {links.map((link) => (
              <li key={link.href}>
                <NavAnchor link={link} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <Link href="/login">{t('actions.login')}</Link>
          </Button>
          <Button asChild variant="accent" size="sm" className="px-3 text-xs sm:text-sm">
            <a href={formAnchor ? `#${formAnchor}` : '/#hero-form'}>{t('actions.freeAccess')}</a>
          </Button>
          <MobileMenu
            links={links}
            login={{ href: '/login', label: t('actions.login') }}
            labels={{
              open: t('actions.openMenu'),
              close: t('actions.closeMenu'),
              nav: t('nav.label'),
            }}
          />
        </div>
      </div>
    </header>
  );
}

const navLinkClass =
  'rounded-md px-2.5 py-2 whitespace-nowrap hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

function NavAnchor({ link }: { link: NavLink }) {
  if (link.href.includes('#')) {
    return (
      <a href={link.href} className={navLinkClass}>
        {link.label}
      </a>
    );
  }
  return (
    <Link href={link.href} className={navLinkClass}>
      {link.label}
    </Link>
  );
}
