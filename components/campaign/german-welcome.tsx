/**
 * German welcome page (docs/product.md §2.11): next steps after verification (the SMS link and a call,
 * worded as what the operator aims for, not as guarantees), free non-binding
 * advice, the optional paid 250 euro education account stated as optional and paid with its
 * "request information" button, the way to the German student area (the guide first) and a
 * button back to the home page.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { HOME_PATHS, STUDENT_AREA_PATHS } from '@/lib/site/routes';
import { cardList, textList } from '@/lib/i18n/message-lists';
import { SiteFooter } from '@/components/landing/site-footer';
import { EducationRequest } from '@/components/offers/education-request';
import { RiskNotice } from '@/components/landing/risk-notice';
import { CampaignHeader } from './campaign-header';

/** The welcome page. */
export function GermanWelcome() {
  const t = useTranslations('germanWelcome');
  const steps = cardList(t, 'steps');
  const features = textList(t, 'account.features');
  return (
    <>
      <CampaignHeader theme="teal" />
      <main id="contenuto" className="mx-auto max-w-4xl px-4 py-12 sm:px-6 md:py-16">
        <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">
          {t('eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('title')}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{t('subtitle')}</p>

        <section aria-labelledby="steps-title" className="mt-10">
          <h2 id="steps-title" className="text-xl font-bold">
            {t('stepsTitle')}
          </h2>
          <ol className="mt-4 grid gap-4">
            {steps.map((step, index) => (
              <li
                key={step.title}
                className="flex gap-4 rounded-xl border border-border bg-card p-5"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-teal-700 font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="account-title"
          className="mt-10 rounded-xl border border-dashed border-border bg-muted p-6"
        >
          <p className="inline-block rounded-full bg-card px-3 py-1 text-xs font-semibold text-foreground">
            {t('account.badge')}
          </p>
          <h2 id="account-title" className="mt-3 text-xl font-bold">
            {t('account.title')}
          </h2>
          <p className="mt-2 text-sm">{t('account.text')}</p>
          <h3 className="mt-4 text-sm font-semibold">{t('account.featuresTitle')}</h3>
          <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm">
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <p className="mt-4 text-xs text-muted-foreground">{t('account.note')}</p>
          <EducationRequest />
        </section>

        <div className="mt-10 flex flex-wrap gap-3">
          <Link
            href={`${STUDENT_AREA_PATHS.de}?ebook=crypto`}
            className="inline-flex min-h-12 items-center rounded-md bg-teal-700 px-6 py-2 font-semibold text-white hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t('studentArea')}
          </Link>
          <Link
            href={HOME_PATHS.de}
            className="inline-flex min-h-12 items-center rounded-md border border-input bg-card px-6 py-2 font-semibold text-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t('back')}
          </Link>
        </div>
      </main>
      <div className="pt-4">
        <RiskNotice />
      </div>
      <SiteFooter />
    </>
  );
}
