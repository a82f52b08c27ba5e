/** Loading placeholder (shadcn style): a pulsing block hidden from assistive technology. */
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A grey pulsing block; size it with `className` (e.g. "h-12 w-full"). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
