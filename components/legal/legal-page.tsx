/**
 * Shared layout of the legal pages (docs/product.md §2.12) in the request's language (set by each
 * page with setRequestLocale): header, title and intro, fixed "last updated" date (and, for
 * the privacy policy, the policy version recorded with each consent), table of contents,
 * numbered sections, back-to-home link, risk notice, footer. Italian pages carry the site
 * header; German pages the slim header the other German pages have, and "home" is the German
 * campaign page (lib/site/routes.ts HOME_PATHS), so no link leads a German reader to Italian pages.
 * Server-rendered and static. `extras` adds content (tables) at the end of a section.
 */
import type { ReactNode } from 'react';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { ArrowLeft } from '@/components/ui/server-icons';
import { CampaignHeader } from '@/components/campaign/campaign-header';
import { RiskNotice } from '@/components/landing/risk-notice';
import { SiteFooter } from '@/components/landing/site-footer';
import { SiteHeader } from '@/components/landing/site-header';
import { Button } from '@/components/ui/button';
import { HOME_PATHS } from '@/lib/site/routes';
import { LEGAL_PAGES, LEGAL_UPDATED, type LegalPageKey } from './legal-pages';
import { legalRichValues } from './legal-rich';
import { LegalSection } from './legal-section';
import { LegalToc } from './legal-toc';
import { usePageLocale } from './use-page-locale';

interface LegalPageProps {
  page: LegalPageKey;
  /** Shown as the policy version (privacy policy: the version stored with each consent). */
  policyVersion?: string;
  extras?: Partial<Record<string, ReactNode>>;
}

/** A complete legal page for `page` (texts under `legal.<page>`). */
export function LegalPage({ page, policyVersion, extras = {} }: LegalPageProps) {
  const t = useTranslations('legal');
  const locale = usePageLocale();
  const format = useFormatter();
  const { sections } = LEGAL_PAGES[page];
  const updated = format.dateTime(new Date(`${LEGAL_UPDATED}T12:00:00Z`), { dateStyle: 'long' });

  return (
    <>
      {locale === 'de' ? <CampaignHeader theme="blue" /> : <SiteHeader />}
      <main id="contenuto" className="bg-background">
        <article className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <header className="max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              {t('common.eyebrow')}
            </p>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-navy sm:text-4xl">
              {t(`${page}.title`)}
            </h1>
            <p className="mt-4 text-lg leading-8 text-slate-700">
              {t.rich(`${page}.intro`, legalRichValues(locale))}
            </p>
            <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span>
                {t('common.lastUpdated')}{' '}
                <time dateTime={LEGAL_UPDATED} className="font-medium text-foreground">
                  {updated}
                </time>
              </span>
              {policyVersion ? (
                <span>
                  {t('common.version')}{' '}
                  <span className="font-medium text-foreground">{policyVersion}</span>
                </span>
              ) : null}
            </p>
          </header>

          <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
            <div className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
              <LegalToc page={page} sections={sections} />
            </div>
            <div className="min-w-0 max-w-3xl space-y-10">
              {sections.map((id, index) => (
                <LegalSection
                  key={id}
                  page={page}
                  locale={locale}
                  id={id}
                  number={index + 1}
                  extra={extras[id]}
                />
              ))}
              <Button asChild variant="outline">
                <Link href={HOME_PATHS[locale]}>
                  <ArrowLeft aria-hidden="true" />
                  {t('common.backHome')}
                </Link>
              </Button>
            </div>
          </div>
        </article>
        <RiskNotice />
      </main>
      <SiteFooter />
    </>
  );
}
