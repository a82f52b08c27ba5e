'use client';
/**
 * The premium plan card of the student area (docs/product.md §1, §9): what the
 * 700 euro/year plan contains, that it is paid and optional, the places this month (only
 * when the operator set a capacity) and "request information". A request reloads the places.
 */
import { icon } from '@/components/ui/svg-icon';
import type { PremiumCopy } from './offer-copy';
import { OfferRequest } from './offer-request';
import { PremiumPlaces } from './premium-places';
import { usePremiumAvailability } from './use-premium-availability';

// lucide's crown (ISC licence), without lucide-react's runtime.
const Crown = icon('crown', [
  [
    'path',
    {
      d: 'M11.562 3.266a.5.5 0 0 1 .876 0L15.39 8.87a1 1 0 0 0 1.516.294L21.183 5.5a.5.5 0 0 1 .798.519l-2.834 10.246a1 1 0 0 1-.956.734H5.81a1 1 0 0 1-.957-.734L2.02 6.02a.5.5 0 0 1 .798-.519l4.276 3.664a1 1 0 0 0 1.516-.294z',
    },
  ],
  ['path', { d: 'M5 21h14' }],
]);

/** The card in `language`, with its texts (./offer-copy.ts). */
export function PremiumPlanCard({ copy: t, language }: { copy: PremiumCopy; language: string }) {
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
              {t.title}
            </h2>
            <p className="text-xl font-bold">{t.price}</p>
          </div>
        </div>
        <p className="rounded-full bg-muted px-3 py-1 text-xs font-semibold">{t.badge}</p>
      </div>
      <p className="text-sm text-muted-foreground">{t.text}</p>
      <div>
        <h3 className="text-sm font-semibold">{t.featuresTitle}</h3>
        <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm">
          {t.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
      <p className="text-xs text-muted-foreground">{t.note}</p>
      <PremiumPlaces
        availability={availability.data}
        loading={availability.isPending}
        failed={availability.isError}
        copy={t}
        language={language}
      />
      <OfferRequest
        offer="premium"
        disabled={soldOut}
        onSettled={availability.reload}
        copy={t.request}
        language={language}
      />
    </section>
  );
}
