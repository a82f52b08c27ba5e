/**
 * The consent checkbox (docs/product.md §2.3, docs/decisions.md §5): a native checkbox, unticked at first
 * and required, named `privacyAccepted`; `label` carries the policy links.
 */
import type { ReactNode } from 'react';
import { CheckboxInput } from './field-controls';
import { FieldError } from './form-field';

interface PrivacyConsentFieldProps {
  label: ReactNode;
  error?: string;
  /** Prefix for the element ids when two forms share a page. */
  idPrefix?: string;
}

/** Checkbox plus its label; the error is linked with aria-describedby. */
export function PrivacyConsentField({ label, error, idPrefix = '' }: PrivacyConsentFieldProps) {
  const id = `${idPrefix}privacyAccepted`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <CheckboxInput
          id={id}
          name="privacyAccepted"
          value="true"
          required
          aria-invalid={Boolean(error)}
          aria-describedby={errorId}
        />
        <label htmlFor={id} className="text-sm leading-snug text-muted-foreground">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Class of the policy links inside consent labels. */
export const CONSENT_LINK_CLASS =
  'font-medium text-primary underline underline-offset-2 hover:text-primary-hover';
