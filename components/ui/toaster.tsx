'use client';
/**
 * The one toast outlet of a layout (SPEC.md §9): 5000 ms duration, swipe right with a
 * 50px threshold, viewport hotkey F8. Labels come translated from the server layout.
 */
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { useToast } from './use-toast';

export const TOAST_DURATION = 5000;

/** Translated accessible names: close button, one toast, the toast region. */
export interface ToasterLabels {
  close: string;
  toast: string;
  region: string;
}

/** Renders the current toasts. */
export function Toaster({ labels }: { labels: ToasterLabels }) {
  const { toasts } = useToast();
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
