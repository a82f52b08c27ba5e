'use client';
/**
 * The frame of the analytics section's small forms (ad spend, lead value): a titled form with
 * a hint, its fields in one row from `sm` up (one column on a phone) and the save button,
 * which says it is saving while the request runs; and their amount in euro, typed as text
 * ('12,50') for the schema to read.
 */
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { RegisteredField } from '@/components/admin/common/text-field';
import { Button } from '@/components/ui/button';
import type { AnalyticsSaveTexts } from './use-analytics-save';

/** An amount in euro as typed ('12,50'), with its label and, when refused, its message. */
export function EuroField({
  id,
  label,
  error,
  registration,
}: {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <RegisteredField
      id={id}
      label={label}
      error={error}
      registration={registration}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
    />
  );
}

export function AnalyticsFormShell({
  id,
  title,
  hint,
  columns,
  onSubmit,
  busy,
  t,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  /** The row's grid columns from `sm` up (a Tailwind class). */
  columns: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** The button's texts (`save`, `saving`); with onSubmit and busy, useAnalyticsSave's `submit`. */
  t: AnalyticsSaveTexts;
  children: ReactNode;
}) {
  return (
    <form
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={onSubmit}
      className="grid grid-cols-1 gap-3"
    >
      <div>
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {title}
        </h3>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
      <div className={`grid grid-cols-1 gap-3 sm:items-start ${columns}`}>
        {children}
        <Button type="submit" disabled={busy} className="sm:mt-6">
          {busy ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
