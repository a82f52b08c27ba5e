'use client';
/**
 * The fields of the landing-page registration form (docs/product.md §2.3a, §5): name, email,
 * phone, password, experience and consent, checked with the shared schema; after success
 * the verification page opens after 1.5 s with the ?ebook= rule of §2.3a.
 */
import {
  ebookFor,
  studentDashboardPath,
  verifySmsUrl,
  type Attribution,
} from '@/lib/campaigns/campaign';
import type { RegisterResponse } from '@/lib/contracts/leads';
import { SelectInput, TextInput } from './field-controls';
import { CONTACT_FIELDS, ContactFields } from './contact-fields';
import { FormField } from './form-field';
import { HoneypotField } from './honeypot-field';
import type { LandingFormCopy } from './landing-form-copy';
import { PrivacyConsentField } from './privacy-consent-field';
import { SubmitButton } from './submit-button';
import { validationMessage } from './validation-message';
import { attributionBody, REDIRECT_DELAY_MS, useRegistrationForm } from './use-registration-form';

export { REDIRECT_DELAY_MS };

const FIELDS = [...CONTACT_FIELDS, 'password', 'experience', 'privacyAccepted'] as const;

/** The verification page after a registration on the landing form (no phone in it). */
export function landingTarget(result: RegisterResponse, attribution: Attribution): string {
  return verifySmsUrl({
    redirect: studentDashboardPath(ebookFor(window.location.pathname, attribution.campaignId)),
    campaignId: attribution.campaignId,
    adSource: attribution.adSource,
    smsSent: result.smsSent,
  });
}

/**
 * The <form> element of the home hero; `label` is its accessible name, `submitLabel` the
 * button's text (default: the copy's own), `copy` its texts, translated on the server
 * (./landing-form-copy.ts).
 */
export function LandingFormFields({
  label,
  submitLabel,
  copy,
}: {
  label: string;
  submitLabel?: string;
  copy: LandingFormCopy;
}) {
  const { onSubmit, onChange, onFocus, errors, pending, proofWidget } = useRegistrationForm({
    kind: 'landing',
    fields: FIELDS,
    locale: 'it',
    texts: copy.toast,
    extraBody: attributionBody,
    target: landingTarget,
    delayMs: REDIRECT_DELAY_MS,
    proofLabels: copy.proof.labels,
  });
  const message = (name: (typeof FIELDS)[number]) =>
    validationMessage(copy.validation, errors[name]);
  const { fields } = copy;
  const field = (name: 'password' | 'experience') => ({
    id: name,
    label: fields[name].label,
    error: message(name),
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={onFocus}
      className="grid grid-cols-1 gap-4"
      aria-label={label}
    >
      <ContactFields texts={fields} idOf={(name) => name} errorOf={message} />
      <FormField {...field('password')}>
        {(a11y) => (
          <TextInput
            {...a11y}
            name="password"
            type="password"
            autoComplete="new-password"
            placeholder={fields.password.placeholder}
          />
        )}
      </FormField>
      <FormField {...field('experience')} hint={fields.experience.hint}>
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
      <PrivacyConsentField error={message('privacyAccepted')} label={copy.privacy} />
      <HoneypotField id="website" label={copy.proof.honeypot} />
      <SubmitButton
        pending={pending}
        pendingLabel={copy.submitting}
        variant="accent"
        size="lg"
        className="w-full tracking-wide"
      >
        {submitLabel ?? copy.submit}
      </SubmitButton>
      {/* After the button: the slot opens on the form's first focus, and above the button it
          would move the button away between a click's press and release. */}
      {proofWidget}
    </form>
  );
}
