'use client';
/**
 * Progress bar (shadcn style, Radix Progress): role="progressbar" with aria-valuenow/max.
 * `value` is clamped to 0 … `max` for the bar; give it an accessible name (aria-label or
 * aria-labelledby) and, when useful, `getValueLabel` for the text a screen reader announces.
 */
import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

export function Progress({
  className,
  indicatorClassName,
  value,
  max = 100,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string }) {
  const shown = Math.min(Math.max(value ?? 0, 0), max);
  return (
    <ProgressPrimitive.Root
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      value={value === null || value === undefined ? value : shown}
      max={max}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn('h-full w-full flex-1 bg-primary transition-transform', indicatorClassName)}
        style={{ transform: `translateX(-${100 - (shown / max) * 100}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
