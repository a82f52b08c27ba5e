/**
 * Pre-lander hero (docs/product.md §2.10): promise, guide size, the claimed value of the materials
 * where the product spec gives one (§9), the scroll-to-form button where the variant has one, the button
 * to the sales page and the honest live figures (docs/decisions.md §5), which carry the rating and
 * student counts the product spec gives as fixed copy: real counts, or nothing. An experiment's variant
 * (`changes`) may replace the headline and sub-headline and add an illustration; beside the
 * text stands `aside`: the live figures, or the registration form when the variant puts the
 * form in the first screen.
 */
import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { BookOpen, Gift } from '@/components/ui/server-icons';
import { buttonVariants } from '@/components/ui/button';
import { HeroIllustration } from '@/components/experiments/hero-illustration';
import { cn } from '@/lib/utils';
import type { VariantChanges } from '@/lib/experiments/pages';
import type { GuideFact } from '@/lib/catalog/guide-facts';
import type { PrelanderVariant } from '@/lib/campaigns/prelanders';
import { PrelanderCta } from './prelander-cta';
import { PRELANDER_FORM_ANCHOR } from './prelander-content';

const CTA_CLASS = 'h-auto w-full py-3 text-center text-sm whitespace-normal sm:w-auto';

/** Hero of `variant` (the pre-lander), with the experiment variant's `changes`. */
export function PrelanderHero({
  variant,
  guide = null,
  changes = {},
  aside,
}: {
  variant: PrelanderVariant;
  /** The promoted guide as served (its real page count; a sample says so), or null. */
  guide?: GuideFact | null;
  changes?: VariantChanges;
  /** Beside the text: the live figures (LiveStatsSection), or the form in the first screen. */
  aside: ReactNode;
}) {
  const t = useTranslations(`prelanders.pages.${variant.content}`);
  const common = useTranslations('prelanders.common');
  const sample = useTranslations('ebooks');
  const format = useFormatter();
  return (
    <section
      aria-labelledby="prelander-title"
      className="bg-gradient-to-b from-navy to-navy-soft text-white"
    >
      <div
        className={`mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 md:py-16 lg:items-center lg:gap-12 ${
          // The form card needs the width it has below the hero; the live figures less.
          changes.formPosition === 'above'
            ? 'lg:grid-cols-[1fr_minmax(0,28rem)]'
            : 'lg:grid-cols-[1fr_22rem]'
        }`}
      >
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-emerald-300 uppercase">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="prelander-title"
            className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            {changes.headline || t('hero.title')}
          </h1>
          <p className="mt-4 text-base text-slate-200 sm:text-lg">
            {changes.subheadline || t('hero.subtitle')}
          </p>
          <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-200">
            {guide ? (
              <li className="flex items-center gap-2" data-testid="guide-badge">
                <BookOpen className="size-4 text-emerald-300" aria-hidden="true" />
                {common('guideBadge', { pages: guide.pages })}
                {guide.sample ? ` (${sample('sample')})` : null}
              </li>
            ) : null}
            {variant.claimedValueEuro ? (
              <li className="flex items-center gap-2" data-testid="claimed-value">
                <Gift className="size-4 text-emerald-300" aria-hidden="true" />
                {common('claimedValue', {
                  value: format.number(variant.claimedValueEuro, {
                    style: 'currency',
                    currency: 'EUR',
                    maximumFractionDigits: 0,
                  }),
                })}
              </li>
            ) : null}
          </ul>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {variant.scrollToForm ? (
              <a
                href={`#${PRELANDER_FORM_ANCHOR}`}
                className={cn(buttonVariants({ variant: 'accent', size: 'lg' }), CTA_CLASS)}
              >
                {common('scrollToForm')}
              </a>
            ) : null}
            <PrelanderCta
              variant={variant}
              className={
                variant.scrollToForm
                  ? cn(
                      buttonVariants({ variant: 'outline', size: 'lg' }),
                      CTA_CLASS,
                      'border-white/60 bg-transparent text-white hover:bg-white/10',
                    )
                  : cn(buttonVariants({ variant: 'accent', size: 'lg' }), CTA_CLASS)
              }
            >
              {t('hero.cta')}
            </PrelanderCta>
          </div>
          <p className="mt-3 text-xs text-slate-300">{common('ctaNote')}</p>
          <HeroIllustration image={changes.heroImage} />
        </div>
        {aside}
      </div>
    </section>
  );
}
