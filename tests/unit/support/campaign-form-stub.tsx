/**
 * A stand-in for CampaignRegistrationForm in client renders. The card is an async server
 * component (its copy is read with getTranslations); the stand-in renders the same client form
 * from the same props, with the Italian copy, as the card does on the server. Use it as
 * `jest.mock('@/components/forms/campaign-registration-form', () =>
 * jest.requireActual('./support/campaign-form-stub'))`.
 */
import type { ReactElement } from 'react';
import { createTranslator } from 'next-intl';
import { campaignFormCopy, type CopyTranslator } from '@/components/forms/campaign-form-copy';
import { CampaignFormFields } from '@/components/forms/campaign-form-fields';
import { THEME_CLASSES } from '@/components/forms/form-themes';
import type { CampaignRegistrationFormProps } from '@/components/forms/campaign-registration-form';
import itMessages from '@/messages/it.json';

/** The form card's section with the client form inside. */
export function CampaignRegistrationForm(props: CampaignRegistrationFormProps): ReactElement {
  const t = createTranslator({ locale: 'it', messages: itMessages }) as unknown as CopyTranslator;
  return (
    <section id={props.id} aria-label={props.title} data-theme={props.theme}>
      <CampaignFormFields
        campaign={props.campaign}
        redirectPath={props.redirectPath}
        buttonText={props.buttonText}
        buttonClass={THEME_CLASSES[props.theme].button}
        label={props.title}
        copy={campaignFormCopy(t, 'it')}
      />
    </section>
  );
}
