'use client';
/**
 * The /login form (docs/product.md §2.8, §5 "Login form"): email and password with the product spec's
 * messages, the generic failure under it, and the way to the SMS verification for a lead
 * whose phone is still pending.
 */
import Link from 'next/link';
import { FormField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { validationMessage } from '@/components/forms/validation-message';
import { TextInput } from '@/components/forms/field-controls';
import type { Locale } from '@/lib/i18n/locales';
import type { LoginCopy } from './login-copy';
import { useLogin, verifyHref } from './use-login';

/** Email/password login, in the language of `copy` (built on the server by ./login-copy.ts). */
export function LoginForm({ copy, locale }: { copy: LoginCopy; locale: Locale }) {
  const { onSubmit, onInput, fieldErrors, error, pendingPhone, pending, proof } = useLogin(
    copy,
    locale,
  );
  const message = (text?: string) => validationMessage(copy.validation, text);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={proof.start}
      aria-label={copy.title}
      className="grid gap-4"
    >
      <FormField id="login-email" label={copy.email} error={message(fieldErrors.email)}>
        {(control) => <TextInput type="email" name="email" autoComplete="email" {...control} />}
      </FormField>
      <FormField id="login-password" label={copy.password} error={message(fieldErrors.password)}>
        {(control) => (
          <TextInput type="password" name="password" autoComplete="current-password" {...control} />
        )}
      </FormField>
      {error ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {pendingPhone ? (
        <div
          role="alert"
          className="grid gap-2 rounded-md bg-warning-soft p-3 text-sm text-amber-950"
        >
          <p>{pendingPhone.message}</p>
          <Link href={verifyHref(locale)} className="font-semibold underline">
            {copy.unverifiedLink}
          </Link>
        </div>
      ) : null}
      <SubmitButton pending={pending} pendingLabel={copy.submitting} size="lg">
        {copy.submit}
      </SubmitButton>
      {/* After the button: its slot opens on the form's first focus, which may be the press on
          the button itself (fields filled before the page's scripts ran); above it, it would
          move the button between the press and the release, and the click would be lost. */}
      {proof.widget}
    </form>
  );
}
