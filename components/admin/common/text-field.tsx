'use client';
/**
 * A labelled text input (FormField with Input): bound to a string state (`TextField`) or
 * registered with react-hook-form (`RegisteredField`).
 */
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';

type InputProps = Omit<ComponentProps<typeof Input>, 'id' | 'value' | 'onChange'>;

/**
 * `value` and `onChange` carry the text; `hint` and `error` (already translated) show under
 * the input, linked to it; other props go to the input.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  ...input
}: InputProps & {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  hint?: string;
  error?: string;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <Input {...input} {...control} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </FormField>
  );
}

/**
 * An input registered with react-hook-form (`registration`); `hint` and `error` (already
 * translated) show under it, linked to it; other props go to the input.
 */
export function RegisteredField({
  id,
  label,
  registration,
  hint,
  error,
  ...input
}: Omit<InputProps, 'name' | 'onBlur' | 'ref'> & {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  hint?: string;
  error?: string;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => <Input {...control} {...input} {...registration} />}
    </FormField>
  );
}
