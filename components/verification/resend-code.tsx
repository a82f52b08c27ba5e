'use client';
/**
 * Resend block (docs/product.md §2.5, §4): a m:ss countdown from 120 s, then the resend button.
 * Success restarts the countdown (server's retryAfter, else 120 s); a refusal shows the
 * server's message and, when it says how long to wait, counts down that long. The proof of
 * work a resend needs is solved in the last PROOF_LEAD_SECONDS of the countdown, so the button
 * sends at once.
 */
import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { RotateCw } from 'lucide-react';
import { PlainButton } from '@/components/ui/plain-button';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiRequest, errorMessage } from '@/lib/browser/api-client';
import type { ResendResponse } from '@/lib/contracts/verification';
import { sendWithProof } from '@/lib/browser/form-shield';
import { usePageProof } from '@/components/forms/proof-of-work';
import { formatCountdown, useCountdown } from './use-countdown';

/** Wait before a new code may be requested (docs/product.md §9). */
export const RESEND_WAIT_SECONDS = 120;

/** Seconds before the button shows when the widget starts solving. */
const PROOF_LEAD_SECONDS = 30;

/** Countdown, then the "send again" button. */
export function ResendCode({ phone, initialSeconds }: { phone: string; initialSeconds: number }) {
  const t = useTranslations('verification');
  const locale = useLocale();
  const { seconds, restart } = useCountdown(initialSeconds);
  const proof = usePageProof();
  const { start } = proof;
  const soon = seconds <= PROOF_LEAD_SECONDS;
  useEffect(() => {
    if (soon) start();
  }, [soon, start]);

  const resend = useMutation({
    mutationFn: () =>
      sendWithProof(proof, (altcha) =>
        apiRequest<ResendResponse>('POST', '/api/resend-sms', { phone, altcha }, { locale }),
      ),
    onSuccess: (data) => {
      toast({ title: t('resendSuccessTitle'), description: t('resendSuccessDescription') });
      restart(data?.retryAfter ?? RESEND_WAIT_SECONDS);
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('resendErrorTitle'),
        description: errorMessage(error, t('resendErrorFallback')),
      });
      if (error instanceof ApiError && error.retryAfter) restart(error.retryAfter);
    },
  });

  return (
    <div className="grid justify-items-center gap-2 text-center text-sm">
      <p className="text-muted-foreground">{t('noCode')}</p>
      {seconds > 0 ? (
        <p role="timer" className="font-medium text-foreground tabular-nums">
          {t('resendIn', { time: formatCountdown(seconds) })}
        </p>
      ) : (
        <PlainButton variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
          <RotateCw aria-hidden="true" className={resend.isPending ? 'animate-spin' : undefined} />
          {resend.isPending ? t('resending') : t('resend')}
        </PlainButton>
      )}
      {proof.widget}
    </div>
  );
}
