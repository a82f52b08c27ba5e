'use client';
/**
 * The back-office's step-up dialog. It registers itself as the request helper's step-up
 * handler (lib/browser/api-client.ts), so any owner write answered 403 `step_up_required`
 * (accounts, settings, experiments) opens it, saying what is being confirmed
 * (./step-up-purpose.ts): the admin types the password again, and a code of the
 * authenticator app or a recovery code when the account has a second factor; after POST
 * /api/admin/step-up succeeds the write is sent again once. Closing it (Escape, Annulla) lets
 * the write fail with the server's message. Requests that need it while it is open wait for
 * the same answer. The window itself (./step-up-panel.tsx) loads with the first step-up; if it
 * cannot load, the write fails as if the admin had closed it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { setStepUpHandler } from '@/lib/browser/api-client';
import { stepUpPurpose, type StepUpPurpose } from './step-up-purpose';

const StepUpPanel = dynamic(() => import('./step-up-panel'), { ssr: false });

interface Waiting {
  promise: Promise<boolean>;
  resolve: (steppedUp: boolean) => void;
}

/** Mount once in the back-office (AdminDataProviders); renders nothing until it is needed. */
export function StepUpDialog() {
  // The purpose of the write that opened it; null while closed.
  const [open, setOpen] = useState<StepUpPurpose | null>(null);
  const waiting = useRef<Waiting | null>(null);

  const finish = useCallback((steppedUp: boolean) => {
    const current = waiting.current;
    waiting.current = null;
    setOpen(null);
    current?.resolve(steppedUp);
  }, []);

  useEffect(
    () =>
      setStepUpHandler((request) => {
        if (waiting.current) return waiting.current.promise;
        let resolve: (steppedUp: boolean) => void = () => undefined;
        const promise = new Promise<boolean>((r) => {
          resolve = r;
        });
        waiting.current = { promise, resolve };
        // The same module next/dynamic renders: opened once it is here, so a failed load
        // (offline, a new deployment) answers instead of leaving the write waiting.
        import('./step-up-panel').then(
          () => setOpen(stepUpPurpose(request)),
          () => finish(false),
        );
        return promise;
      }),
    [finish],
  );

  return open ? <StepUpPanel purpose={open} onFinish={finish} /> : null;
}
