'use client';
/**
 * The /login form (docs/product.md §2.8, §5 "Login form"): email and password with the product spec's
 * messages, the generic failure under it, and the way to the SMS verification for a lead
 * whose phone is still pending.
 */
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { FormField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useMessageText } from '@/components/forms/use-message-text';
import { TextInput } from '@/components/forms/field-controls';
import { useLogin, verifyHref } from './use-login';

/** Email/password login. */
export function LoginForm() {
  const t = useTranslations('login');
  const locale = useLocale();
  const { form, onSubmit, error, pendingPhone, pending, proof } = useLogin();
  const { errors } = form.formState;
  const message = useMessageText();

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={proof.start}
      aria-label={t('title')}
      className="grid gap-4"
    >
      <FormField id="login-email" label={t('email')} error={message(errors.email?.message)}>
        {(control) => (
          <TextInput type="email" autoComplete="email" {...control} {...form.register('email')} />
        )}
      </FormField>
      <FormField
        id="login-password"
        label={t('password')}
        error={message(errors.password?.message)}
      >
        {(control) => (
          <TextInput
            type="password"
            autoComplete="current-password"
            {...control}
            {...form.register('password')}
          />
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
            {t('unverifiedLink')}
          </Link>
        </div>
      ) : null}
      <SubmitButton pending={pending} pendingLabel={t('submitting')} size="lg">
        {t('submit')}
      </SubmitButton>
      {/* After the button: its slot opens on the form's first focus, which may be the press on
          the button itself (fields filled before the page's scripts ran); above it, it would
          move the button between the press and the release, and the click would be lost. */}
      {proof.widget}
    </form>
  );
}
