/**
 * The partner-offer section (docs/product.md §2.2 "a partner-offer panel toggles on a button")
 * for the home page and the student area: heading, a short introduction
 * and the toggle that shows the panel. Nothing at all (no section, no button) when the
 * operator configured no partner broker (`partner` null, from lib/server/requests/partner-clicks.ts).
 */
import { useTranslations } from 'next-intl';
import type { PartnerBroker } from '@/lib/offers';
import { PartnerOfferDetails } from './partner-offer-details';
import { PartnerOfferToggle } from './partner-offer-toggle';

interface PartnerOfferProps {
  /** The configured broker, or null when none is configured. */
  partner: PartnerBroker | null;
  /** Layout classes of the section. */
  className?: string;
}

/** The section with its toggle and panel, or null without a partner broker. */
export function PartnerOffer({ partner, className }: PartnerOfferProps) {
  const t = useTranslations('offers.partner');
  if (!partner) return null;
  return (
    <section aria-labelledby="partner-offer-title" className={className}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('eyebrow')}</p>
      <h2 id="partner-offer-title" className="mt-1 text-xl font-bold">
        {t('title')}
      </h2>
      <p className="mt-2 mb-4 max-w-3xl text-sm text-muted-foreground">{t('intro')}</p>
      <PartnerOfferToggle label={t('toggle')} panelId="partner-offer-panel">
        <PartnerOfferDetails partner={partner} />
      </PartnerOfferToggle>
    </section>
  );
}
