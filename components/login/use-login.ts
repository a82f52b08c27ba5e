'use client';
/**
 * Submit logic of /login (docs/product.md §2.8, §4 "Login"): POST /api/auth/login with the proof of
 * work the form's widget solved while the visitor typed (components/forms/proof-of-work.tsx).
 * Uncontrolled native fields read through FormData and checked with the shared schema, loaded
 * on submit, as the registration forms do: no form library or zod with the page.
 * Verified lead → stored lead id, toast, /dashboard (German: /lernbereich). Correct password
 * but phone pending → the message and the verification page of the page's language, the phone
 * kept for that page in this tab's sessionStorage (never in the address). Any failure → the
 * server's generic message (or 'Errore durante il login. Riprova.' without one).
 */
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/lib/browser/api-client';
import { storeLeadId } from '@/lib/browser/lead-storage';
import { rememberVerifyPhone } from '@/lib/browser/verify-phone';
import type { CodeChannel } from '@/lib/validation/code-channels';
import type { Locale } from '@/lib/i18n/locales';
import { VERIFY_PATHS } from '@/lib/campaigns/campaign';
import { STUDENT_AREA_PATHS } from '@/lib/site/routes';
import type { LoginResponse } from '@/lib/contracts/auth';
import { sendWithProof } from '@/lib/browser/form-shield';
import { useProofOfWork } from '@/components/forms/proof-of-work';
import type { LoginCopy } from './login-copy';

/**
 * Where a lead signed in on the page of `locale` goes: the Italian /dashboard (docs/product.md §2.9),
 * the German student area.
 */
export function loginTarget(locale: string): string {
  return locale === 'de' ? STUDENT_AREA_PATHS.de : '/dashboard';
}
export const LOGIN_REDIRECT_DELAY_MS = 1500;

/**
 * The verification page of `locale`, coming back to loginTarget (the phone is not in it):
 * /verify-sms?redirect=/dashboard, /sms-bestaetigung?redirect=/lernbereich.
 */
export function verifyHref(locale: string): string {
  const page = VERIFY_PATHS[locale === 'de' ? 'de' : 'it'];
  return `${page}?${new URLSearchParams({ redirect: loginTarget(locale) }).toString()}`;
}

/**
 * Opens the verification page of `locale` for `phone` with `push`: the phone is kept for that
 * page in this tab's sessionStorage (lib/browser/verify-phone.ts), never put in the address.
 */
export function openVerification(
  push: (href: string) => void,
  phone: string,
  locale: string,
  channels?: readonly CodeChannel[],
): void {
  rememberVerifyPhone(phone, channels);
  push(verifyHref(locale));
}

/** The form's fields, in display order (the first invalid one gets the focus). */
const FIELDS = ['email', 'password'] as const;
type LoginField = (typeof FIELDS)[number];

/**
 * The form of the page in `locale`: its submit and input handlers, the schema's message key per
 * invalid field, and the outcome to show under it.
 */
export function useLogin(copy: LoginCopy, locale: Locale) {
  const router = useRouter();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pendingPhone, setPendingPhone] = useState<{ phone: string; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const proof = useProofOfWork(locale, copy.proof);

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const raw = Object.fromEntries(FIELDS.map((name) => [name, String(data.get(name) ?? '')]));
    const { loginSchema } = await import('@/lib/validation/login');
    const parsed = loginSchema.safeParse(raw);
    if (!parsed.success) {
      const errors: Partial<Record<LoginField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as LoginField;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      const first = FIELDS.find((name) => errors[name]);
      if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setFieldErrors({});
    setError(null);
    setPendingPhone(null);
    const values = { email: parsed.data.email, password: parsed.data.password };
    try {
      const result = await sendWithProof(proof, (altcha) =>
        apiRequest<LoginResponse>('POST', '/api/auth/login', { ...values, altcha }, { locale }),
      );
      if (result.verified) {
        storeLeadId(result.leadId);
        setDone(true);
        toast({ title: copy.toast.successTitle, description: copy.toast.successDescription });
        setTimeout(() => router.push(loginTarget(locale)), LOGIN_REDIRECT_DELAY_MS);
        return;
      }
      // Kept now: the link under the message opens the page at once.
      rememberVerifyPhone(result.phone, result.channels);
      setPendingPhone({ phone: result.phone, message: result.message });
      setTimeout(
        () => openVerification((href) => router.push(href), result.phone, locale, result.channels),
        LOGIN_REDIRECT_DELAY_MS * 2,
      );
    } catch (failure) {
      setError(errorMessage(failure, copy.failed));
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || done) return;
    setSubmitting(true);
    try {
      await submit(event.currentTarget);
    } finally {
      setSubmitting(false);
    }
  }

  /** A field's message goes as soon as it is edited; the schema checks again on submit. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name as LoginField;
    if (fieldErrors[name]) setFieldErrors(({ [name]: _, ...rest }) => rest);
  }

  return {
    onSubmit,
    onInput,
    fieldErrors,
    error,
    pendingPhone,
    pending: submitting || done,
    proof,
  };
}
