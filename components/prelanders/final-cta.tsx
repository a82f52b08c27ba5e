/** Closing call to action of a pre-lander: one more button to the sales page (§2.10). */
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import type { PrelanderVariant } from '@/lib/campaigns/prelanders';
import { PrelanderCta } from './prelander-cta';

/** Final call to action of `variant`. */
export function FinalCta({ variant }: { variant: PrelanderVariant }) {
  const t = useTranslations(`prelanders.pages.${variant.content}.final`);
  const common = useTranslations('prelanders.common');
  return (
    <section aria-labelledby="final-title" className="mx-auto max-w-6xl px-4 pb-14 sm:px-6">
      <div className="rounded-2xl bg-navy px-6 py-10 text-center text-white sm:px-10">
        <p className="text-sm font-semibold tracking-wide text-emerald-300 uppercase">
          {common('finalEyebrow')}
        </p>
        <h2 id="final-title" className="mt-2 text-2xl font-bold text-balance sm:text-3xl">
          {t('title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-200">{t('text')}</p>
        <PrelanderCta
          variant={variant}
          className={buttonVariants({
            variant: 'accent',
            size: 'lg',
            className: 'mt-6 h-auto w-full py-3 text-sm whitespace-normal sm:w-auto',
          })}
        >
          {t('cta')}
        </PrelanderCta>
        <p className="mt-3 text-xs text-slate-300">{common('ctaNote')}</p>
      </div>
    </section>
  );
}
