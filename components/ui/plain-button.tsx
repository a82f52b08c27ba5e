/**
 * The Button's look on a plain <button>, for the public islands: buttonVariants' classes with
 * `className` appended, without tailwind-merge (≈ 8.5 kB gzip, docs/benchmarks.md) and Radix
 * Slot. `className` adds classes; a class that must beat the variant's (a height, a colour)
 * carries Tailwind's important mark (`h-auto!`), as WRAPPING_BUTTON does.
 */
import type { ComponentProps } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { buttonVariants } from './button-variants';

export type PlainButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

/** A `<button type="button">` (unless `type` says otherwise) styled as the Button. */
export function PlainButton({ className, variant, size, type, ...props }: PlainButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  );
}
