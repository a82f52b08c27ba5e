'use client';
/**
 * The Impressum group of the settings tab: the operator's six details (lib/operator.ts), each
 * with the environment variable it overrides and, when that variable gives the value in force,
 * the value; a field set nowhere says the page names it as missing. Validated with the route's
 * own schema; a refused save shows the server's message and keeps what was typed.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type * as z from 'zod/mini';
import { FormField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useMessageText } from '@/components/forms/use-message-text';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/browser/api-client';
import {
  OPERATOR_FORM_FIELDS,
  operatorFormValues,
  type OperatorFormField,
  type OperatorFormInput,
  type OperatorSettingsResponse,
  type operatorSettingsSchema,
} from '@/lib/contracts/admin/operator';
import { lazyResolver } from '@/lib/lazy-resolver';
import {
  OPERATOR_ENV,
  OPERATOR_FIELDS,
  OPERATOR_MAX_LENGTH,
  type OperatorField,
} from '@/lib/operator';
import { useSaveOperatorSettings } from './use-operator-settings';

const INPUT_PROPS: Partial<Record<OperatorField, React.ComponentProps<'input'>>> = {
  email: { type: 'email', inputMode: 'email' },
  phone: { type: 'tel', inputMode: 'tel' },
};

/** The form, filled with the stored details of `current`. */
export function OperatorForm({ current }: { current: OperatorSettingsResponse }) {
  const t = useTranslations('admin.settings');
  const message = useMessageText();
  const save = useSaveOperatorSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OperatorFormInput, unknown, z.output<typeof operatorSettingsSchema>>({
    resolver: lazyResolver(() =>
      import('@/lib/contracts/admin/operator').then((m) => m.operatorSettingsSchema),
    ),
    defaultValues: operatorFormValues(current),
  });
  const { errors, isSubmitting } = form.formState;

  // The form's text is sent as typed: the server parses it with the same schema.
  const onSubmit = form.handleSubmit(async () => {
    setFailure(null);
    const values = form.getValues();
    try {
      const saved = await save.mutateAsync(values);
      form.reset(operatorFormValues(saved));
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      for (const [name, text] of Object.entries(fields))
        if (name in values) form.setError(name as OperatorFormField, { message: text });
      setFailure(error instanceof ApiError && error.fromServer ? error.message : t('saveFailed'));
    }
  });

  /** Under a field: its hint, then the environment's value in force or "missing". */
  const hint = (name: OperatorField) => {
    const env = OPERATOR_ENV[name];
    const source = current.sources[name];
    const status =
      source === 'env'
        ? t('operatorDefault', { env, value: current.operator[name] ?? '' })
        : source === null
          ? t('operatorMissing', { env })
          : t('operatorStored', { env });
    return `${t(`operatorHints.${name}`)} ${status}`;
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="operator-settings-title"
      className="grid gap-4"
    >
      <fieldset className="grid gap-4">
        <legend id="operator-settings-title" className="mb-2 text-base font-semibold">
          {t('operatorTitle')}
        </legend>
        <p className="text-xs text-muted-foreground">{t('operatorHint')}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {OPERATOR_FIELDS.map((name) => {
            const formName = OPERATOR_FORM_FIELDS[name];
            return (
              <FormField
                key={name}
                id={`settings-${formName}`}
                label={t(`operatorFields.${name}`)}
                hint={hint(name)}
                error={message(errors[formName]?.message)}
              >
                {(control) => (
                  <Input
                    autoComplete="off"
                    maxLength={OPERATOR_MAX_LENGTH[name]}
                    {...INPUT_PROPS[name]}
                    {...control}
                    aria-required={false}
                    {...form.register(formName)}
                  />
                )}
              </FormField>
            );
          })}
        </div>
      </fieldset>
      {failure ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel={t('saving')}>
          {t('operatorSave')}
        </SubmitButton>
      </div>
    </form>
  );
}
