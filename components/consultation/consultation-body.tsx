'use client';
/**
 * The consultation dialog's body (docs/product.md §4 "Consultation dialog"): the form, then the
 * submitted confirmation. Part of ./consultation-modal.tsx, which loads on demand; a fresh
 * form each time the dialog opens.
 */
import { Dialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConsultationForm } from './consultation-form';
import { useConsultation } from './use-consultation';

export default function ConsultationBody() {
  const t = useTranslations('consultation');
  const { form, onSubmit, sent, pending } = useConsultation();
  return (
    <>
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
    </>
  );
}
