'use client';
/**
 * The premium plan card of the student area (docs/product.md §1, §9): what the
 * 700 euro/year plan contains, that it is paid and optional, the places this month (only
 * when the operator set a capacity) and "request information". A request reloads the places.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Crown } from 'lucide-react';
import { textList } from '@/lib/i18n/message-lists';
import { PREMIUM_PLAN_EUR_PER_YEAR } from '@/lib/offers';
import { offerKeys } from './offer-keys';
import { OfferRequest } from './offer-request';
import { PremiumPlaces } from './premium-places';
import { usePremiumAvailability } from './use-premium-availability';

/** The card; needs React Query and the `offers` messages. */
export function PremiumPlanCard() {
  const t = useTranslations('offers.premium');
  const queryClient = useQueryClient();
  const availability = usePremiumAvailability();
  const soldOut = availability.data?.capacity != null && availability.data.placesLeft === 0;

  return (
    <section
      aria-labelledby="premium-title"
      className="grid gap-4 rounded-xl border border-border bg-card p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <Crown className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h2 id="premium-title" className="text-lg font-semibold">
              {t('title')}
            </h2>
            <p className="text-xl font-bold">{t('price', { amount: PREMIUM_PLAN_EUR_PER_YEAR })}</p>
          </div>
        </div>
        <p className="rounded-full bg-muted px-3 py-1 text-xs font-semibold">{t('badge')}</p>
      </div>
      <p className="text-sm text-muted-foreground">{t('text')}</p>
      <div>
        <h3 className="text-sm font-semibold">{t('featuresTitle')}</h3>
        <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm">
          {textList(t, 'features').map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
      <p className="text-xs text-muted-foreground">{t('note')}</p>
      <PremiumPlaces
        availability={availability.data}
        loading={availability.isPending}
        failed={availability.isError}
      />
      <OfferRequest
        offer="premium"
        disabled={soldOut}
        onSettled={() => void queryClient.invalidateQueries({ queryKey: offerKeys.availability() })}
      />
    </section>
  );
}
