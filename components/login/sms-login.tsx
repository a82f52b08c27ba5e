'use client';
/**
 * Login without a password: leads registered through a campaign form have
 * none, so they get in by verifying their phone again — verified leads too, whose code only
 * opens a session (docs/sms.md «Sign-in by SMS code»). Sends a new code (POST
 * /api/resend-sms with the proof of work solved while the phone is typed, same answer for
 * unknown numbers) and opens /verify-sms → /dashboard, the
 * phone kept for it in this tab's sessionStorage.
 */
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { FormField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextInput } from '@/components/forms/field-controls';
import { ApiError, apiRequest, errorMessage } from '@/lib/browser/api-client';
import { sendWithProof } from '@/lib/browser/form-shield';
import { useProofOfWork } from '@/components/forms/proof-of-work';
import type { Locale } from '@/lib/i18n/locales';
import type { LoginCopy } from './login-copy';
import { openVerification } from './use-login';
import type { ResendResponse } from '@/lib/contracts/verification';

/** Phone field and "send me a code" button, in the language of `copy` (./login-copy.ts). */
export function SmsLogin({ copy, locale }: { copy: LoginCopy; locale: Locale }) {
  const t = copy.sms;
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const proof = useProofOfWork(locale, copy.proof);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The schema (and zod) load on submit, not with the page.
    const { phoneInput } = await import('@/lib/validation/registration');
    const parsed = phoneInput.safeParse(phone);
    if (!parsed.success) return setError(t.phoneError);
    setError(undefined);
    setPending(true);
    try {
      const sent = await sendWithProof(proof, (altcha) =>
        apiRequest<ResendResponse>(
          'POST',
          '/api/resend-sms',
          { phone: parsed.data, altcha },
          { locale },
        ),
      );
      openVerification((href) => router.push(href), parsed.data, locale, sent?.channels);
    } catch (failure) {
      // A code sent less than 2 minutes ago is still valid: go and type it.
      if (failure instanceof ApiError && failure.code === 'resend_too_soon') {
        openVerification((href) => router.push(href), parsed.data, locale);
        return;
      }
      setError(errorMessage(failure, copy.failed));
      setPending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={proof.start}
      aria-label={t.title}
      className="grid gap-3"
    >
      <h2 className="text-base font-semibold">{t.title}</h2>
      <p className="text-sm text-muted-foreground">{t.text}</p>
      <FormField id="login-phone" label={t.phone} hint={t.phoneHint} error={error}>
        {(control) => (
          <TextInput
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            {...control}
          />
        )}
      </FormField>
      <SubmitButton
        pending={pending}
        pendingLabel={t.submitting}
        variant="custom"
        className="border border-input bg-card text-foreground hover:bg-muted"
      >
        {t.submit}
      </SubmitButton>
      {/* After the button, as in the password form (login-form.tsx says why). */}
      {proof.widget}
    </form>
  );
}
