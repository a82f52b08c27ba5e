/**
 * Pre-lander hero (SPEC.md §2.10): promise, guide size, the button to the sales page and the
 * honest live figures (DESIGN.md §5), which carry the rating and student counts SPEC gives as
 * fixed copy: real counts, or nothing.
 */
import { useTranslations } from 'next-intl';
import { BookOpen } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import type { PrelanderVariant } from '@/lib/prelanders';
import { LiveStatsSection } from './live-stats-section';
import { PrelanderCta } from './prelander-cta';

/** Hero of `variant`. */
export function PrelanderHero({ variant }: { variant: PrelanderVariant }) {
  const t = useTranslations(`prelanders.pages.${variant.content}`);
  const common = useTranslations('prelanders.common');
  return (
    <section
      aria-labelledby="prelander-title"
      className="bg-gradient-to-b from-navy to-navy-soft text-white"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:py-16 lg:grid-cols-[1fr_22rem] lg:items-center lg:gap-12">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-emerald-300 uppercase">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="prelander-title"
            className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-4 text-base text-slate-200 sm:text-lg">{t('hero.subtitle')}</p>
          <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-200">
            {variant.guidePages ? (
              <li className="flex items-center gap-2">
                <BookOpen className="size-4 text-emerald-300" aria-hidden="true" />
                {common('guideBadge', { pages: variant.guidePages })}
              </li>
            ) : null}
          </ul>
          <PrelanderCta
            variantId={variant.id}
            className={buttonVariants({
              variant: 'accent',
              size: 'lg',
              className: 'mt-7 h-auto w-full py-3 text-center text-sm whitespace-normal sm:w-auto',
            })}
          >
            {t('hero.cta')}
          </PrelanderCta>
          <p className="mt-3 text-xs text-slate-300">{common('ctaNote')}</p>
        </div>
        <LiveStatsSection variantId={variant.id} />
      </div>
    </section>
  );
}
