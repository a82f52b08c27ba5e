'use client';
/**
 * The admin's own password (/admin/security): the current password, the new one (the admin
 * policy, checked by the server) and, when the account has a second factor, a code of the app
 * or a recovery code. The other sessions of the account end. When an owner asked for a new
 * password (`required`), this is the one thing the back-office lets the admin do, and the
 * form says why; once changed it goes on to the back-office. react-hook-form, checked with the
 * route's own passwordChangeSchema (loaded on the first submit): its messages, and the field
 * errors of the server's refusal, show beside the fields; the refusal's message under the form.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type * as z from 'zod/mini';
import { FormAlert } from '@/components/admin/common/form-parts';
import { useMessageText } from '@/components/forms/use-message-text';
import { Button } from '@/components/ui/button';
import { CodeField } from '@/components/admin/common/code-field';
import { PasswordField } from '@/components/admin/common/password-field';
import { ApiError, apiRequest } from '@/lib/browser/api-client';
import type {
  PasswordChangeInput,
  PasswordChangeResponse,
  passwordChangeSchema,
} from '@/lib/contracts/admin/step-up';
import { lazyResolver } from '@/lib/lazy-resolver';

type FieldName = keyof PasswordChangeInput;
const EMPTY = { currentPassword: '', newPassword: '', code: '' };

/** `mfaEnabled`: ask for a code; `required`: an owner asked for a new password. */
export function PasswordChangeForm({
  mfaEnabled,
  required,
}: {
  mfaEnabled: boolean;
  required: boolean;
}) {
  const t = useTranslations('admin.security.passwordChange');
  const router = useRouter();
  const message = useMessageText();
  const form = useForm<PasswordChangeInput, unknown, z.output<typeof passwordChangeSchema>>({
    resolver: lazyResolver(() =>
      import('@/lib/contracts/admin/step-up').then((m) => m.passwordChangeSchema),
    ),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting: pending } = form.formState;
  const error = (name: FieldName) => message(errors[name]?.message);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const Heading = required ? 'h1' : 'h2';

  const submit = form.handleSubmit(async ({ code, ...passwords }) => {
    setRefusal(null);
    setDone(null);
    try {
      const { ended } = await apiRequest<PasswordChangeResponse>(
        'POST',
        '/api/admin/password',
        { ...passwords, ...(mfaEnabled ? { code } : {}) },
        { locale: 'it' },
      );
      form.reset(EMPTY);
      setDone(t('done', { ended }));
      // The /admin layout drew no section frame while the change was due, and a layout stays
      // as it is on navigation: refresh it as well.
      if (required) router.replace('/admin');
      router.refresh();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fromServer) {
        for (const [name, text] of Object.entries(failure.fields))
          if (name in EMPTY) form.setError(name as FieldName, { message: text });
        setRefusal(failure.message);
      } else {
        setRefusal(t('failed'));
      }
    }
  });

  return (
    <section aria-labelledby="password-title" className="grid max-w-md gap-4">
      <Heading
        id="password-title"
        className={required ? 'text-xl font-semibold' : 'text-lg font-semibold'}
      >
        {required ? t('requiredTitle') : t('title')}
      </Heading>
      {required ? (
        <p role="status" className="rounded-md bg-amber-100 p-3 text-sm text-amber-900">
          {t('required')}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{t('intro')}</p>
      <form noValidate className="grid gap-3" onSubmit={submit}>
        <PasswordField
          id="password-current"
          label={t('current')}
          {...form.register('currentPassword')}
          error={error('currentPassword')}
        />
        <PasswordField
          id="password-new"
          label={t('new')}
          fresh
          {...form.register('newPassword')}
          hint={t('newHint')}
          error={error('newPassword')}
        />
        {mfaEnabled ? (
          <CodeField
            id="password-code"
            label={t('code')}
            recovery
            {...form.register('code')}
            error={error('code')}
          />
        ) : null}
        <Button type="submit" disabled={pending}>
          {t('submit')}
        </Button>
      </form>
      <FormAlert message={refusal} />
      {done ? (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          {done}
        </p>
      ) : null}
    </section>
  );
}
