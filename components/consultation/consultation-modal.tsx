'use client';
/**
 * The consultation dialog itself (docs/product.md §4 "Consultation dialog"): Radix Dialog, focus
 * trapped, Escape closes; title, description, close button and the body (form, then the
 * confirmation). The body unmounts with the content, so each opening starts a fresh form.
 * Loaded on demand by ./consultation-dialog.tsx together with Radix Dialog and the form.
 */
import type { RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import ConsultationBody from './consultation-body';

interface ConsultationModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus goes back to it on close. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

export default function ConsultationModal({
  open,
  onOpenChange,
  returnFocus,
}: ConsultationModalProps) {
  const t = useTranslations('consultation');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          // The trigger lives outside this lazily loaded root: return focus to it ourselves.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-card p-5 shadow-xl focus:outline-none sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <div className="grid gap-1">
              <Dialog.Title className="text-lg font-bold">{t('title')}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted-foreground">
                {t('description')}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('close')}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <ConsultationBody />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
