'use client';
/**
 * Resend block (docs/product.md §2.5, §4): a m:ss countdown from 120 s, then the resend button.
 * Success restarts the countdown (server's retryAfter, else 120 s); a refusal shows the
 * server's message and, when it says how long to wait, counts down that long. The proof of
 * work a resend needs is solved in the last PROOF_LEAD_SECONDS of the countdown, so the button
 * sends at once. With Vonage Verify (`workflow` given) it says which channel the code went by
 * and, after the countdown, offers the workflow's next channel ("Invia via SMS", "Chiamami");
 * the channel shown after a resend is the server's answer, the same for every number.
 */
import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Glyph } from '@/components/ui/glyph';
import { PlainButton } from '@/components/ui/plain-button';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiRequest, errorMessage } from '@/lib/browser/api-client';
import type { ResendResponse } from '@/lib/contracts/verification';
import type { CodeChannel } from '@/lib/validation/verification';
import { sendWithProof } from '@/lib/browser/form-shield';
import { rememberVerifyPhone } from '@/lib/browser/verify-phone';
import { usePageProof } from '@/components/forms/use-page-proof';
import { formatCountdown, useCountdown } from './use-countdown';

/** Wait before a new code may be requested (docs/product.md §9). */
export const RESEND_WAIT_SECONDS = 120;

/** Seconds before the button shows when the widget starts solving. */
const PROOF_LEAD_SECONDS = 30;

/** The step after `current` in `workflow`, or undefined at its end (a plain resend then). */
const nextOf = (workflow: readonly CodeChannel[], current: CodeChannel | null) =>
  current ? workflow[workflow.indexOf(current) + 1] : undefined;

/**
 * Countdown, then the "send again" button. `workflow`: this number's Verify channels in order
 * (absent with the app's own SMS, or when the tab never heard them); the code went by its
 * first when `initialSeconds` counts down. A resend's answer names its channels again, so a
 * tab that did not know them learns them then.
 */
export function ResendCode({
  phone,
  initialSeconds,
  workflow: known,
}: {
  phone: string;
  initialSeconds: number;
  workflow?: readonly CodeChannel[];
}) {
  const t = useTranslations('verification');
  const [workflow, setWorkflow] = useState(known);
  const [current, setCurrent] = useState<CodeChannel | null>(
    workflow && initialSeconds > 0 ? (workflow[0] ?? null) : null,
  );
  const next = workflow ? nextOf(workflow, current) : undefined;
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
        apiRequest<ResendResponse>(
          'POST',
          '/api/resend-sms',
          { phone, altcha, ...(next ? { channel: next } : {}) },
          { locale },
        ),
      ),
    onSuccess: (data) => {
      const channel = data?.channel ?? null;
      if (data?.channels?.length) {
        setWorkflow(data.channels);
        rememberVerifyPhone(phone, data.channels);
      }
      setCurrent(channel);
      toast({
        title: t('resendSuccessTitle'),
        description: channel ? t(`channel.resent.${channel}`) : t('resendSuccessDescription'),
      });
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
      {current ? <p>{t(`channel.sentVia.${current}`)}</p> : null}
      <p className="text-muted-foreground">{t('noCode')}</p>
      {seconds > 0 ? (
        <p role="timer" className="font-medium text-foreground tabular-nums">
          {t('resendIn', { time: formatCountdown(seconds) })}
        </p>
      ) : (
        <PlainButton variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
          <Glyph
            d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8M21 3v5h-5"
            className={resend.isPending ? 'animate-spin' : undefined}
          />
          {resend.isPending ? t('resending') : next ? t(`channel.sendVia.${next}`) : t('resend')}
        </PlainButton>
      )}
      {proof.widget}
    </div>
  );
}
