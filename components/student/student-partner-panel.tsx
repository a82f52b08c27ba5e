/**
 * The partner-broker section as the student area shows it (components/offers/partner-offer.tsx),
 * rendered by the area's server page and handed to its island, so that the island carries
 * neither the section's texts nor use-intl. Nothing without a configured broker.
 */
import { PartnerOffer } from '@/components/offers/partner-offer';
import type { PartnerBroker } from '@/lib/offers';

export function StudentPartnerPanel({ partner }: { partner: PartnerBroker | null }) {
  return (
    <PartnerOffer partner={partner} className="rounded-xl border border-border bg-muted/40 p-5" />
  );
}
