'use client';
/**
 * The <form> of the reusable landing form (docs/product.md §2.3b): first and last name, email,
 * phone, experience and the unticked privacy box (docs/decisions.md §5); no password at all.
 * On success it opens /verify-sms with campaign, source and redirect (docs/product.md §4); the phone
 * goes there in sessionStorage, never in the address. A browser whose lead is verified
 * already gets its guide and the way to its student area instead (./guide-ready.tsx).
 */
import { Suspense, type ReactNode } from 'react';
import type { CampaignFormCopy } from './campaign-form-copy';
import { validationMessage } from './validation-message';
import {
  campaignLanguage,
  campaignSource,
  campaignVerifyUrl,
  currentCampaign,
} from '../../lib/campaigns/target';
import { SelectInput } from './field-controls';
import { CONTACT_FIELDS, ContactFields } from './contact-fields';
import { FormField } from './form-field';
import { HoneypotField } from './honeypot-field';
import { PrivacyConsentField } from './privacy-consent-field';
import { SubmitButton } from './submit-button';
import { LazyGuideReady } from './lazy-guide-ready';
import { useVerifiedLead } from './use-verified-lead';
import { ebookFor } from '../../lib/campaigns/campaign';
import { attributionBody, REDIRECT_DELAY_MS, useRegistrationForm } from './use-registration-form';

const FIELDS = [...CONTACT_FIELDS, 'experience', 'privacyAccepted'] as const;

/** Props of the client form; the copy is in the campaign's language. */
export interface CampaignFormFieldsProps {
  campaign: string;
  redirectPath?: string;
  buttonText: ReactNode;
  /** The campaign theme's button colours (./form-themes.ts, read by the server: no table here). */
  buttonClass: string;
  copy: CampaignFormCopy;
  /** Accessible name of the form. */
  label: string;
}

/** The campaign registration form island. */
export function CampaignFormFields(props: CampaignFormFieldsProps) {
  const { campaign, copy } = props;
  const locale = campaignLanguage(campaign);
  const { onSubmit, onChange, onFocus, errors, pending, proofWidget } = useRegistrationForm({
    kind: 'campaign',
    fields: FIELDS,
    locale,
    texts: copy.toast,
    extraBody: (attribution) => {
      const params = new URLSearchParams(window.location.search);
      return {
        ...attributionBody(attribution),
        campaignId: undefined,
        campaign: currentCampaign(params, campaign),
        adSource: params.get('source') || params.get('ad') || campaignSource(campaign),
        privacyAccepted: 'true',
      };
    },
    target: (result) =>
      campaignVerifyUrl({
        smsSent: result.smsSent,
        campaign,
        redirectPath: props.redirectPath,
        params: new URLSearchParams(window.location.search),
      }),
    delayMs: REDIRECT_DELAY_MS,
    proofLabels: copy.proof.labels,
  });
  const message = (name: string) => validationMessage(copy.validation, errors[name]);
  const field = (name: (typeof FIELDS)[number], label: string) => ({
    id: `cf-${name}`,
    label,
    error: message(name),
    requiredMark: true,
  });
  const { fields } = copy;
  const verified = useVerifiedLead(locale);

  const form = (
    <form
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={onFocus}
      className="grid grid-cols-1 gap-4"
      aria-label={props.label}
      lang={locale}
    >
      <ContactFields texts={fields} idOf={(name) => `cf-${name}`} errorOf={message} requiredMark />
      <FormField {...field('experience', fields.experience.label)} hint={fields.experience.hint}>
        {(a11y) => (
          <SelectInput {...a11y} name="experience" defaultValue="">
            <option value="" disabled>
              {fields.experience.placeholder}
            </option>
            {copy.experienceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <PrivacyConsentField idPrefix="cf-" label={copy.privacy} error={message('privacyAccepted')} />
      <p className="text-xs text-muted-foreground">{copy.requiredNote}</p>
      <HoneypotField id="cf-website" label={copy.proof.honeypot} />
      <SubmitButton
        pending={pending}
        pendingLabel={copy.submitting}
        variant="custom"
        size="lg"
        className={`w-full tracking-wide ${props.buttonClass}`}
      >
        {props.buttonText}
      </SubmitButton>
      {/* After the button: the slot opens on the form's first focus, and above the button it
          would move the button away between a click's press and release. */}
      {proofWidget}
    </form>
  );
  if (verified) {
    // Client-only: `verified` turns true after an effect, never while rendering on the server.
    const params = new URLSearchParams(window.location.search);
    // The form stays until the panel's code has loaded.
    return (
      <Suspense fallback={form}>
        <LazyGuideReady
          copy={copy.verified}
          ebook={ebookFor(window.location.pathname, currentCampaign(params, campaign))}
          locale={locale}
          buttonClass={props.buttonClass}
        />
      </Suspense>
    );
  }
  return form;
}
