'use client';
/**
 * The back-office's one second-factor code input: a labelled field (FormField: hint and error
 * linked by aria-describedby, aria-invalid while in error) that the browser and the phone
 * fill from an authenticator app (autocomplete one-time-code). By default the 6 digits of
 * the app (numeric keyboard, a 6-digit pattern); with `recovery`, a recovery code may stand
 * in its place (letters and a dash: a text keyboard, no pattern, no capitals or spelling
 * fixes), as the sign-in, the step-up and the password change accept (docs/admin-security.md).
 * Works with react-hook-form (`{...form.register('code')}`) or with a value and onChange.
 */
import type { ComponentProps } from 'react';
import { FormField } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';

type InputProps = Omit<
  ComponentProps<typeof Input>,
  'id' | 'type' | 'autoComplete' | 'inputMode' | 'pattern'
>;

/** The 6 digits of an authenticator app's code. */
export const TOTP_PATTERN = '[0-9]{6}';

/** `recovery`: a recovery code is accepted too; `hint`, `error`: already translated. */
export function CodeField({
  id,
  label,
  hint,
  error,
  recovery = false,
  ...input
}: InputProps & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  recovery?: boolean;
}) {
  const kind = recovery
    ? ({ inputMode: 'text', autoCapitalize: 'off', spellCheck: false } as const)
    : ({ inputMode: 'numeric', pattern: TOTP_PATTERN } as const);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <Input {...input} {...control} {...kind} type="text" autoComplete="one-time-code" />
      )}
    </FormField>
  );
}
