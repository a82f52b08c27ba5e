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
import { useEffect, useState, useTransition } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { PlainButton } from '@/components/ui/plain-button';
import { toast } from '@/components/ui/use-toast';
import { loadFormShield, useProofOfWork } from '@/components/forms/proof-of-work';
import { ApiError, apiRequest, errorMessage } from '@/lib/browser/api-client';
import type { ResendResponse } from '@/lib/contracts/verification';
import type { CodeChannel } from '@/lib/validation/verification';
import { rememberVerifyPhone } from '@/lib/browser/verify-phone';
import { fillText } from '@/lib/i18n/fill-text';
import { formatCountdown, useCountdown } from './use-countdown';
import type { VerifyCopy } from './verify-copy';

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
  copy,
}: {
  phone: string;
  initialSeconds: number;
  workflow?: readonly CodeChannel[];
  copy: VerifyCopy;
}) {
  const [workflow, setWorkflow] = useState(known);
  const [current, setCurrent] = useState<CodeChannel | null>(
    workflow && initialSeconds > 0 ? (workflow[0] ?? null) : null,
  );
  const next = workflow ? nextOf(workflow, current) : undefined;
  const { seconds, restart } = useCountdown(initialSeconds);
  const proof = useProofOfWork(copy.language, copy.proof);
  const { start } = proof;
  const soon = seconds <= PROOF_LEAD_SECONDS;
  useEffect(() => {
    if (soon) start();
  }, [soon, start]);
  const [pending, startTransition] = useTransition();

  const resend = () =>
    startTransition(async () => {
      let data: ResendResponse | undefined;
      try {
        // Loaded with the widget, started before the button shows: not with the page.
        const { sendWithProof } = await loadFormShield();
        data = await sendWithProof(proof, (altcha) =>
          apiRequest<ResendResponse>(
            'POST',
            '/api/resend-sms',
            { phone, altcha, ...(next ? { channel: next } : {}) },
            { locale: copy.language },
          ),
        );
      } catch (error) {
        toast({
          variant: 'destructive',
          title: copy.resendErrorTitle,
          description: errorMessage(error, copy.resendErrorFallback),
        });
        if (error instanceof ApiError && error.retryAfter) restart(error.retryAfter);
        return;
      }
      const channel = data?.channel ?? null;
      if (data?.channels?.length) {
        setWorkflow(data.channels);
        rememberVerifyPhone(phone, data.channels);
      }
      setCurrent(channel);
      toast({
        title: copy.resendSuccessTitle,
        description: channel ? copy.channel.resent[channel] : copy.resendSuccessDescription,
      });
      restart(data?.retryAfter ?? RESEND_WAIT_SECONDS);
    });

  return (
    <div className="grid justify-items-center gap-2 text-center text-sm">
      {current ? <p>{copy.channel.sentVia[current]}</p> : null}
      <p className="text-muted-foreground">{copy.noCode}</p>
      {seconds > 0 ? (
        <p role="timer" className="font-medium text-foreground tabular-nums">
          {fillText(copy.resendIn, { time: formatCountdown(seconds) })}
        </p>
      ) : (
        <PlainButton variant="outline" onClick={resend} disabled={pending}>
          <Glyph
            d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8M21 3v5h-5"
            className={pending ? 'animate-spin' : undefined}
          />
          {pending ? copy.resending : next ? copy.channel.sendVia[next] : copy.resend}
        </PlainButton>
      )}
      {proof.widget}
    </div>
  );
}
