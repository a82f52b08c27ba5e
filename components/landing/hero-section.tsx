/**
 * Hero of the home page (docs/product.md §2.2): promise, key points and the registration form
 * (the element with id "hero-form" that the header's free-access button scrolls to).
 * An experiment's variant (`changes`) may replace the headline, the sub-headline and the
 * form's button, add an illustration, or move the form below the hero (HeroForm, placed by
 * HomeLanding).
 */
import { useTranslations } from 'next-intl';
import { CircleCheck } from '@/components/ui/server-icons';
import { HeroIllustration } from '@/components/experiments/hero-illustration';
import { LandingRegistrationForm } from '@/components/forms/landing-registration-form';
import { guideReadyCopies } from '@/components/forms/guide-ready-copies';
import { VerifiedOrForm } from '@/components/forms/verified-or-form';
import type { VariantChanges } from '@/lib/experiments/pages';

const POINTS = ['ebooks', 'videos', 'freeAccess'] as const;

/**
 * The registration form card with the id the header's button scrolls to; for a verified lead,
 * its guide and the way to its student area instead (components/forms/verified-or-form.tsx).
 */
export function HeroForm({ submitLabel }: { submitLabel?: string }) {
  return (
    <div id="hero-form" className="scroll-mt-24">
      <VerifiedOrForm copies={guideReadyCopies()} locale="it">
        <LandingRegistrationForm submitLabel={submitLabel} />
      </VerifiedOrForm>
    </div>
  );
}

/** Hero with the landing registration form (without it when the variant puts it below). */
export function HeroSection({ changes = {} }: { changes?: VariantChanges }) {
  const t = useTranslations('home.hero');
  const withForm = changes.formPosition !== 'below';
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-navy to-navy-soft text-white"
    >
      <div
        className={`mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 md:py-16 lg:gap-12 ${withForm ? 'lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-start' : ''}`}
      >
        <div className="max-w-xl lg:pt-6">
          <p className="text-sm font-semibold tracking-wide text-emerald-300 uppercase">
            {t('eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            {changes.headline || t('title')}
          </h1>
          <p className="mt-4 text-base text-slate-200 sm:text-lg">
            {changes.subheadline || t('subtitle')}
          </p>
          <ul className="mt-6 grid gap-3">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3 text-slate-100">
                <CircleCheck
                  className="mt-0.5 size-5 shrink-0 text-emerald-300"
                  aria-hidden="true"
                />
                <span>{t(`points.${point}`)}</span>
              </li>
            ))}
          </ul>
          <HeroIllustration image={changes.heroImage} />
        </div>
        {withForm ? <HeroForm submitLabel={changes.cta || undefined} /> : null}
      </div>
    </section>
  );
}
