/** Multi-line text field (shadcn style), styled like Input with the same focus and invalid states. */
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A <textarea>; label it with <Label htmlFor> as usual. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/30 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
