'use client';
/** Landing pages' data: attributed leads and pre-lander offer ends, and saving an offer end. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/browser/api-client';
import { toastFailure } from '@/components/admin/common/failure-toast';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import type { LandingPerformanceResponse, OffersListResponse } from '@/lib/contracts/admin/landing';

export const landingKeys = {
  performance: ['admin', 'landing', 'performance'] as const,
  offers: ['admin', 'landing', 'offers'] as const,
};

export function useLandingPerformance() {
  const t = useTranslations('admin.landing');
  return useAdminQuery<LandingPerformanceResponse>(
    landingKeys.performance,
    '/api/admin/landing-performance',
    {
      failureTitle: t('loadFailed'),
    },
  );
}

export function useOffers(enabled: boolean) {
  const t = useTranslations('admin.landing');
  return useAdminQuery<OffersListResponse>(landingKeys.offers, '/api/admin/offers', {
    failureTitle: t('loadFailed'),
    enabled,
  });
}

export function useSaveOffer() {
  const client = useQueryClient();
  const t = useTranslations('admin.landing');
  return useMutation({
    mutationFn: ({ variantId, offerEndsAt }: { variantId: string; offerEndsAt: string | null }) =>
      apiRequest('PUT', `/api/admin/offers/${variantId}`, { offerEndsAt }, { locale: 'it' }),
    onSuccess: () => {
      toast({ title: t('offerSaved') });
      void client.invalidateQueries({ queryKey: landingKeys.offers });
    },
    onError: (error) => toastFailure(t('offerFailed'), error),
  });
}
