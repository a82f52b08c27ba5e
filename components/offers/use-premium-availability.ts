'use client';
/**
 * Places of the premium plan this month: GET /api/offers with React Query.
 * `capacity` null means the operator set no monthly capacity: then no figure is shown.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { apiRequest } from '@/lib/browser/api-client';
import type { PremiumAvailability } from '@/lib/offers';
import type { OffersResponse } from '@/lib/contracts/offers';
import { offerKeys } from './offer-keys';

/** The premium plan's availability, or the query's loading/error state. */
export function usePremiumAvailability() {
  const locale = useLocale();
  return useQuery({
    queryKey: offerKeys.availability(),
    queryFn: ({ signal }) =>
      apiRequest<OffersResponse>('GET', '/api/offers', undefined, { locale, signal }),
    select: (data): PremiumAvailability => data.premium,
  });
}
