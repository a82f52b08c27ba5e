/**
 * The button styles (cva variants and sizes) on their own: class names only, without Radix
 * Slot and tailwind-merge, for islands that style a plain <button>, <a> or <Link> (the cookie
 * banner on every public page, the student area). ./button.tsx builds the
 * Button on them. No two classes of one variant and size set the same property (the text
 * size belongs to the size), so `buttonVariants({ variant, size, className })` gives exactly
 * the Button's classes as long as `className` adds and overrides nothing; overriding is what
 * the Button's tailwind-merge is for.
 */
import { cva } from 'class-variance-authority';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        accent: 'bg-accent text-accent-foreground hover:bg-accent-hover',
        outline: 'border border-input bg-card text-foreground hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        ghost: 'text-foreground hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground hover:opacity-90',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        default: 'h-11 px-5 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-11 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/**
 * Added to buttonVariants' classes where a long label must wrap on a phone rather than widen
 * its column past the screen (the thank-you and community pages at 320 px,
 * tests/e2e/public-widths.spec.ts): the only overrides of the variants, marked important.
 */
export const WRAPPING_BUTTON = 'h-auto! min-h-12 py-2 text-center whitespace-normal! text-balance';
