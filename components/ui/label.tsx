/** Form label (native <label>, so clicking it focuses or toggles its control). */
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Visible label of a form control. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn('text-sm leading-none font-medium text-foreground', className)}
      {...props}
    />
  );
}
