/**
 * Frame of the info and guide pages (docs/product.md §2.12): site header, disclaimer strip, a hero
 * with the page's h1, the page body, the call to action to the registration form, the risk
 * notice (educational-only, 74–89% CFD losses, affiliate compensation) and the site footer.
 */
import type { ReactNode } from 'react';
import { DisclaimerStrip } from '@/components/landing/disclaimer-strip';
import { RiskNotice } from '@/components/landing/risk-notice';
import { SiteFooter } from '@/components/landing/site-footer';
import { SiteHeader } from '@/components/landing/site-header';
import { GUIDE_CTA_ID, GuideCta } from './guide-cta';

export interface GuidePageProps {
  eyebrow: string;
  title: string;
  intro: string;
  /** Texts of the closing call to action. */
  cta: { title: string; text: string; button: string };
  /** Content shown in the hero under the intro (e.g. a disclosure). */
  heroExtra?: ReactNode;
  children: ReactNode;
}

/** A whole guide page around its `children` sections. */
export function GuidePage({ eyebrow, title, intro, cta, heroExtra, children }: GuidePageProps) {
  return (
    <>
      <SiteHeader formAnchor={GUIDE_CTA_ID} />
      <main id="contenuto">
        <DisclaimerStrip />
        <div className="bg-gradient-to-b from-navy to-navy-soft text-white">
          <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 md:py-16">
            <p className="text-sm font-semibold tracking-wide text-emerald-300 uppercase">
              {eyebrow}
            </p>
            <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
              {title}
            </h1>
            <p className="mt-4 text-base text-slate-200 sm:text-lg">{intro}</p>
            {heroExtra}
          </div>
        </div>
        <div className="mx-auto max-w-4xl space-y-12 px-4 py-12 sm:px-6 md:space-y-16 md:py-16">
          {children}
          <GuideCta {...cta} />
        </div>
        <RiskNotice />
      </main>
      <SiteFooter />
    </>
  );
}
