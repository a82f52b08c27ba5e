'use client';
/**
 * What every form of the settings tab does on submit: the form's text is sent as typed (the
 * server parses it with the same schema), the fields are reset to what the server answers, and
 * a refused save puts the server's field errors on the fields and shows its message, keeping
 * what was typed. The footer shows that message and the submit button with its pending state.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormAlert } from '@/components/admin/common/form-parts';
import { SubmitButton } from '@/components/forms/submit-button';
import { ApiError } from '@/lib/browser/api-client';

/**
 * The submit handler of `form`: `save(values)` with the typed text, then the form reset to
 * `valuesOf(saved)`. `failure` is the message of the last refused save (null otherwise).
 */
export function useSettingsSubmit<V extends FieldValues, T, R>(
  form: UseFormReturn<V, unknown, T>,
  save: (values: V) => Promise<R>,
  valuesOf: (saved: R) => V,
) {
  const t = useTranslations('admin.settings');
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async () => {
    setFailure(null);
    const values = form.getValues();
    try {
      form.reset(valuesOf(await save(values)));
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      for (const [name, text] of Object.entries(fields))
        if (name in values) form.setError(name as Path<V>, { message: text });
      setFailure(error instanceof ApiError && error.fromServer ? error.message : t('saveFailed'));
    }
  });
  return { onSubmit, failure };
}

/** The refused save's message (if any) and the submit button labelled `label`. */
export function SettingsSubmit(props: { failure: string | null; pending: boolean; label: string }) {
  const t = useTranslations('admin.settings');
  return (
    <>
      <FormAlert message={props.failure} />
      <div>
        <SubmitButton pending={props.pending} pendingLabel={t('saving')}>
          {props.label}
        </SubmitButton>
      </div>
    </>
  );
}
