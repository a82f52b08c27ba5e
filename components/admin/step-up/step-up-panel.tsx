'use client';
/**
 * The step-up dialog's window (./step-up-dialog.tsx opens it): the password, and a code of the
 * authenticator app or a recovery code when the account has a second factor (the session says
 * whether it has one, asked when the window opens); POST /api/admin/step-up. react-hook-form,
 * checked with the route's own stepUpSchema (loaded on the first submit), its messages beside
 * the fields; the server's refusal shown in the window. Its own module: the dialog (Radix Dialog with its focus trap)
 * and the form load with the first step-up, not with every back-office page.
 */
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type * as z from 'zod/mini';
import { FormAlert } from '@/components/admin/common/form-parts';
import { CodeField } from '@/components/admin/common/code-field';
import { PasswordField } from '@/components/admin/common/password-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApiError, apiRequest, errorMessage } from '@/lib/browser/api-client';
import type { AdminSessionResponse } from '@/lib/contracts/admin/session';
import type { StepUpInput, stepUpSchema, StepUpResponse } from '@/lib/contracts/admin/step-up';
import { useMessageText } from '@/components/forms/use-message-text';
import { lazyResolver } from '@/lib/lazy-resolver';
import type { StepUpPurpose } from './step-up-purpose';

/**
 * Open while mounted; its text names `purpose` (what the step-up confirms). `onFinish(true)`
 * after the server accepted the step-up; `onFinish(false)` when the admin closes it (Escape,
 * Annulla, the close button).
 */
export default function StepUpPanel({
  purpose,
  onFinish,
}: {
  purpose: StepUpPurpose;
  onFinish: (steppedUp: boolean) => void;
}) {
  const t = useTranslations('admin.security.stepUp');
  const [needsCode, setNeedsCode] = useState(false);
  const message = useMessageText();
  const form = useForm<StepUpInput, unknown, z.output<typeof stepUpSchema>>({
    resolver: lazyResolver(() =>
      import('@/lib/contracts/admin/step-up').then((m) => m.stepUpSchema),
    ),
    defaultValues: { password: '', code: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors, isSubmitting: pending } = form.formState;
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let mounted = true;
    apiRequest<AdminSessionResponse>('GET', '/api/admin/session', undefined, { locale: 'it' })
      .then((session) => session.mfaEnabled)
      .catch(() => true)
      .then((askCode) => {
        if (mounted && askCode) setNeedsCode(true);
      });
    return () => {
      mounted = false;
    };
  }, []);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await apiRequest<StepUpResponse>(
        'POST',
        '/api/admin/step-up',
        needsCode ? values : { password: values.password },
        { locale: 'it' },
      );
      onFinish(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'mfa_required') setNeedsCode(true);
      setError(errorMessage(failure, t('failed')));
    }
  });

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onFinish(false))}>
      <DialogContent closeLabel={t('close')} className="max-w-md">
        <DialogTitle className="pr-10 text-lg font-semibold">{t('title')}</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          {t('description', { purpose })}
        </DialogDescription>
        <form noValidate className="grid gap-3" onSubmit={submit}>
          <PasswordField
            id="step-up-password"
            label={t('password')}
            error={message(errors.password?.message)}
            {...form.register('password')}
          />
          {needsCode ? (
            <CodeField
              id="step-up-code"
              label={t('code')}
              recovery
              error={message(errors.code?.message)}
              {...form.register('code')}
            />
          ) : null}
          <FormAlert message={error} />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onFinish(false)} disabled={pending}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={pending || password === ''}>
              {t('confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
