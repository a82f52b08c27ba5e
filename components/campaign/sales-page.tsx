/**
 * A sales page (docs/product.md §2.10: /guida-trading-base, /guida-crypto-principianti,
 * /educazione-finanziaria-italiana, /ebook-gratis): hero with the embedded form, what
 * you learn, safety blocks, risk notice, footer. Campaign label SP_* unless the address
 * carries `campaign`; after verification the student area. An experiment's variant
 * (`changes`) changes the hero's texts and image and the form's button, and with
 * formPosition 'below' the form leaves the hero for a block of its own right after it.
 */
import type { GuideFacts } from '@/lib/catalog/guide-facts';
import { useTranslations } from 'next-intl';
import { ShieldCheck } from '@/components/ui/server-icons';
import type { VariantChanges } from '@/lib/experiments/pages';
import { cardList } from '@/lib/i18n/message-lists';
import { CampaignRegistrationForm } from '@/components/forms/campaign-registration-form';
import { DisclaimerStrip } from '@/components/landing/disclaimer-strip';
import { RiskNotice } from '@/components/landing/risk-notice';
import { SiteFooter } from '@/components/landing/site-footer';
import { CampaignHeader } from './campaign-header';
import { GuideHero } from './guide-hero';
import { FORM_ANCHOR, SALES_GUIDES, type SalesGuideKey } from './guides';
import { LearnSection } from './learn-section';

/** The whole sales page of `guide`, with the variant's `changes` (none: the page as it is). */
export function SalesPage({
  guide,
  guides,
  changes = {},
}: {
  guide: SalesGuideKey;
  /** The Italian guides as served (lib/server/leads/guide-files.ts). */
  guides: GuideFacts;
  changes?: VariantChanges;
}) {
  const config = SALES_GUIDES[guide];
  const namespace = `salesPages.${config.key}` as const;
  const t = useTranslations(namespace);
  const tc = useTranslations('salesPages.common');
  const safety = cardList(tc, 'safety');
  const form = (
    <CampaignRegistrationForm
      id={FORM_ANCHOR}
      title={t('form.title')}
      subtitle={t('form.subtitle')}
      buttonText={changes.cta || t('form.button')}
      theme={config.theme}
      campaign={config.campaign}
      redirectPath={config.redirect}
    />
  );
  const below = changes.formPosition === 'below';
  return (
    <>
      <CampaignHeader theme={config.theme} formAnchor={FORM_ANCHOR} />
      <main id="contenuto" data-theme={config.theme}>
        <DisclaimerStrip />
        <GuideHero
          namespace={namespace}
          commonNamespace="salesPages.common"
          fact={guides[config.guide]}
          theme={config.theme}
          aside={below ? undefined : form}
          changes={changes}
        />
        {below ? <div className="mx-auto max-w-xl px-4 pt-12 sm:px-6 md:pt-16">{form}</div> : null}
        <LearnSection namespace={namespace} eyebrow={tc('formEyebrow')} />
        <section
          aria-labelledby="safety-title"
          className="mx-auto max-w-6xl px-4 pb-14 sm:px-6 md:pb-20"
        >
          <h2
            id="safety-title"
            className="text-center text-2xl font-bold tracking-tight sm:text-3xl"
          >
            {tc('safetyTitle')}
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {safety.map((item) => (
              <li
                key={item.title}
                className="flex gap-3 rounded-xl border border-border bg-card p-6"
              >
                <ShieldCheck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold">{item.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <RiskNotice />
      </main>
      <SiteFooter />
    </>
  );
}
