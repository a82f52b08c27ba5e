'use client';
/**
 * Small pieces the back-office's forms share: the alert line under a form, and the frame of a
 * create-or-edit form (experiments, testimonials) with its failure and its buttons.
 */
import { useState, type FormEventHandler, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/browser/api-client';

/** The form's failure (already translated), read out at once; nothing when there is none. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
      {message}
    </p>
  );
}

/** The texts of a create-or-edit form: its messages' editTitle, createTitle, save, create, saving, cancel. */
export type SaveFormTexts = (
  key: 'editTitle' | 'createTitle' | 'save' | 'create' | 'saving' | 'cancel',
  values?: { name: string },
) => string;

/**
 * A create-or-edit form: titled "edit `editing`" or "create", the fields (`children`), the
 * failure under them, the submit button (saving while `pending`) and, with `onCancel`, a
 * cancel button. The browser's own validation is off: the form's schema speaks instead.
 * `onSubmit`, `failure` and `pending` come from useSaveSubmit.
 */
export function SaveForm({
  t,
  editing,
  onSubmit,
  failure,
  pending,
  onCancel,
  children,
}: SaveSubmit & {
  t: SaveFormTexts;
  /** The name of what is edited; none for a new one. */
  editing?: string;
  onCancel?: () => void;
  children: ReactNode;
}) {
  const isEdit = editing !== undefined;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={isEdit ? t('editTitle', { name: editing }) : t('createTitle')}
      className="grid gap-4"
    >
      {children}
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingLabel={t('saving')}>
          {isEdit ? t('save') : t('create')}
        </SubmitButton>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** What a create-or-edit form's submit gives SaveForm: its handler, its failure, pending. */
export interface SaveSubmit {
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  pending: boolean;
}

/**
 * The submit of a create-or-edit form: `save` with the checked values. A refusal puts each
 * field error the server named on its field (`fieldOf` maps the server's name to the form's,
 * null to leave it out) and shows the server's message, or `fallback` when it sent none; the
 * fields keep what was typed. Spread the result into SaveForm.
 */
export function useSaveSubmit<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  save: (values: Out) => Promise<unknown>,
  fallback: string,
  fieldOf: (name: string) => Path<In> | null = (name) => name as Path<In>,
): SaveSubmit {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      for (const [name, text] of Object.entries(fields)) {
        const field = fieldOf(name);
        if (field) form.setError(field, { message: text });
      }
      setFailure(error instanceof ApiError && error.fromServer ? error.message : fallback);
    }
  });
  return { onSubmit, failure, pending: form.formState.isSubmitting };
}
