'use client';
/**
 * The Impressum group of the settings tab: the operator's six details (lib/site/operator.ts), each
 * with the environment variable it overrides and, when that variable gives the value in force,
 * the value; a field set nowhere says the page names it as missing. Validated with the route's
 * own schema; a refused save shows the server's message and keeps what was typed.
 */
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type * as z from 'zod/mini';
import { FormField } from '@/components/forms/form-field';
import { useMessageText } from '@/components/forms/use-message-text';
import { Input } from '@/components/ui/input';
import {
  OPERATOR_FORM_FIELDS,
  operatorFormValues,
  type OperatorFormInput,
  type OperatorSettingsResponse,
  type operatorSettingsSchema,
} from '@/lib/contracts/admin/operator';
import { lazyResolver } from '@/lib/lazy-resolver';
import { SettingsSubmit, useSettingsSubmit } from './settings-submit';
import {
  OPERATOR_ENV,
  OPERATOR_FIELDS,
  OPERATOR_MAX_LENGTH,
  type OperatorField,
} from '@/lib/site/operator';
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
  const form = useForm<OperatorFormInput, unknown, z.output<typeof operatorSettingsSchema>>({
    resolver: lazyResolver(() =>
      import('@/lib/contracts/admin/operator').then((m) => m.operatorSettingsSchema),
    ),
    defaultValues: operatorFormValues(current),
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, failure } = useSettingsSubmit(form, save.mutateAsync, operatorFormValues);

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
      <SettingsSubmit failure={failure} pending={isSubmitting} label={t('operatorSave')} />
    </form>
  );
}
