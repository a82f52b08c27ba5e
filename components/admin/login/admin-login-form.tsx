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
import { Eye, EyeOff } from 'lucide-react';
import type * as z from 'zod/mini';
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
  const [visible, setVisible] = useState(false);
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
      <FormField id="admin-password" label={t('password')} error={errors.password?.message}>
        {(control) => (
          <div className="relative">
            <Input
              type={visible ? 'text' : 'password'}
              autoComplete="current-password"
              className="pr-11"
              {...control}
              {...form.register('password')}
            />
            <button
              type="button"
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? t('hidePassword') : t('showPassword')}
              aria-pressed={visible}
              className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-md text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
            </button>
          </div>
        )}
      </FormField>
      {askCode ? (
        <FormField
          id="admin-code"
          label={t('code')}
          hint={t('codeHint')}
          error={errors.code?.message}
        >
          {(control) => (
            <Input
              autoComplete="one-time-code"
              inputMode="text"
              autoCapitalize="off"
              spellCheck={false}
              {...control}
              {...form.register('code')}
            />
          )}
        </FormField>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <SubmitButton pending={isSubmitting} pendingLabel={t('submitting')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
