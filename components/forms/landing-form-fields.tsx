'use client';
/**
 * The fields of the landing-page registration form (docs/product.md §2.3a, §5): name, email,
 * phone, password, experience and consent, checked with the shared schema; after success
 * the verification page opens after 1.5 s with the ?ebook= rule of §2.3a.
 */
import { useMemo } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { proofLabels } from '@/lib/i18n/proof-labels';
import {
  ebookFor,
  studentDashboardPath,
  verifySmsUrl,
  type Attribution,
} from '@/lib/campaigns/campaign';
import { LANDING_EXPERIENCE_OPTIONS } from '@/lib/validation/experience-options';
import type { RegisterResponse } from '@/lib/contracts/leads';
import { SelectInput, TextInput } from './field-controls';
import { CONTACT_FIELDS, ContactFields } from './contact-fields';
import { FormField } from './form-field';
import { HoneypotField } from './honeypot-field';
import { CONSENT_LINK_CLASS, PrivacyConsentField } from './privacy-consent-field';
import { SubmitButton } from './submit-button';
import { useMessageText } from './use-message-text';
import { attributionBody, useRegistrationForm } from './use-registration-form';

type ContactField = (typeof CONTACT_FIELDS)[number];

/** Delay between the success toast and navigation (docs/product.md §9). */
export const REDIRECT_DELAY_MS = 1500;

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
 * button's text (default: the page's own).
 */
export function LandingFormFields({ label, submitLabel }: { label: string; submitLabel?: string }) {
  const t = useTranslations('registration');
  const tProof = useTranslations('proof');
  const labels = useMemo(() => proofLabels(tProof), [tProof]);
  const { onSubmit, onChange, onFocus, errors, pending, proofWidget } = useRegistrationForm({
    kind: 'landing',
    fields: FIELDS,
    locale: 'it',
    texts: {
      successTitle: t('toast.successTitle'),
      successDescription: t('toast.successDescription'),
      errorTitle: t('toast.errorTitle'),
      errorFallback: t('toast.errorFallback'),
    },
    extraBody: attributionBody,
    target: landingTarget,
    delayMs: REDIRECT_DELAY_MS,
    proofLabels: labels,
  });
  const messageText = useMessageText();
  const message = (name: (typeof FIELDS)[number]) => messageText(errors[name]);
  const fieldText = (name: ContactField) => ({
    label: t(`fields.${name}.label`),
    placeholder: t(`fields.${name}.placeholder`),
  });
  const field = (name: 'password' | 'experience') => ({
    id: name,
    label: t(`fields.${name}.label`),
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
      <ContactFields
        texts={{
          firstName: fieldText('firstName'),
          lastName: fieldText('lastName'),
          email: fieldText('email'),
          phone: { ...fieldText('phone'), hint: t('fields.phone.hint') },
        }}
        idOf={(name) => name}
        errorOf={message}
      />
      <FormField {...field('password')}>
        {(a11y) => (
          <TextInput
            {...a11y}
            name="password"
            type="password"
            autoComplete="new-password"
            placeholder={t('fields.password.placeholder')}
          />
        )}
      </FormField>
      <FormField {...field('experience')} hint={t('fields.experience.hint')}>
        {(a11y) => (
          <SelectInput {...a11y} name="experience" defaultValue="">
            <option value="" disabled>
              {t('fields.experience.placeholder')}
            </option>
            {LANDING_EXPERIENCE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`fields.experience.options.${option}`)}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <PrivacyConsentField
        error={message('privacyAccepted')}
        label={t.rich('privacy', {
          privacy: (chunks) => (
            <Link href="/privacy-policy" className={CONSENT_LINK_CLASS} target="_blank">
              {chunks}
            </Link>
          ),
          terms: (chunks) => (
            <Link href="/terms-of-service" className={CONSENT_LINK_CLASS} target="_blank">
              {chunks}
            </Link>
          ),
        })}
      />
      <HoneypotField id="website" label={tProof('honeypot')} />
      <SubmitButton
        pending={pending}
        pendingLabel={t('submitting')}
        variant="accent"
        size="lg"
        className="w-full tracking-wide"
      >
        {submitLabel ?? t('submit')}
      </SubmitButton>
      {/* After the button: the slot opens on the form's first focus, and above the button it
          would move the button away between a click's press and release. */}
      {proofWidget}
    </form>
  );
}
