/**
 * Light form controls for the registration islands: native input, select and checkbox in
 * the app's look, with plain class strings (no tailwind-merge, no Radix, no icon library)
 * so the landing pages' JavaScript stays small (bench/js-budget.mjs).
 */
import type { ComponentProps } from 'react';
import { Glyph } from '../ui/glyph';

const CONTROL =
  'flex h-11 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/30 sm:text-sm';

/** A text-like <input> (text, email, tel, password). */
export function TextInput({ type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={CONTROL} {...props} />;
}

/** A native <select> with a drawn chevron. */
export function SelectInput({ children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative min-w-0">
      <select className={`${CONTROL} min-w-0 appearance-none truncate pr-10`} {...props}>
        {children}
      </select>
      <Glyph
        d="m6 9 6 6 6-6"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

/** A native checkbox, 20px, with the focus ring and invalid border of the other controls. */
export function CheckboxInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-input accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none aria-invalid:outline-2 aria-invalid:outline-destructive"
      {...props}
    />
  );
}

/** Small spinning circle for pending buttons (decorative). */
export function SpinnerIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      className="size-5 animate-spin"
      aria-hidden="true"
    >
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </svg>
  );
}
