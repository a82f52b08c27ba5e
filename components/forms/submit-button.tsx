/**
 * A submit button that shows a spinner and `pendingLabel` (and is disabled) while pending.
 * Plain classes (the button styles of components/ui/button) so client islands need neither
 * tailwind-merge nor Radix Slot; `className` is appended.
 */
import type { ComponentProps, ReactNode } from 'react';
import { SpinnerIcon } from './field-controls';

const BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-60';

const VARIANTS = {
  default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  accent: 'bg-accent text-accent-foreground hover:bg-accent-hover',
  /** Colours come from `className` (campaign themes). */
  custom: '',
} as const;

const SIZES = { default: 'h-11 px-5 text-sm', lg: 'h-12 px-6 text-base' } as const;

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
