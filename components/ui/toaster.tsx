'use client';
/**
 * The one toast outlet of a layout (docs/product.md §8, §9). It loads nothing until the first
 * toast: then it imports the Radix stack (./toast: swipe, F8 hotkey, auto-dismiss) and,
 * for the few milliseconds that takes, shows the same text in a plain polite live region.
 * Keeps Radix Toast (~9 kB gzip) out of every page's initial JavaScript.
 */
import { useEffect, useState } from 'react';
import type { ToasterLabels, ToastStack as ToastStackType } from './toast';
import { useToast, type ToasterToast } from './use-toast';

export type { ToasterLabels } from './toast';
export const TOAST_DURATION = 5000;

type Stack = typeof ToastStackType;

let loaded: Stack | null = null;

/** Loads the Radix stack once; resolves with its component. */
export function preloadToaster(): Promise<Stack> {
  if (loaded) return Promise.resolve(loaded);
  return import('./toast').then((module) => {
    loaded = module.ToastStack;
    return loaded;
  });
}

const CARD =
  'relative grid w-full gap-1 rounded-lg border p-4 pr-10 text-sm shadow-lg md:max-w-[420px]';

/** Plain rendering of the queue while Radix loads (same look, no interaction). */
function PlainStack({ toasts, label }: { toasts: ToasterToast[]; label: string }) {
  return (
    <section
      aria-label={label}
      className="fixed top-0 z-[100] w-full p-4 sm:top-auto sm:right-0 sm:bottom-0 md:max-w-[420px]"
    >
      <ol aria-live="polite" className="grid gap-2">
        {toasts
          .filter((item) => item.open)
          .map(({ id, title, description, variant }) => (
            <li
              key={id}
              className={`${CARD} ${
                variant === 'destructive'
                  ? 'border-destructive bg-destructive text-destructive-foreground'
                  : 'border-border bg-card text-card-foreground'
              }`}
            >
              {title ? <p className="font-semibold">{title}</p> : null}
              {description ? <p className="opacity-90">{description}</p> : null}
            </li>
          ))}
      </ol>
    </section>
  );
}

/** Renders the current toasts once there are any. */
export function Toaster({ labels }: { labels: ToasterLabels }) {
  const { toasts } = useToast();
  const [Stack, setStack] = useState<Stack | null>(() => loaded);
  const needed = toasts.length > 0;

  useEffect(() => {
    if (!needed || Stack) return;
    let live = true;
    void preloadToaster().then((component) => {
      if (live) setStack(() => component);
    });
    return () => {
      live = false;
    };
  }, [needed, Stack]);

  if (Stack) return <Stack toasts={toasts} labels={labels} />;
  return needed ? <PlainStack toasts={toasts} label={labels.region} /> : null;
}
