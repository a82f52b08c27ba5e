'use client';
/**
 * Submit logic of the consultation dialog (docs/product.md §4, §8): POST /api/consultations with
 * the shared schema, the consent id and a fresh event key; success → confirmation, pixel
 * event Schedule (its id derived from that key, as the server's Conversions API event),
 * profile step recorded; failure → destructive toast 'Errore nell'invio' (the server's text
 * only for throttling).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useLocale, useTranslations } from 'next-intl';
import type * as z from 'zod/mini';
import { setFlag } from '@/components/community/progress-flags';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiRequest } from '@/lib/browser/api-client';
import { trackPixelEvent } from '@/lib/browser/pixel';
import { consentIdBody, randomId } from '@/lib/browser/consent';
import { metaEventId } from '@/lib/meta/events';
import { consultationSchema, type ConsultationInput } from '@/lib/validation/consultation';

type Output = z.output<typeof consultationSchema>;

const EMPTY: ConsultationInput = {
  preferredDate: '' as ConsultationInput['preferredDate'],
  preferredTime: '' as ConsultationInput['preferredTime'],
  experience: '' as ConsultationInput['experience'],
  goals: '',
  questions: '',
};

/** The form, its submit handler and whether it was sent (a new dialog body starts empty). */
export function useConsultation() {
  const locale = useLocale();
  const t = useTranslations('consultation');
  const [sent, setSent] = useState(false);
  const form = useForm<ConsultationInput, unknown, Output>({
    resolver: standardSchemaResolver(consultationSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // One key per booking: the server's Schedule event and the pixel's share its id.
      const eventKey = randomId();
      const body = { ...values, ...consentIdBody(window.localStorage), eventKey };
      await apiRequest('POST', '/api/consultations', body, { locale });
      trackPixelEvent('Schedule', undefined, metaEventId('Schedule', eventKey));
      setFlag('consultationBooked');
      setSent(true);
    } catch (error) {
      const throttled = error instanceof ApiError && error.status === 429 && error.fromServer;
      toast({
        variant: 'destructive',
        title: t('failure.title'),
        description: throttled ? error.message : t('failure.description'),
      });
    }
  });

  return { form, onSubmit, sent, pending: form.formState.isSubmitting };
}
