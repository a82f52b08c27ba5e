/**
 * The texts of the /login and /anmelden islands (messages `login.*` and `proof.*`), read on the
 * server and handed to the islands as props, so the page loads neither use-intl nor a
 * NextIntlClientProvider (docs/benchmarks.md "Page weight"), as the registration forms do.
 */
import type { IslandTranslator } from '@/lib/i18n/island-copy';
import { proofLabels, type ProofLabels } from '@/lib/i18n/proof-labels';

/** Everything the two login forms show, already translated. */
export interface LoginCopy {
  title: string;
  email: string;
  password: string;
  submit: string;
  submitting: string;
  unverifiedLink: string;
  /** By the schema's message key (lib/validation/login.ts), e.g. `login.errors.email`. */
  validation: Record<string, string>;
  failed: string;
  toast: { successTitle: string; successDescription: string };
  sms: {
    title: string;
    text: string;
    phone: string;
    phoneHint: string;
    phoneError: string;
    submit: string;
    submitting: string;
  };
  proof: ProofLabels;
}

const SMS_KEYS = [
  'title',
  'text',
  'phone',
  'phoneHint',
  'phoneError',
  'submit',
  'submitting',
] as const;

/** The login page's copy from a translator of the whole catalogue in the page's language. */
export function loginCopy(t: IslandTranslator): LoginCopy {
  return {
    title: t('login.title'),
    email: t('login.email'),
    password: t('login.password'),
    submit: t('login.submit'),
    submitting: t('login.submitting'),
    unverifiedLink: t('login.unverifiedLink'),
    validation: {
      'login.errors.email': t('login.errors.email'),
      'login.errors.password': t('login.errors.password'),
    },
    failed: t('login.errors.failed'),
    toast: {
      successTitle: t('login.toast.successTitle'),
      successDescription: t('login.toast.successDescription'),
    },
    sms: Object.fromEntries(
      SMS_KEYS.map((key) => [key, t(`login.sms.${key}`)]),
    ) as LoginCopy['sms'],
    proof: proofLabels((key) => t(`proof.${key}`)),
  };
}
