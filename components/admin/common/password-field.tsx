'use client';
/**
 * The back-office's one password input: a labelled field (FormField: hint and error linked by
 * aria-describedby, aria-invalid while in error) with a show/hide button, so that a long
 * password can be checked before it is sent (docs/admin-security.md). Works with
 * react-hook-form (`{...form.register('password')}`) or with a value and onChange.
 */
import { useState, type ComponentProps } from 'react';
import { useTranslations } from 'next-intl';
import { Eye, EyeOff } from 'lucide-react';
import { FormField } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type InputProps = Omit<ComponentProps<typeof Input>, 'id' | 'type' | 'autoComplete'>;

/**
 * `fresh`: a password being chosen (the browser's password manager offers a new one), else
 * the account's own (it offers the saved one); `hint` and `error` are already translated;
 * other props go to the input.
 */
export function PasswordField({
  id,
  label,
  hint,
  error,
  fresh = false,
  className,
  ...input
}: InputProps & {
  id: string;
  label: string;
  fresh?: boolean;
  hint?: string;
  error?: string;
}) {
  const t = useTranslations('admin.common');
  const [visible, setVisible] = useState(false);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <Input
            {...input}
            {...control}
            type={visible ? 'text' : 'password'}
            autoComplete={fresh ? 'new-password' : 'current-password'}
            className={cn('pr-11', className)}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('hidePassword') : t('showPassword')}
            aria-pressed={visible}
            aria-controls={id}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-md text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
          </button>
        </div>
      )}
    </FormField>
  );
}
