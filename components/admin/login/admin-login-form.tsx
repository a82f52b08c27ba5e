'use client';
/**
 * Admin sign-in form (docs/product.md §2.13, §5, §8): username and password with a show/hide
 * toggle, 'Authenticating...' while pending, the server's message (or 'Invalid credentials')
 * on failure, 'Authentication failed. Please check your credentials.' when the call itself
 * fails. On success it goes to `next` (an admin path only) or /admin. `next` comes from the
 * server page as a prop, not from useSearchParams, so the form is server-rendered. When the
 * server answers mfaRequired, a code field (authenticator app or recovery code) appears and
 * the next submit sends it with the password.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type * as z from 'zod/mini';
import { FormAlert } from '@/components/admin/common/form-parts';
import { CodeField } from '@/components/admin/common/code-field';
import { PasswordField } from '@/components/admin/common/password-field';
import { FormField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { Input } from '@/components/ui/input';
import { ApiError, apiRequest } from '@/lib/browser/api-client';
import type {
  adminLoginSchema,
  AdminLoginInput,
  AdminLoginResponse,
} from '@/lib/contracts/admin/login';
import { lazyResolver } from '@/lib/lazy-resolver';

/** Where to go after signing in: only back into the admin area, never to another site. */
export function safeNext(next: string | null): string {
  return next && /^\/(admin|enhanced-admin-dashboard)(\/|\?|$)/.test(next) ? next : '/admin';
}

export function AdminLoginForm(props: { next: string | null }) {
  const t = useTranslations('admin.login');
  const router = useRouter();
  const next = safeNext(props.next);
  const [error, setError] = useState<string | null>(null);
  const [askCode, setAskCode] = useState(false);
  const form = useForm<AdminLoginInput, unknown, z.output<typeof adminLoginSchema>>({
    resolver: lazyResolver(() =>
      import('@/lib/contracts/admin/login').then((m) => m.adminLoginSchema),
    ),
    defaultValues: { username: '', password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const body = askCode ? values : { username: values.username, password: values.password };
    try {
      await apiRequest<AdminLoginResponse>('POST', '/api/admin/login', body, { locale: 'it' });
      router.replace(next);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'mfa_required') {
        setAskCode(true);
        form.setFocus('code');
      } else if (failure instanceof ApiError && failure.status > 0) {
        setError(failure.fromServer ? failure.message : t('invalid'));
      } else {
        setError(t('failed'));
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('title')} className="grid grid-cols-1 gap-4">
      <FormField id="admin-username" label={t('username')} error={errors.username?.message}>
        {(control) => (
          <Input autoComplete="username" autoFocus {...control} {...form.register('username')} />
        )}
      </FormField>
      <PasswordField
        id="admin-password"
        label={t('password')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      {askCode ? (
        <CodeField
          id="admin-code"
          label={t('code')}
          hint={t('codeHint')}
          recovery
          error={errors.code?.message}
          {...form.register('code')}
        />
      ) : null}
      <FormAlert message={error} />
      <SubmitButton pending={isSubmitting} pendingLabel={t('submitting')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
