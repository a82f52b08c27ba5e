/**
 * The texts of the reusable landing form in ONE language, built from a translator of that
 * language (server: getTranslations({ locale }); tests: createTranslator). The form's
 * language follows its campaign label (docs/product.md §2.3b), not necessarily the page's.
 */
import { createElement, type ReactNode } from 'react';
import Link from 'next/link';
import {
  GERMAN_EXPERIENCE_OPTIONS,
  LANDING_EXPERIENCE_OPTIONS,
} from '@/lib/validation/experience-options';
import { LEGAL_PATHS } from '@/lib/site/routes';
import { proofLabels, type ProofLabels } from '@/lib/i18n/proof-labels';
import { CONSENT_LINK_CLASS } from './privacy-consent-field';
import type { RegistrationToastTexts } from './use-registration-form';
import type { GuideReadyCopy } from './guide-ready';

/** The parts of a next-intl translator the copy needs. */
export interface CopyTranslator {
  (key: string): string;
  rich(key: string, values: Record<string, (chunks: ReactNode) => ReactNode>): ReactNode;
}

/**
 * The `validation.*` messages the form's schema can name. Read one by one: `t.raw` of the
 * whole group is refused where messages are precompiled (next.config.ts), as in `next dev`.
 */
const FORM_VALIDATION_KEYS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'phoneCountry',
  'phoneType',
  'password',
  'passwordCommon',
  'experience',
  'privacy',
  'tracking',
  'invalid',
] as const;

interface TextField {
  label: string;
  placeholder: string;
}

/** Everything the client form shows, already translated. */
export interface CampaignFormCopy {
  fields: {
    firstName: TextField;
    lastName: TextField;
    email: TextField;
    phone: TextField & { hint: string };
    experience: { label: string; placeholder: string; hint: string };
  };
  experienceOptions: Array<{ value: string; label: string }>;
  privacy: ReactNode;
  submitting: string;
  requiredNote: string;
  /** `validation.*` messages by key (without the prefix). */
  validation: Record<string, string>;
  toast: RegistrationToastTexts;
  /** The proof-of-work widget's texts and the honeypot's (hidden) label. */
  proof: { labels: ProofLabels; honeypot: string };
  /** What a verified lead sees instead of the form (./guide-ready.tsx). */
  verified: GuideReadyCopy;
}

/** Italian values → level keys; German values are the level keys themselves (docs/product.md §3). */
const ITALIAN_LEVELS: Record<(typeof LANDING_EXPERIENCE_OPTIONS)[number], string> = {
  principiante: 'none',
  base: 'base',
  intermedio: 'intermediate',
  avanzato: 'advanced',
};

const field = (t: CopyTranslator, name: string): TextField => ({
  label: t(`campaignForm.fields.${name}.label`),
  placeholder: t(`campaignForm.fields.${name}.placeholder`),
});

/** A policy link for a `t.rich` consent label (opens in a new tab). */
export function link(href: string) {
  return function PolicyLink(chunks: ReactNode) {
    return createElement(Link, { href, className: CONSENT_LINK_CLASS, target: '_blank' }, chunks);
  };
}

/** The `validation.*` messages a registration form can show, by key without the prefix. */
export function formValidationTexts(t: CopyTranslator): Record<string, string> {
  return Object.fromEntries(FORM_VALIDATION_KEYS.map((key) => [key, t(`validation.${key}`)]));
}

/** The proof-of-work widget's texts and the honeypot's label. */
export function proofTexts(t: CopyTranslator): CampaignFormCopy['proof'] {
  return { labels: proofLabels((key) => t(`proof.${key}`)), honeypot: t('proof.honeypot') };
}

/** A form's toast texts, under `<namespace>.toast`. */
export function toastTexts(
  t: CopyTranslator,
  namespace: 'campaignForm' | 'registration',
): RegistrationToastTexts {
  const text = (key: keyof RegistrationToastTexts) => t(`${namespace}.toast.${key}`);
  return {
    successTitle: text('successTitle'),
    successDescription: text('successDescription'),
    errorTitle: text('errorTitle'),
    errorFallback: text('errorFallback'),
  };
}

/** Builds the copy; `language` picks the experience values (German: base/intermediate/advanced). */
export function campaignFormCopy(t: CopyTranslator, language: 'it' | 'de'): CampaignFormCopy {
  const level = (key: string) => t(`campaignForm.fields.experience.levels.${key}`);
  const experienceOptions =
    language === 'de'
      ? GERMAN_EXPERIENCE_OPTIONS.map((value) => ({ value, label: level(value) }))
      : LANDING_EXPERIENCE_OPTIONS.map((value) => ({ value, label: level(ITALIAN_LEVELS[value]) }));
  return {
    fields: {
      firstName: field(t, 'firstName'),
      lastName: field(t, 'lastName'),
      email: field(t, 'email'),
      phone: { ...field(t, 'phone'), hint: t('campaignForm.fields.phone.hint') },
      experience: { ...field(t, 'experience'), hint: t('campaignForm.fields.experience.hint') },
    },
    experienceOptions,
    // The policies in the form's language: a German form links the German pages.
    privacy: t.rich('campaignForm.privacy', {
      privacy: link(LEGAL_PATHS[language].privacy),
      terms: link(LEGAL_PATHS[language].terms),
    }),
    submitting: t('campaignForm.submitting'),
    requiredNote: t('campaignForm.requiredNote'),
    validation: formValidationTexts(t),
    proof: proofTexts(t),
    verified: {
      title: t('campaignForm.verified.title'),
      text: t('campaignForm.verified.text'),
      download: t('campaignForm.verified.download'),
      studentArea: t('campaignForm.verified.studentArea'),
    },
    toast: toastTexts(t, 'campaignForm'),
  };
}
