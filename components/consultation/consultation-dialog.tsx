'use client';
/**
 * Consultation booking (docs/product.md §2.7, §4 "Consultation dialog"): the trigger button, and the
 * dialog (./consultation-modal: Radix Dialog, the form with react-hook-form and its zod
 * schema) loaded on demand — when the pointer or keyboard focus reaches the trigger, at the
 * latest on the click — not with the page (it would count against the app pages' JavaScript
 * budget, bench/js-budget.mjs). The trigger is a plain button, so Enter and Space open the
 * dialog like any button.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CalendarCheck } from 'lucide-react';
import type { ButtonProps } from '@/components/ui/button';
import { buttonVariants, WRAPPING_BUTTON } from '@/components/ui/button-variants';
import { useHydrated } from '@/lib/browser/use-hydrated';

const loadModal = () => import('./consultation-modal');
const ConsultationModal = lazy(loadModal);

/**
 * The dialog's frame over the dimmed page while its code loads (a moment, once); Escape or
 * a click outside cancels the opening, as they close the dialog.
 */
function LoadingFrame({ onCancel }: { onCancel: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div className="fixed inset-0 z-50 bg-black/50" aria-busy="true" onClick={onCancel}>
      <div className="fixed top-1/2 left-1/2 w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-5 shadow-xl sm:p-6">
        <p className="py-6 text-center text-sm text-muted-foreground">…</p>
      </div>
    </div>
  );
}

/** Trigger button plus the dialog. */
export function ConsultationDialog({ variant = 'accent' }: { variant?: ButtonProps['variant'] }) {
  const t = useTranslations('consultation');
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on; while closed, the dialog renders nothing.
  const [requested, setRequested] = useState(false);
  // Until hydrated the button has no handler: a tap then would open nothing.
  const hydrated = useHydrated();

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={buttonVariants({ variant, size: 'lg', className: WRAPPING_BUTTON })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-disabled={hydrated ? undefined : true}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <CalendarCheck aria-hidden="true" />
        {t('trigger')}
      </button>
      {requested ? (
        <Suspense fallback={open ? <LoadingFrame onCancel={() => setOpen(false)} /> : null}>
          <ConsultationModal open={open} onOpenChange={setOpen} returnFocus={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
