/**
 * A campaign landing page (docs/product.md §2.10), in order: header, disclaimer strip, hero with
 * the scroll-to-form button, what you learn, page-specific sections, the themed form,
 * testimonials, risk notice, footer. Server-rendered; the form is the only island.
 */
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CampaignRegistrationForm } from '@/components/forms/campaign-registration-form';
import type { PublicTestimonial } from '@/lib/contracts/testimonials';
import type { GuideFacts } from '@/lib/catalog/guide-facts';
import { DisclaimerStrip } from '@/components/landing/disclaimer-strip';
import { RiskNotice } from '@/components/landing/risk-notice';
import { SiteFooter } from '@/components/landing/site-footer';
import { CampaignHeader } from './campaign-header';
import { GuideHero } from './guide-hero';
import { CAMPAIGN_GUIDES, FORM_ANCHOR, type CampaignGuideKey } from './guides';
import { LearnSection } from './learn-section';
import { TestimonialsSection } from './testimonials-section';

/**
 * The whole page of `guide`; `children` are its own sections (tables, paths, notes);
 * `testimonials`: the published ones (pageTestimonials).
 */
export function CampaignPage({
  guide,
  testimonials = [],
  guides,
  children,
}: {
  guide: CampaignGuideKey;
  /** The guides as served in the page's language (lib/server/leads/guide-files.ts). */
  guides: GuideFacts;
  testimonials?: readonly PublicTestimonial[];
  children?: ReactNode;
}) {
  const config = CAMPAIGN_GUIDES[guide];
  const namespace = `campaigns.${config.key}` as const;
  const t = useTranslations(namespace);
  const tc = useTranslations('campaigns.common');
  return (
    <>
      <CampaignHeader theme={config.theme} formAnchor={FORM_ANCHOR} />
      <main id="contenuto" data-theme={config.theme}>
        <DisclaimerStrip />
        <GuideHero
          namespace={namespace}
          commonNamespace="campaigns.common"
          fact={guides[config.guide]}
          theme={config.theme}
        />
        <LearnSection namespace={namespace} eyebrow={tc('learnEyebrow')} />
        {children}
        <div className="bg-muted/50">
          <div className="mx-auto max-w-xl px-4 py-14 sm:px-6 md:py-20">
            <CampaignRegistrationForm
              id={FORM_ANCHOR}
              title={t('form.title')}
              subtitle={t('form.subtitle')}
              buttonText={t('form.button')}
              theme={config.theme}
              campaign={config.campaign}
              redirectPath={config.redirect}
            />
          </div>
        </div>
        <TestimonialsSection published={testimonials} />
        <div className="pt-14 md:pt-20">
          <RiskNotice />
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
