'use client';
/**
 * Submit logic of /login (docs/product.md §2.8, §4 "Login"): POST /api/auth/login with the proof of
 * work the form's widget solved while the visitor typed (components/forms/proof-of-work.tsx).
 * Verified lead → stored lead id, toast, /dashboard (German: /lernbereich). Correct password
 * but phone pending → the message and the verification page of the page's language, the phone
 * kept for that page in this tab's sessionStorage (never in the address). Any failure → the
 * server's generic message (or 'Errore durante il login. Riprova.' without one).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type * as z from 'zod/mini';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/lib/browser/api-client';
import { storeLeadId } from '@/lib/browser/lead-storage';
import { rememberVerifyPhone } from '@/lib/browser/verify-phone';
import type { CodeChannel } from '@/lib/validation/code-channels';
import { VERIFY_PATHS } from '@/lib/campaigns/campaign';
import { STUDENT_AREA_PATHS } from '@/lib/site/routes';
import type { loginSchema, LoginInput } from '@/lib/validation/login';
import type { LoginResponse } from '@/lib/contracts/auth';
import { lazyResolver } from '@/lib/lazy-resolver';
import { sendWithProof } from '@/lib/browser/form-shield';
import { usePageProof } from '@/components/forms/use-page-proof';

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

/** The form, its submit handler, and the outcome to show under it. */
export function useLogin() {
  const router = useRouter();
  const locale = useLocale();
  const t = useTranslations('login');
  const [error, setError] = useState<string | null>(null);
  const [pendingPhone, setPendingPhone] = useState<{ phone: string; message: string } | null>(null);
  const [done, setDone] = useState(false);
  const proof = usePageProof();
  const form = useForm<LoginInput, unknown, z.output<typeof loginSchema>>({
    resolver: lazyResolver(() => import('@/lib/validation/login').then((m) => m.loginSchema)),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setPendingPhone(null);
    try {
      const result = await sendWithProof(proof, (altcha) =>
        apiRequest<LoginResponse>('POST', '/api/auth/login', { ...values, altcha }, { locale }),
      );
      if (result.verified) {
        storeLeadId(result.leadId);
        setDone(true);
        toast({ title: t('toast.successTitle'), description: t('toast.successDescription') });
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
      setError(errorMessage(failure, t('errors.failed')));
    }
  });

  return {
    form,
    onSubmit,
    error,
    pendingPhone,
    pending: form.formState.isSubmitting || done,
    proof,
  };
}
