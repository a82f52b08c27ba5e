'use client';
/**
 * Small pieces the back-office's hand-run forms share (security, step-up, accounts): the
 * form that runs one action on submit, the alert line under it, and a text input bound to a
 * string state.
 */
import type { ChangeEvent, ReactNode } from 'react';

/** A grid form whose submit runs `onSubmit` (the page does not reload). */
export function ActionForm({
  onSubmit,
  children,
  ...form
}: {
  onSubmit: () => unknown;
  children: ReactNode;
  'aria-label'?: string;
  className?: string;
}) {
  return (
    <form
      className="grid gap-3"
      {...form}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** The form's failure (already translated), read out at once; nothing when there is none. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
      {message}
    </p>
  );
}

/** `value` and `onChange` of an input that edits the string state `value` through `set`. */
export function bindText(value: string, set: (next: string) => void) {
  return { value, onChange: (event: ChangeEvent<HTMLInputElement>) => set(event.target.value) };
}
