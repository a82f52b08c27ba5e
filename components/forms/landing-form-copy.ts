/**
 * The texts of the home hero's registration form (messages `registration.*`, `validation.*`,
 * `proof.*`), read on the server and handed to the island as props: the island then needs
 * neither use-intl nor a NextIntlClientProvider (docs/benchmarks.md "Page weight").
 */
import { LANDING_EXPERIENCE_OPTIONS } from '@/lib/validation/experience-options';
import { LEGAL_PATHS } from '@/lib/site/routes';
import {
  formValidationTexts,
  link,
  proofTexts,
  toastTexts,
  type CampaignFormCopy,
  type CopyTranslator,
} from './campaign-form-copy';
import type { RegistrationToastTexts } from './use-registration-form';

interface TextField {
  label: string;
  placeholder: string;
}

/** Everything the landing form island shows, already translated. */
export interface LandingFormCopy {
  fields: {
    firstName: TextField;
    lastName: TextField;
    email: TextField;
    phone: TextField & { hint: string };
    password: TextField;
    experience: TextField & { hint: string };
  };
  experienceOptions: Array<{ value: string; label: string }>;
  privacy: CampaignFormCopy['privacy'];
  submit: string;
  submitting: string;
  validation: Record<string, string>;
  toast: RegistrationToastTexts;
  proof: CampaignFormCopy['proof'];
}

const field = (t: CopyTranslator, name: string): TextField => ({
  label: t(`registration.fields.${name}.label`),
  placeholder: t(`registration.fields.${name}.placeholder`),
});

/** The Italian landing form's copy from a translator of the whole catalogue. */
export function landingFormCopy(t: CopyTranslator): LandingFormCopy {
  const hint = (name: string) => t(`registration.fields.${name}.hint`);
  return {
    fields: {
      firstName: field(t, 'firstName'),
      lastName: field(t, 'lastName'),
      email: field(t, 'email'),
      phone: { ...field(t, 'phone'), hint: hint('phone') },
      password: field(t, 'password'),
      experience: { ...field(t, 'experience'), hint: hint('experience') },
    },
    experienceOptions: LANDING_EXPERIENCE_OPTIONS.map((value) => ({
      value,
      label: t(`registration.fields.experience.options.${value}`),
    })),
    privacy: t.rich('registration.privacy', {
      privacy: link(LEGAL_PATHS.it.privacy),
      terms: link(LEGAL_PATHS.it.terms),
    }),
    submit: t('registration.submit'),
    submitting: t('registration.submitting'),
    validation: formValidationTexts(t),
    toast: toastTexts(t, 'registration'),
    proof: proofTexts(t),
  };
}
