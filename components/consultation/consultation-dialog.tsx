'use client';
/**
 * Consultation booking dialog (SPEC.md §2.7, §4 "Consultation dialog"): Radix Dialog
 * (focus trapped, Escape closes, focus returns to the trigger); form, then the submitted
 * confirmation; closing resets the form (the body unmounts with the dialog's content).
 * The body — the form with react-hook-form and its zod schema — loads when the dialog opens
 * (or the pointer or focus reaches the trigger), not with the page (ISSUE 10 item 5: the
 * app pages' JavaScript budget).
 */
import dynamic from 'next/dynamic';
import { Dialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { CalendarCheck, X } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

const loadBody = () => import('./consultation-body');
const ConsultationBody = dynamic(loadBody, {
  ssr: false,
  loading: () => <p className="py-6 text-center text-sm text-muted-foreground">…</p>,
});

/** Trigger button plus the dialog. */
export function ConsultationDialog({ variant = 'accent' }: { variant?: ButtonProps['variant'] }) {
  const t = useTranslations('consultation');

  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button
          variant={variant}
          size="lg"
          onPointerEnter={() => void loadBody()}
          onFocus={() => void loadBody()}
        >
          <CalendarCheck aria-hidden="true" />
          {t('trigger')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-card p-5 shadow-xl focus:outline-none sm:p-6">
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
