'use client';
/**
 * The code form of /verify-sms (docs/product.md §2.5, §5 "SMS code"): the 6-box input, a verify
 * button enabled only with exactly 6 digits, and the resend block. Submitting an
 * incomplete code (Enter) explains what is missing.
 */
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { useMessageText } from '@/components/forms/use-message-text';
import { toast } from '@/components/ui/use-toast';
import { CODE_LENGTH } from '@/lib/validation/code-length';
import { CodeInput } from './code-input';
import { RESEND_WAIT_SECONDS, ResendCode } from './resend-code';
import { useVerifyCode } from './use-verify-code';
import type { CodeChannel } from '@/lib/validation/verification';

interface VerifyCodeFormProps {
  /** Phone the code was sent to (E.164). */
  phone: string;
  /** Same-site path to open after verification. */
  redirect: string;
  /** False when registration could not send the SMS (`sent=0`): resend is offered at once. */
  smsSent: boolean;
  /**
   * The person typed the number on this page (the tab did not know it): when the last code
   * went out is unknown, so resend is offered at once.
   */
  typed?: boolean;
  /** Verify's channels in order (ResendCode); absent with the app's own SMS. */
  workflow?: readonly CodeChannel[];
}

/** Code entry, verify button and resend block. */
export function VerifyCodeForm({
  phone,
  redirect,
  smsSent,
  typed = false,
  workflow,
}: VerifyCodeFormProps) {
  const t = useTranslations('verification');
  const message = useMessageText();
  const [code, setCode] = useState('');
  const { verify, pending } = useVerifyCode(redirect);

  const submit = async () => {
    if (pending) return;
    // The schema (and zod) load on the first submit, not with the page.
    const { verifyCodeSchema } = await import('@/lib/validation/verification');
    const parsed = verifyCodeSchema.safeParse({ phone, code });
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? 'validation.codeIncomplete';
      toast({ variant: 'destructive', title: message(key) });
      return;
    }
    verify(parsed.data);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <div className="grid gap-8">
      {typed ? (
        <p className="text-center text-sm text-muted-foreground">
          {t.rich('typedPhone', {
            phone,
            strong: (chunks) => <strong className="text-foreground">{chunks}</strong>,
          })}
        </p>
      ) : smsSent ? (
        <p className="text-center text-sm text-muted-foreground">
          {t.rich('sentTo', {
            phone,
            strong: (chunks) => <strong className="text-foreground">{chunks}</strong>,
          })}
        </p>
      ) : (
        <p role="status" className="rounded-lg bg-warning-soft p-3 text-sm text-warning">
          {t.rich('notSent', { phone, strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {/* The Label's classes on a plain <label>: no tailwind-merge on the code page. */}
        <label
          htmlFor="sms-code"
          className="text-center text-sm leading-none font-medium text-foreground"
        >
          {t('codeLabel')}
        </label>
        <CodeInput
          id="sms-code"
          value={code}
          onChange={setCode}
          onEnter={() => void submit()}
          describedBy="sms-code-hint"
        />
        <p id="sms-code-hint" className="text-center text-xs text-muted-foreground">
          {t('codeHint')}
        </p>
        <SubmitButton
          pending={pending}
          pendingLabel={t('submitting')}
          disabled={code.length !== CODE_LENGTH}
          size="lg"
          className="w-full"
        >
          {t('submit')}
        </SubmitButton>
      </form>
      <ResendCode
        phone={phone}
        initialSeconds={smsSent && !typed ? RESEND_WAIT_SECONDS : 0}
        workflow={workflow}
      />
    </div>
  );
}
