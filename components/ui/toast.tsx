'use client';
/**
 * Radix Toast primitives in the app's two styles, default and destructive (docs/product.md §8),
 * and ToastStack, the rendered queue. The viewport sits bottom-right and is at most 420px
 * wide from md up (docs/product.md §9). Loaded lazily by <Toaster /> on the first toast, so Radix
 * and this file stay out of the landing pages' initial JavaScript.
 */
import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';
import type { ToasterToast } from './use-toast';

/** Provider: auto-dismiss delay, swipe direction and threshold. */
export const ToastProvider = ToastPrimitive.Provider;

/** The fixed region toasts appear in (hotkey F8 focuses it). */
export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=closed]:opacity-0 data-[state=open]:opacity-100',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** One toast. */
export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

/** The close (×) control; `label` is its accessible name. */
export function ToastClose({
  className,
  label,
  ...props
}: ComponentProps<typeof ToastPrimitive.Close> & { label: string }) {
  return (
    <ToastPrimitive.Close
      aria-label={label}
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
      {...props}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M18 6 6 18M6 6l12 12" />
      </svg>
    </ToastPrimitive.Close>
  );
}

/** Toast heading. */
export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

/** Toast body text. */
export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

/** Auto-dismiss delay of a toast (docs/product.md §9). */
export const TOAST_DURATION = 5000;

/** Translated accessible names: close button, one toast, the toast region. */
export interface ToasterLabels {
  close: string;
  toast: string;
  region: string;
}

/** The queue rendered with Radix: 5000 ms, swipe right with a 50px threshold, hotkey F8. */
export function ToastStack({ toasts, labels }: { toasts: ToasterToast[]; labels: ToasterLabels }) {
  return (
    <ToastProvider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
      label={labels.toast}
    >
      {toasts.map(({ id, title, description, ...props }) => (
        <Toast key={id} {...props}>
          {/* Announced by the polite viewport below, not by Radix's own temporary copy,
              so the text exists once in the page (and once for text-based queries). */}
          <div className="grid gap-1" data-radix-toast-announce-exclude="">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose label={labels.close} />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} label={labels.region} aria-live="polite" />
    </ToastProvider>
  );
}
