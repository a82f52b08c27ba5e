'use client';
/**
 * The lower part of the student area (GDPR): the premium plan card, the partner-
 * broker panel (when one is configured) and the lead's own data. Below the library, so it is
 * loaded after the overview (./student-overview.tsx) instead of with the page, together with
 * what only it needs (mutations, the offers' request logic).
 */
import { PartnerOffer } from '@/components/offers/partner-offer';
import { PremiumPlanCard } from '@/components/offers/premium-plan-card';
import type { PartnerBroker } from '@/lib/offers';
import { AccountData } from './account-data';

export default function OverviewExtras({ partner }: { partner: PartnerBroker | null }) {
  return (
    <>
      <PremiumPlanCard />
      <PartnerOffer partner={partner} className="rounded-xl border border-border bg-muted/40 p-5" />
      <AccountData />
    </>
  );
}
