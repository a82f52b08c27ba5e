'use client';
/**
 * Submit logic of the landing form (SPEC.md §4 "Registration"): POST /api/leads with the
 * attribution of the page address; on success pixel events, stored lead id, toast, and
 * after 1.5 s the verification page; on error field messages and a destructive toast.
 */
import { useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type * as z from 'zod/mini';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiRequest, errorMessage } from '@/lib/api-client';
import {
  ebookFor,
  readAttribution,
  studentDashboardPath,
  verifySmsUrl,
  type Attribution,
} from '@/lib/campaign';
import { storeLeadId } from '@/lib/lead-storage';
import { trackPixelEvent } from '@/lib/pixel';
import {
  landingRegistrationSchema,
  type LandingRegistrationInput,
} from '@/lib/validation/registration';

/** Delay between the success toast and navigation (SPEC.md §9). */
export const REDIRECT_DELAY_MS = 1500;

type Output = z.output<typeof landingRegistrationSchema>;

/** Success body of POST /api/leads. */
export interface RegisterResponse {
  leadId: string;
  phone: string;
  smsSent: boolean;
  message: string;
}

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'experience',
  'privacyAccepted',
] as const;

function applyServerErrors(
  fields: Record<string, string>,
  setError: UseFormSetError<LandingRegistrationInput>,
) {
  let first = true;
  for (const name of FIELDS) {
    const message = fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
}

/** Attribution without empty values (the API treats absent and null alike). */
function attributionBody(attribution: Attribution): Partial<Attribution> {
  return Object.fromEntries(Object.entries(attribution).filter(([, value]) => value !== null));
}

/** The form object, its submit handler, and whether a submission is under way. */
export function useLandingRegistration() {
  const router = useRouter();
  const locale = useLocale();
  const t = useTranslations('registration.toast');
  const [succeeded, setSucceeded] = useState(false);
  const form = useForm<LandingRegistrationInput, unknown, Output>({
    resolver: standardSchemaResolver(landingRegistrationSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const attribution = readAttribution(new URLSearchParams(window.location.search));
    try {
      const result = await apiRequest<RegisterResponse>(
        'POST',
        '/api/leads',
        { ...values, locale, ...attributionBody(attribution) },
        { locale },
      );
      trackPixelEvent('Lead');
      trackPixelEvent('CompleteRegistration');
      storeLeadId(result.leadId);
      setSucceeded(true);
      toast({
        title: t('successTitle'),
        description: result.smsSent ? t('successDescription') : result.message,
      });
      const redirect = studentDashboardPath(
        ebookFor(window.location.pathname, attribution.campaignId),
      );
      const target = verifySmsUrl({
        phone: result.phone,
        redirect,
        campaignId: attribution.campaignId,
        adSource: attribution.adSource,
        smsSent: result.smsSent,
      });
      setTimeout(() => router.push(target), REDIRECT_DELAY_MS);
    } catch (error) {
      if (error instanceof ApiError) applyServerErrors(error.fields, form.setError);
      toast({
        variant: 'destructive',
        title: t('errorTitle'),
        description: errorMessage(error, t('errorFallback')),
      });
    }
  });

  return { form, onSubmit, pending: form.formState.isSubmitting || succeeded };
}
