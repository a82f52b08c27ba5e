/**
 * Hero of the home page (SPEC.md §2.2): promise, key points and the registration form
 * (the element with id "hero-form" that the header's free-access button scrolls to).
 */
import { useTranslations } from 'next-intl';
import { CircleCheck } from 'lucide-react';
import { LandingRegistrationForm } from '@/components/forms/landing-registration-form';
import { ClientMessages } from '@/components/layout/client-messages';

const POINTS = ['ebooks', 'videos', 'freeAccess'] as const;

/** Hero with the landing registration form. */
export function HeroSection() {
  const t = useTranslations('home.hero');
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-navy to-navy-soft text-white"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 md:py-16 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-start lg:gap-12">
        <div className="max-w-xl lg:pt-6">
          <p className="text-sm font-semibold tracking-wide text-emerald-300 uppercase">
            {t('eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            {t('title')}
          </h1>
          <p className="mt-4 text-base text-slate-200 sm:text-lg">{t('subtitle')}</p>
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
        </div>
        <div id="hero-form" className="scroll-mt-24">
          <ClientMessages namespaces={['registration', 'validation', 'proof']}>
            <LandingRegistrationForm />
          </ClientMessages>
        </div>
      </div>
    </section>
  );
}
