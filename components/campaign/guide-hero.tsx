/**
 * Hero of a campaign page (docs/product.md §2.10): theme gradient, page-count badge, promise,
 * three key points and the scroll-to-form button. Texts under `campaigns.<key>.hero`; an
 * experiment's variant (`changes`) may replace the headline and sub-headline and add an
 * illustration.
 */
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CircleCheck } from '@/components/ui/server-icons';
import { HeroIllustration } from '@/components/experiments/hero-illustration';
import type { VariantChanges } from '@/lib/experiments/pages';
import type { GuideFact } from '@/lib/catalog/guide-facts';
import { textList } from '@/lib/i18n/message-lists';
import { THEME_CLASSES, type CampaignTheme } from '@/components/forms/form-themes';
import { FORM_ANCHOR, type GuideNamespace } from './guides';

interface GuideHeroProps {
  /** Message namespace of the page, e.g. 'campaigns.cryptoGuide'. */
  namespace: GuideNamespace;
  /** Namespace of the shared texts (badge, button). */
  commonNamespace: 'campaigns.common' | 'salesPages.common';
  /** The delivered guide as served: its real page count, and whether it is the sample. */
  fact: GuideFact;
  theme: CampaignTheme;
  /** Extra element under the points (e.g. the embedded form on sales pages). */
  aside?: ReactNode;
  /** The variant's changes (only the texts and the image are read here). */
  changes?: VariantChanges;
}

/** The hero section, labelled by its h1. */
export function GuideHero({
  namespace,
  commonNamespace,
  fact,
  theme,
  aside,
  changes = {},
}: GuideHeroProps) {
  const t = useTranslations(namespace);
  const tc = useTranslations(commonNamespace);
  const sample = useTranslations('ebooks');
  const points = t.has('hero.points.0') ? textList(t, 'hero.points') : [];
  return (
    <section aria-labelledby="guide-title" className={`${THEME_CLASSES[theme].hero} text-white`}>
      <div
        className={`mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 md:py-16 ${aside ? 'lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-start' : ''}`}
      >
        <div className="max-w-2xl">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
            <span
              className="rounded-full bg-white px-3 py-1 text-slate-900"
              data-testid="page-count"
            >
              {tc('pages', { count: fact.pages })}
              {fact.sample ? ` (${sample('sample')})` : null}
            </span>
            <span className="tracking-wide text-white/90 uppercase">{t('hero.eyebrow')}</span>
          </p>
          <h1
            id="guide-title"
            className="mt-4 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            {changes.headline || t('hero.title')}
          </h1>
          <p className="mt-4 text-base text-white/90 sm:text-lg">
            {changes.subheadline || t('hero.subtitle')}
          </p>
          {points.length > 0 ? (
            <ul className="mt-6 grid gap-3">
              {points.map((point) => (
                <li key={point} className="flex items-start gap-3">
                  <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {t.has('downloads') ? (
            <p className="mt-6 text-sm font-medium text-white/90">{t('downloads')}</p>
          ) : null}
          <a
            href={`#${FORM_ANCHOR}`}
            className="mt-8 inline-flex h-12 items-center rounded-md bg-white px-6 text-base font-semibold text-slate-900 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-slate-900 focus-visible:outline-none"
          >
            {tc('scrollToForm')}
          </a>
          <HeroIllustration image={changes.heroImage} />
        </div>
        {aside}
      </div>
    </section>
  );
}
