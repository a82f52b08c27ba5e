'use client';
/**
 * The back-office's step-up dialog. It registers itself as the request helper's step-up
 * handler (lib/browser/api-client.ts), so any owner write answered 403 `step_up_required`
 * (accounts, settings) opens it: the admin types the password again, and a code of the
 * authenticator app or a recovery code when the account has a second factor; after POST
 * /api/admin/step-up succeeds the write is sent again once. Closing it (Escape, Annulla) lets
 * the write fail with the server's message. Requests that need it while it is open wait for
 * the same answer.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/admin/common/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApiError, apiRequest, errorMessage, setStepUpHandler } from '@/lib/browser/api-client';
import type { AdminSessionResponse } from '@/lib/contracts/admin/session';
import type { StepUpResponse } from '@/lib/contracts/admin/step-up';

interface Waiting {
  promise: Promise<boolean>;
  resolve: (steppedUp: boolean) => void;
}

/** Mount once in the back-office (AdminDataProviders); renders nothing until it is needed. */
export function StepUpDialog() {
  const t = useTranslations('admin.security.stepUp');
  const [open, setOpen] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const waiting = useRef<Waiting | null>(null);

  useEffect(
    () =>
      setStepUpHandler(() => {
        if (waiting.current) return waiting.current.promise;
        let resolve: (steppedUp: boolean) => void = () => undefined;
        const promise = new Promise<boolean>((r) => {
          resolve = r;
        });
        waiting.current = { promise, resolve };
        setPassword('');
        setCode('');
        setError(null);
        setOpen(true);
        // Whether to ask for a code: the session says whether the account has a factor.
        apiRequest<AdminSessionResponse>('GET', '/api/admin/session', undefined, { locale: 'it' })
          .then((session) => setNeedsCode(session.mfaEnabled))
          .catch(() => setNeedsCode(true));
        return promise;
      }),
    [],
  );

  const finish = useCallback((steppedUp: boolean) => {
    const current = waiting.current;
    waiting.current = null;
    setOpen(false);
    setPassword('');
    setCode('');
    current?.resolve(steppedUp);
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
      finish(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'mfa_required') setNeedsCode(true);
      setError(errorMessage(failure, t('failed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : finish(false))}>
      <DialogContent closeLabel={t('close')} className="max-w-md">
        <DialogTitle className="pr-10 text-lg font-semibold">{t('title')}</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          {t('description')}
        </DialogDescription>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            id="step-up-password"
            label={t('password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          {needsCode ? (
            <TextField
              id="step-up-code"
              label={t('code')}
              autoComplete="one-time-code"
              value={code}
              onChange={setCode}
            />
          ) : null}
          {error ? (
            <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => finish(false)} disabled={pending}>
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
