/**
 * A labelled form field: visible label (with a required mark when asked), optional hint,
 * and the error message linked to the control through aria-describedby; the control gets
 * aria-invalid while in error.
 */
import type { ReactNode } from 'react';

/** Accessibility props a field hands to its control. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required': true;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Message already translated; none when the field is valid. */
  error?: string;
  /** Shows a red asterisk after the label (docs/product.md §2.3b). */
  requiredMark?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Renders label, control (via `children`), hint and error. */
export function FormField({
  id,
  label,
  hint,
  error,
  requiredMark,
  className,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`grid min-w-0 grid-cols-1 gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm leading-none font-medium text-foreground">
        {label}
        {requiredMark ? (
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': true,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The error line under a control (nothing when there is no error). */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
