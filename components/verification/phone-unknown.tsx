'use client';
/**
 * The verification page when this tab does not know the phone (it travels in sessionStorage,
 * never in the address: a link copied to a new tab, or storage unavailable). Says so, and lets
 * the person type the number they registered with, so they can still finish: with the code
 * they received, or a new one (resend is offered at once). Links to the login page of the
 * page's language too.
 */
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/forms/form-field';
import { TextInput } from '@/components/forms/field-controls';
import { SubmitButton } from '@/components/forms/submit-button';
import type { VerifyCopy } from './verify-copy';

/** Message, phone field and "continue"; `onPhone` receives the checked number. */
export function PhoneUnknown({
  onPhone,
  copy,
}: {
  onPhone: (phone: string) => void;
  copy: Pick<VerifyCopy, 'unknownPhone' | 'validation'>;
}) {
  const t = copy.unknownPhone;
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The schema (and zod) load on submit, not with the page.
    const { phoneInput } = await import('@/lib/validation/registration');
    const parsed = phoneInput.safeParse(phone);
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? 'validation.phone';
      return setError(copy.validation[key] ?? key);
    }
    setError(undefined);
    onPhone(parsed.data);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.title} className="grid gap-4">
      <div role="status" className="grid gap-1 rounded-lg bg-warning-soft p-3 text-sm text-warning">
        <p className="font-semibold">{t.title}</p>
        <p>{t.text}</p>
      </div>
      <FormField id="verify-phone" label={t.phone} hint={t.phoneHint} error={error}>
        {(control) => (
          <TextInput
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            {...control}
          />
        )}
      </FormField>
      <SubmitButton pending={false} pendingLabel={t.submit} size="lg" className="w-full">
        {t.submit}
      </SubmitButton>
      <p className="text-center text-sm text-muted-foreground">{t.login}</p>
    </form>
  );
}
