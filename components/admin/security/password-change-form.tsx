'use client';
/**
 * The admin's own password (/admin/security): the current password, the new one (the admin
 * policy, checked by the server) and, when the account has a second factor, a code of the app
 * or a recovery code. The other sessions of the account end. When an owner asked for a new
 * password (`required`), this is the one thing the back-office lets the admin do, and the
 * form says why; once changed it goes on to the back-office.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ActionForm, bindText, FormAlert } from '@/components/admin/common/form-parts';
import { Button } from '@/components/ui/button';
import { CodeField } from '@/components/admin/common/code-field';
import { PasswordField } from '@/components/admin/common/password-field';
import { ApiError, apiRequest } from '@/lib/browser/api-client';
import type { PasswordChangeResponse } from '@/lib/contracts/admin/step-up';

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
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const Heading = required ? 'h1' : 'h2';

  const submit = async () => {
    setError(null);
    setFields({});
    setDone(null);
    setPending(true);
    try {
      const { ended } = await apiRequest<PasswordChangeResponse>(
        'POST',
        '/api/admin/password',
        { currentPassword, newPassword, ...(mfaEnabled ? { code } : {}) },
        { locale: 'it' },
      );
      setCurrentPassword('');
      setNewPassword('');
      setCode('');
      setDone(t('done', { ended }));
      // The /admin layout drew no section frame while the change was due, and a layout stays
      // as it is on navigation: refresh it as well.
      if (required) router.replace('/admin');
      router.refresh();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fromServer) {
        setFields(failure.fields);
        setError(failure.message);
      } else {
        setError(t('failed'));
      }
    } finally {
      setPending(false);
    }
  };

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
      <ActionForm onSubmit={submit}>
        <PasswordField
          id="password-current"
          label={t('current')}
          {...bindText(currentPassword, setCurrentPassword)}
          error={fields.currentPassword}
        />
        <PasswordField
          id="password-new"
          label={t('new')}
          fresh
          {...bindText(newPassword, setNewPassword)}
          hint={t('newHint')}
          error={fields.newPassword}
        />
        {mfaEnabled ? (
          <CodeField
            id="password-code"
            label={t('code')}
            recovery
            {...bindText(code, setCode)}
            error={fields.code}
          />
        ) : null}
        <Button type="submit" disabled={pending}>
          {t('submit')}
        </Button>
      </ActionForm>
      <FormAlert message={error} />
      {done ? (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          {done}
        </p>
      ) : null}
    </section>
  );
}
