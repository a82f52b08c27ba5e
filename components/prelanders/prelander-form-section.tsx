/**
 * The registration form of a pre-lander (docs/product.md §2.10): the reusable landing form
 * (docs/product.md §2.3b, its fields, schema and success navigation) registering for the
 * variant's campaign, next to the three steps that follow. The campaign of the address
 * (`campaign`, then `cid`: the generated FB_… ids) wins over the variant's default; it is
 * read by the form island on submit, so the page stays static. After the SMS code the
 * visitor continues to the guide the variant promotes (docs/decisions.md §5b: `redirect`).
 * PrelanderForm is the card alone: an experiment's variant may move it into the hero, and
 * the steps then stand beside what `aside` gives in its place.
 */
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CampaignRegistrationForm } from '@/components/forms/campaign-registration-form';
import type { PrelanderVariant } from '@/lib/campaigns/prelanders';
import { FORM_THEME_OF, PRELANDER_FORM_ANCHOR, TOPIC_OF } from './prelander-content';

const STEPS = ['register', 'code', 'guide'] as const;

/** The form card of `variant`; `buttonText` replaces the button's own text. */
export function PrelanderForm({
  variant,
  buttonText,
}: {
  variant: PrelanderVariant;
  buttonText?: string;
}) {
  const t = useTranslations(`prelanders.pages.${variant.content}.form`);
  return (
    <CampaignRegistrationForm
      id={PRELANDER_FORM_ANCHOR}
      title={t('title')}
      subtitle={t('subtitle')}
      buttonText={buttonText || t('button')}
      theme={FORM_THEME_OF[TOPIC_OF[variant.content]]}
      campaign={variant.defaultCampaign}
      redirectPath={variant.target}
    />
  );
}

/** The three steps beside `aside`: the form card, or the live figures when the form is above. */
export function PrelanderFormSection({ aside }: { aside: ReactNode }) {
  const common = useTranslations('prelanders.common.form');
  return (
    <div className="bg-muted/50">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-start lg:gap-12">
        <div className="max-w-xl lg:pt-4">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {common('eyebrow')}
          </p>
          <h2
            id="prelander-steps-title"
            className="mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl"
          >
            {common('title')}
          </h2>
          <ol aria-labelledby="prelander-steps-title" className="mt-6 grid gap-4">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{common(`steps.${step}.title`)}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {common(`steps.${step}.text`)}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        {aside}
      </div>
    </div>
  );
}
