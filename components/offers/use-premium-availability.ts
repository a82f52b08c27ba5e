'use client';
/**
 * Places of the premium plan this month: GET /api/offers, read when the card shows and again
 * after each request (`reload`). `capacity` null means the operator set no monthly capacity:
 * then no figure is shown.
 */
import { useApiRead } from '@/lib/browser/use-api-read';
import type { PremiumAvailability } from '@/lib/offers';
import type { OffersResponse } from '@/lib/contracts/offers';

/** The premium plan's availability, or the read's loading/error state. */
export function usePremiumAvailability() {
  const read = useApiRead<OffersResponse>('/api/offers');
  const data: PremiumAvailability | undefined = read.data?.premium;
  return { ...read, data };
}
