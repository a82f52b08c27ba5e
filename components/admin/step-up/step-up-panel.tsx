'use client';
/**
 * The step-up dialog's window (./step-up-dialog.tsx opens it): the password, and a code of the
 * authenticator app or a recovery code when the account has a second factor (the session says
 * whether it has one, asked when the window opens); POST /api/admin/step-up, the server's
 * refusal shown in the window. Its own module: the dialog (Radix Dialog with its focus trap)
 * and the form load with the first step-up, not with every back-office page.
 */
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ActionForm, bindText, FormAlert } from '@/components/admin/common/form-parts';
import { CodeField } from '@/components/admin/common/code-field';
import { PasswordField } from '@/components/admin/common/password-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApiError, apiRequest, errorMessage } from '@/lib/browser/api-client';
import type { AdminSessionResponse } from '@/lib/contracts/admin/session';
import type { StepUpResponse } from '@/lib/contracts/admin/step-up';
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
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

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

  const submit = async () => {
    setError(null);
    setPending(true);
    try {
      await apiRequest<StepUpResponse>(
        'POST',
        '/api/admin/step-up',
        { password, ...(needsCode ? { code } : {}) },
        { locale: 'it' },
      );
      onFinish(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'mfa_required') setNeedsCode(true);
      setError(errorMessage(failure, t('failed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onFinish(false))}>
      <DialogContent closeLabel={t('close')} className="max-w-md">
        <DialogTitle className="pr-10 text-lg font-semibold">{t('title')}</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          {t('description', { purpose })}
        </DialogDescription>
        <ActionForm onSubmit={submit}>
          <PasswordField
            id="step-up-password"
            label={t('password')}
            {...bindText(password, setPassword)}
          />
          {needsCode ? (
            <CodeField id="step-up-code" label={t('code')} recovery {...bindText(code, setCode)} />
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
        </ActionForm>
      </DialogContent>
    </Dialog>
  );
}
