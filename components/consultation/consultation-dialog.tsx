'use client';
/**
 * Consultation booking dialog (SPEC.md §2.7, §4 "Consultation dialog"): Radix Dialog
 * (focus trapped, Escape closes, focus returns to the trigger); form, then the submitted
 * confirmation; closing resets the form.
 */
import { Dialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { CalendarCheck, CircleCheck, X } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ConsultationForm } from './consultation-form';
import { useConsultation } from './use-consultation';

/** Trigger button plus the dialog. */
export function ConsultationDialog({ variant = 'accent' }: { variant?: ButtonProps['variant'] }) {
  const t = useTranslations('consultation');
  const { form, onSubmit, sent, reset, pending } = useConsultation();

  return (
    <Dialog.Root onOpenChange={(open) => !open && reset()}>
      <Dialog.Trigger asChild>
        <Button variant={variant} size="lg">
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
          {sent ? (
            <div role="status" className="grid justify-items-center gap-3 py-6 text-center">
              <CircleCheck className="size-10 text-success" aria-hidden="true" />
              <p className="text-lg font-semibold">{t('success.title')}</p>
              <p className="text-muted-foreground">{t('success.description')}</p>
              <Dialog.Close asChild>
                <Button variant="outline" className="mt-2">
                  {t('close')}
                </Button>
              </Dialog.Close>
            </div>
          ) : (
            <ConsultationForm form={form} onSubmit={onSubmit} pending={pending} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
