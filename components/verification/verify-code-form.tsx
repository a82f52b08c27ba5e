'use client';
/**
 * The code form of /verify-sms (docs/product.md §2.5, §5 "SMS code"): the 6-box input, a verify
 * button enabled only with exactly 6 digits, and the resend block. Submitting an
 * incomplete code (Enter) explains what is missing.
 */
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { toast } from '@/components/ui/use-toast';
import { fillText } from '@/lib/i18n/fill-text';
import type { StrongText } from '@/lib/i18n/island-copy';
import { CODE_LENGTH } from '@/lib/validation/code-length';
import { CodeInput } from './code-input';
import { RESEND_WAIT_SECONDS, ResendCode } from './resend-code';
import { useVerifyCode } from './use-verify-code';
import type { CodeChannel } from '@/lib/validation/verification';
import type { VerifyCopy } from './verify-copy';

/** A line of the copy with the phone in its bold part. */
function PhoneLine({ text, phone, bold }: { text: StrongText; phone: string; bold?: string }) {
  const [before, strong, after] = text;
  return (
    <>
      {before}
      <strong className={bold}>{fillText(strong, { phone })}</strong>
      {after}
    </>
  );
}

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
  copy: VerifyCopy;
}

/** Code entry, verify button and resend block. */
export function VerifyCodeForm({
  phone,
  redirect,
  smsSent,
  typed = false,
  workflow,
  copy,
}: VerifyCodeFormProps) {
  const [code, setCode] = useState('');
  const { verify, pending } = useVerifyCode(redirect, copy);

  const submit = async () => {
    if (pending) return;
    // The schema (and zod) load on the first submit, not with the page.
    const { verifyCodeSchema } = await import('@/lib/validation/verification');
    const parsed = verifyCodeSchema.safeParse({ phone, code });
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? 'validation.codeIncomplete';
      toast({ variant: 'destructive', title: copy.validation[key] ?? key });
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
      {typed || smsSent ? (
        <p className="text-center text-sm text-muted-foreground">
          <PhoneLine
            text={typed ? copy.typedPhone : copy.sentTo}
            phone={phone}
            bold="text-foreground"
          />
        </p>
      ) : (
        <p role="status" className="rounded-lg bg-warning-soft p-3 text-sm text-warning">
          <PhoneLine text={copy.notSent} phone={phone} />
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {/* The Label's classes on a plain <label>: no tailwind-merge on the code page. */}
        <label
          htmlFor="sms-code"
          className="text-center text-sm leading-none font-medium text-foreground"
        >
          {copy.codeLabel}
        </label>
        <CodeInput
          id="sms-code"
          value={code}
          onChange={setCode}
          onEnter={() => void submit()}
          describedBy="sms-code-hint"
        />
        <p id="sms-code-hint" className="text-center text-xs text-muted-foreground">
          {copy.codeHint}
        </p>
        <SubmitButton
          pending={pending}
          pendingLabel={copy.submitting}
          disabled={code.length !== CODE_LENGTH}
          size="lg"
          className="w-full"
        >
          {copy.submit}
        </SubmitButton>
      </form>
      <ResendCode
        phone={phone}
        initialSeconds={smsSent && !typed ? RESEND_WAIT_SECONDS : 0}
        workflow={workflow}
        copy={copy}
      />
    </div>
  );
}
