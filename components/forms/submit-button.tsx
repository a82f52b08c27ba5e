/**
 * A submit button that shows a spinner and `pendingLabel` (and is disabled) while pending.
 * Plain classes (the button styles of components/ui/button) so client islands need neither
 * tailwind-merge nor Radix Slot; `className` is appended. The label wraps instead of leaving
 * the button on a narrow phone (a long German call to action at 320 px).
 */
import type { ComponentProps, ReactNode } from 'react';
import { SpinnerIcon } from './field-controls';

const BASE =
  'inline-flex max-w-full min-w-0 shrink-0 items-center justify-center gap-2 rounded-md text-center font-semibold text-balance break-words transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-60';

const VARIANTS = {
  default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  accent: 'bg-accent text-accent-foreground hover:bg-accent-hover',
  /** Colours come from `className` (campaign themes). */
  custom: '',
} as const;

const SIZES = {
  default: 'min-h-11 px-5 py-2 text-sm',
  lg: 'min-h-12 px-6 py-2 text-base',
} as const;

interface SubmitButtonProps extends Omit<ComponentProps<'button'>, 'type' | 'children'> {
  pending: boolean;
  pendingLabel: string;
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  children: ReactNode;
}

/** Form submit button with a pending state. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  variant = 'default',
  size = 'default',
  className,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      className={`${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${className ?? ''}`}
      {...props}
    >
      {pending ? (
        <>
          <SpinnerIcon />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
