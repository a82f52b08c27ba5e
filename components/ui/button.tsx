/**
 * Button (shadcn style): cva variants and sizes; `asChild` renders the styles on a child
 * element instead (e.g. a Next <Link>), through Radix Slot.
 */
import type { ComponentProps } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button-variants';

export { buttonVariants };

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** A button, or its child styled as one when `asChild` is set. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
