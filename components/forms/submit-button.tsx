/** A submit button that shows a spinner and `pendingLabel` (and is disabled) while pending. */
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}

/** Form submit button with a pending state. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? (
        <>
          <Spinner />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
