'use client';
/**
 * PUT /api/admin/ad-spend (lib/server/admin/reports/ad-spend.ts): saves a campaign's spend for a month, then
 * refreshes every analytics report. Toasts the outcome; the server's message on failure.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/browser/api-client';
import type { AdSpendRequest, AdSpendResponse } from '@/lib/contracts/admin/analytics';
import { analyticsKeys } from './analytics-keys';
import { toastFailure } from '@/components/admin/common/failure-toast';

export function useSetAdSpend(onSaved?: () => void) {
  const t = useTranslations('admin.analytics');
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdSpendRequest) =>
      apiRequest<AdSpendResponse>('PUT', '/api/admin/ad-spend', body, { locale: 'it' }),
    onSuccess: ({ spend }) => {
      toast({ title: spend.amountCents === 0 ? t('removed') : t('saved') });
      onSaved?.();
      return client.invalidateQueries({ queryKey: analyticsKeys.all });
    },
    onError: (error) => toastFailure(t('saveFailed'), error),
  });
}
