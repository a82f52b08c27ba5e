/**
 * Table (shadcn style). `Table` wraps the <table> in a region that scrolls sideways on narrow
 * screens; give it `label` so the region has an accessible name and can take keyboard focus
 * (arrow keys then scroll it).
 */
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A region that scrolls sideways on narrow screens. It is labelled and takes keyboard focus
 * (WCAG 2.1.1, axe `scrollable-region-focusable`): a table of plain figures has nothing else
 * to focus, so without it a keyboard user could not scroll to the hidden columns.
 */
export function ScrollRegion({
  label,
  className,
  ...props
}: ComponentProps<'div'> & { label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}

/** The scrolling, labelled region and the <table> inside it. */
export function Table({
  className,
  label,
  containerClassName,
  ...props
}: ComponentProps<'table'> & { label: string; containerClassName?: string }) {
  return (
    <ScrollRegion
      label={label}
      className={cn('rounded-xl border border-border bg-card', containerClassName)}
    >
      <table className={cn('w-full caption-bottom text-left text-sm', className)} {...props} />
    </ScrollRegion>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead
      className={cn('border-b border-border bg-muted/50 text-xs text-muted-foreground', className)}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn('border-b border-border transition-colors hover:bg-muted/30', className)}
      {...props}
    />
  );
}

/** A column heading; `scope="col"` unless told otherwise. */
export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={cn('h-10 px-3 align-middle font-semibold whitespace-nowrap', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('mt-3 text-sm text-muted-foreground', className)} {...props} />;
}
