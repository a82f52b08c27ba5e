'use client';
/**
 * Small pieces the back-office's forms share: the alert line under a form, and the frame of a
 * create-or-edit form (experiments, testimonials) with its failure and its buttons.
 */
import type { FormEventHandler, ReactNode } from 'react';
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
 */
export function SaveForm({
  t,
  editing,
  onSubmit,
  failure,
  pending,
  onCancel,
  children,
}: {
  t: SaveFormTexts;
  /** The name of what is edited; none for a new one. */
  editing?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  pending: boolean;
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

/**
 * What a refused save shows: each field error the server named goes to `setFieldError`, and
 * the returned failure is the server's message, or `fallback` when it sent none.
 */
export function saveFailure(
  error: unknown,
  setFieldError: (name: string, message: string) => void,
  fallback: string,
): string {
  const fields = error instanceof ApiError ? error.fields : {};
  for (const [name, text] of Object.entries(fields)) setFieldError(name, text);
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}
