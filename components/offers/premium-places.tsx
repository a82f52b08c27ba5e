'use client';
/**
 * The premium plan's places this month (docs/decisions.md §5): a figure only when
 * the operator set a real monthly capacity that requests count against; with none, nothing
 * (docs/product.md's "Only 47 VIP places a month" is never fixed copy).
 */
import { Spinner } from '@/components/ui/spinner';
import { fillPlural } from '@/lib/i18n/fill-plural';
import type { PremiumAvailability } from '@/lib/offers';
import type { PremiumCopy } from './offer-copy';

interface PremiumPlacesProps {
  availability: PremiumAvailability | undefined;
  loading: boolean;
  failed: boolean;
  copy: PremiumCopy;
  language: string;
}

/** "N places of C left this month", "sold out", a loading or an error line, or nothing. */
export function PremiumPlaces({
  availability,
  loading,
  failed,
  copy,
  language,
}: PremiumPlacesProps) {
  if (loading) {
    return <Spinner className="size-4 text-muted-foreground" label={copy.loading} />;
  }
  if (failed) return <p className="text-sm text-muted-foreground">{copy.loadError}</p>;
  const { capacity, placesLeft } = availability ?? { capacity: null, placesLeft: null };
  if (capacity === null || placesLeft === null) return null;
  if (placesLeft <= 0) return <p className="text-sm font-semibold">{copy.soldOut}</p>;
  return (
    <p className="text-sm font-semibold">
      {fillPlural(copy.places, language, 'left', placesLeft, { capacity })}
    </p>
  );
}
