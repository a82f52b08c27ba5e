'use client';
/**
 * The premium plan's places this month (docs/decisions.md §5): a figure only when
 * the operator set a real monthly capacity that requests count against; with none, nothing
 * (docs/product.md's "Only 47 VIP places a month" is never fixed copy).
 */
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';
import type { PremiumAvailability } from '@/lib/offers';

interface PremiumPlacesProps {
  availability: PremiumAvailability | undefined;
  loading: boolean;
  failed: boolean;
}

/** "N places of C left this month", "sold out", a loading or an error line, or nothing. */
export function PremiumPlaces({ availability, loading, failed }: PremiumPlacesProps) {
  const t = useTranslations('offers.premium');
  if (loading) {
    return <Spinner className="size-4 text-muted-foreground" label={t('loading')} />;
  }
  if (failed) return <p className="text-sm text-muted-foreground">{t('loadError')}</p>;
  const { capacity, placesLeft } = availability ?? { capacity: null, placesLeft: null };
  if (capacity === null || placesLeft === null) return null;
  if (placesLeft <= 0) return <p className="text-sm font-semibold">{t('soldOut')}</p>;
  return <p className="text-sm font-semibold">{t('places', { left: placesLeft, capacity })}</p>;
}
