'use client';
/**
 * PUT /api/admin/lead-value (lib/server/admin/reports/lead-value.ts): saves what a lead is worth
 * from a day on, then refreshes every analytics report. Toasts the outcome; the server's
 * message on failure.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/browser/api-client';
import type { LeadValueRequest, LeadValueResponse } from '@/lib/contracts/admin/analytics';
import { analyticsKeys } from './analytics-keys';
import { toastFailure } from '@/components/admin/common/failure-toast';

export function useSetLeadValue(onSaved?: () => void) {
  const t = useTranslations('admin.analytics.leadValue');
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadValueRequest) =>
      apiRequest<LeadValueResponse>('PUT', '/api/admin/lead-value', body, { locale: 'it' }),
    onSuccess: ({ value }) => {
      toast({ title: value.amountCents === 0 ? t('removed') : t('saved') });
      onSaved?.();
      return client.invalidateQueries({ queryKey: analyticsKeys.all });
    },
    onError: (error) => toastFailure(t('saveFailed'), error),
  });
}
